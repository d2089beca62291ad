/**
 * A progress bar on stderr for operator commands: redrawn in place on a terminal, a line per tenth
 * otherwise (CI logs). Small on purpose: the only bar installed (`progress`) comes in unmaintained
 * through other tools.
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  const width = 30;
  let lastTenth = -1;
  return (done: number, total: number) => {
    const share = total > 0 ? Math.min(done / total, 1) : 1;
    const filled = Math.round(share * width);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(share * 100)}% ${done}/${total} ${seconds}s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${share === 1 ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    stream.write(`${line}\n`);
  };
}
