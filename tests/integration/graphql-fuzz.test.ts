import fc from 'fast-check';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { fuzzDocuments, internalErrorText, requestJson } from '#fixtures/graphql-fuzz-documents.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/**
 * Generated GraphQL documents and variables, valid and broken, sent to /graphql and /_/batch of the
 * whole local platform: no answer is a 5xx, none shows internal error text.
 */
let runtime: TestRuntime;
const ids: string[] = [];

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const writer = await makeUser(data, { username: 'ada' });
      const publication = await makeCollection(data, { slug: 'engines', creatorId: writer.id });
      const { post } = await makePost(data, { creatorId: writer.id, collectionId: publication.id });
      ids.push(writer.id, publication.id, post.id, 'ada', 'engines');
    },
  });
});
afterAll(() => runtime.stop());

const send = async (path: '/graphql' | '/_/batch', body: string) => {
  const response = await postSigned(`${runtime.url}${path}`, body);
  return { path, status: response.status, text: await response.text() };
};

test('a thousand generated requests: no 5xx, no internal error text', async () => {
  const generate = fuzzDocuments(loadAppSyncSchema(), ids);
  await fc.assert(
    fc.asyncProperty(fc.gen(), async (g) => {
      const requests = Array.from({ length: 1 + g(fc.nat, 2) }, () => generate(g));
      const answers = await Promise.all([
        send('/graphql', requestJson(requests[0]!)),
        send('/_/batch', `[${requests.map(requestJson).join(',')}]`),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(internalErrorText);
      }
    }),
    { numRuns: 1000 },
  );
}, 120_000);
