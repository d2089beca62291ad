import { progressBar } from './progress-bar.ts';

const streamOf = (isTTY: boolean) => {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
};

test('in a log, one line per tenth reached, ending at 100%', () => {
  const { stream, written } = streamOf(false);
  const bar = progressBar('Indexing', stream);
  for (let done = 0; done <= 200; done += 10) bar(done, 200);
  expect(written).toHaveLength(11);
  expect(written[0]).toMatch(/^Indexing \[-{30}\] 0% 0\/200 /);
  expect(written.at(-1)).toMatch(/^Indexing \[#{30}\] 100% 200\/200 /);
});

test('on a terminal, redrawn in place, with a new line once complete', () => {
  const { stream, written } = streamOf(true);
  const bar = progressBar('Indexing', stream);
  bar(1, 4);
  bar(4, 4);
  expect(written[0]).toMatch(/^\rIndexing \[#{8}-{22}\] 25% 1\/4 .*s$/);
  expect(written[1]).toMatch(/100% 4\/4 .*s\n$/);
});
