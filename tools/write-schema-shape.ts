import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { schemaShapeOf } from './schema-shape-of.ts';

/** Writes graphql/schema-shape.json from graphql/schema.graphql: `npx tsx tools/write-schema-shape.ts`. */
async function main() {
  const file = join(__dirname, '..', 'graphql', 'schema-shape.json');
  const json = JSON.stringify(schemaShapeOf(loadAppSyncSchema()));
  writeFileSync(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`Wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
