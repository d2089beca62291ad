import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import { rebuildSearchIndex } from '#functions/search/indexer/rebuild.ts';
import { embeddedIndexStore } from '#functions/search/store/embedded-index-store.ts';
import { uploadsBucketVariable } from '#shared/ports/object-store.ts';
import { deployedIndexStore } from '#functions/search/store/deployed-index-store.ts';
import { fileObjectStore, objectStoreDir } from '#local/file-object-store.ts';
import { progressBar } from './progress-bar.ts';
import { folioDataOf, tableOptions } from './table-target.ts';

const usage = `Usage: npm run search:rebuild -- [--local | --table NAME [--endpoint URL]]
Reads every story, person, publication, tag and list from the table and publishes a new search index
in place of the old one (searches go on from the old one until then). --local uses the running
\`npm start\`; otherwise the table in AWS (TABLE_NAME or --table) and the engine the deployment chose:
the uploads bucket (UPLOADS_BUCKET) by default, or SEARCH_ENGINE=opensearch with SEARCH_OPENSEARCH_ENDPOINT
(and SEARCH_INDEX_PREFIX when not folio_), with your usual AWS credentials.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function main() {
  const { values: options } = parseArgs({ options: tableOptions });
  const data = folioDataOf(options, fail);
  const started = Date.now();
  // `npm start` always runs the embedded engine; in AWS, the engine the deployment chose (SEARCH_ENGINE).
  const store = options.local
    ? embeddedIndexStore(fileObjectStore(objectStoreDir(resolve(process.env.DATA_DIR ?? '.data'))))
    : deployedIndexStore(
        process.env,
        () => process.env[uploadsBucketVariable] ?? fail(`Which bucket? Set ${uploadsBucketVariable}.`),
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
