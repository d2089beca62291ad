import { gzipSync } from 'node:zlib';
import { pageKinds, readWebBuild } from '#local/web-chunks.ts';
const build = readWebBuild();
const gz = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(build.read(file)).length, 0);
for (const [kind, modules] of Object.entries(pageKinds)) {
  const { js } = build.filesOf(modules);
  console.log(kind, (gz(js) / 1024).toFixed(1), 'KB gzip JS');
}
