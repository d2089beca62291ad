import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import config from './codegen.ts';

const root = join(__dirname, '..');
const committed = (filename: string) =>
  existsSync(join(root, filename)) ? readFileSync(join(root, filename), 'utf8') : null;

/** GraphQL Code Generator's outputs for today's schema and documents, computed in memory. */
async function generatedNow(): Promise<{ filename: string; content: string }[]> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'tools/codegen-outputs.ts'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

test('the committed GraphQL types are those of the schema and the documents today', async () => {
  const outputs = await generatedNow();
  expect(outputs.map(({ filename }) => filename).sort()).toEqual(Object.keys(config.generates).sort());
  const stale = outputs
    .filter(({ filename, content }) => committed(filename) !== content)
    .map(({ filename }) => `${filename} is stale: run \`npm run codegen\` and commit it`);
  expect(stale).toEqual([]);
}, 60_000);
