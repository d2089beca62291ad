import { getOperationAST, NoUnusedFragmentsRule, specifiedRules, validate } from 'graphql';
import { clientDocuments } from '#fixtures/client-documents.ts';
import { loadAppSyncSchema } from './appsync-schema.ts';

const schema = loadAppSyncSchema();

/** A fragment's own document only defines fragments: that none is used there is no fault. */
const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

test('every document of the web client and the pages Lambda is valid against the API schema', async () => {
  const documents = await clientDocuments();
  expect([...documents.keys()]).toEqual(
    expect.arrayContaining(['PostPageQuery', 'PostCard_post', 'BannerSlot_post', 'PostCacheController']),
  );
  for (const [name, document] of documents) {
    const rules = getOperationAST(document) ? specifiedRules : fragmentRules;
    const errors = validate(schema, document, rules).map((error) => error.message);
    expect({ name, errors }).toEqual({ name, errors: [] });
  }
});
