import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import { rebuildSearchIndex } from '#functions/search/indexer/rebuild.ts';
import { embeddedIndexStore } from '#functions/search/store/embedded-index-store.ts';
import { s3ObjectStore, uploadsBucketVariable, uploadsS3Client } from '#shared/ports/object-store.ts';
import { fileObjectStore, objectStoreDir } from '#local/file-object-store.ts';
import { progressBar } from './progress-bar.ts';
import { folioDataOf, tableOptions } from './table-target.ts';

const usage = `Usage: npm run search:rebuild -- [--local | --table NAME [--endpoint URL]]
Reads every story, person, publication, tag and list from the table and publishes a new search index
in place of the old one (searches go on from the old one until then). --local uses the running
\`npm start\`; otherwise the table in AWS (TABLE_NAME or --table) and the uploads bucket (UPLOADS_BUCKET), with your usual
AWS credentials.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function main() {
  const { values: options } = parseArgs({ options: tableOptions });
  const data = folioDataOf(options, fail);
  const started = Date.now();
  const store = embeddedIndexStore(
    options.local
      ? fileObjectStore(objectStoreDir(resolve(process.env.DATA_DIR ?? '.data')))
      : s3ObjectStore(
          uploadsS3Client(),
          process.env[uploadsBucketVariable] ?? fail(`Which bucket? Set ${uploadsBucketVariable}.`),
        ),
  );
  const { documents, total } = await rebuildSearchIndex(
    createChangeReader(data),
    store,
    progressBar('Indexing'),
  );
  console.log(
    `${documents} documents indexed from ${total} items in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  data.table.client.destroy();
}

void main();
