import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '#graphql/codegen.ts';

/**
 * Prints what `npm run codegen` would write, as JSON `[{ filename, content }]`, and writes nothing:
 * graphql/generated.test.ts compares it with the committed files. A process of its own, because jest's
 * module loader cannot load the CLI (it requires an ES module).
 */
async function main() {
  const outputs: { filename: string; content: string }[] = await generate(
    { ...config, cwd: join(__dirname, '..'), silent: true },
    false,
  );
  process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content }))));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
