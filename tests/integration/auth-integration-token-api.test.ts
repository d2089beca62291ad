import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * An integration token through the whole local platform, as a script uses it: `Authorization: Bearer
 * folio_…` on /graphql → the CloudFront Function → AppSync's authorizer → the resolvers.
 */
let runtime: TestRuntime;
const token = `folio_${'T'.repeat(43)}`;
let userId = '';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const ada = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: 'ada@folio.example' });
      userId = ada.id;
      await data.entities.integrationToken
        .create({
          tokenHash: sha256Hex(token),
          userId: ada.id,
          description: 'Backup script',
          createdAt: Date.now(),
        })
        .go();
    },
  });
});
afterAll(() => runtime.stop());

async function graphql(query: string, authorization?: string) {
  const response = await fetch(`${runtime.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

test('a bearer token signs the script in as the token’s owner', async () => {
  const { status, body } = await graphql(
    'query { viewer { id username hasPassword integrationTokens { description lastUsedAt } sessions { id } } }',
    `Bearer ${token}`,
  );
  expect(status).toBe(200);
  expect(body).toEqual({
    data: {
      viewer: {
        id: userId,
        username: 'ada',
        hasPassword: false,
        integrationTokens: [{ description: 'Backup script', lastUsedAt: expect.any(Number) }],
        sessions: [],
      },
    },
  });
});

test('its mutations need no xsrf header; the security settings still refuse it', async () => {
  const { body } = await graphql(
    'mutation { sendVerificationEmail { __typename ... on BadRequest { message } } createIntegrationToken(description: "more") { __typename } }',
    `Bearer ${token}`,
  );
  expect(body).toEqual({
    data: {
      sendVerificationEmail: {
        __typename: 'BadRequest',
        message: 'There is no new email address to verify.',
      },
      createIntegrationToken: { __typename: 'Unauthorized' },
    },
  });
});

test('an unknown token is refused with 401; no token at all is a visitor', async () => {
  expect((await graphql('query { viewer { id } }', `Bearer folio_${'U'.repeat(43)}`)).status).toBe(401);
  expect(await graphql('query { viewer { id } }')).toEqual({ status: 200, body: { data: { viewer: null } } });
});
