import { highlightMessages, quoteCreatePath } from '#contract/highlights.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { badQuoteRequest, createQuoteFromPost, quotedPostIdOf } from './quote-create.ts';

const apiHeaders = { authorization: 'session:tok', 'x-xsrf-token': 'x' };
const signedIn = { 'x-folio-auth': 'session:tok', 'x-xsrf-token': 'x', 'content-type': 'application/json' };
const passage = { paragraphName: 'p1', startOffset: 12, endOffset: 24 };
const created: GraphqlResponse = {
  data: { createQuote: { __typename: 'Quote', quoteId: 'aa', quote: 'of the story' } },
};
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function ask(headers: Record<string, string>, body: Buffer, answer: GraphqlResponse = created) {
  const sent: unknown[] = [];
  const executeGraphql: GraphqlExecutor = async (request, sentHeaders) => {
    sent.push(request.variables);
    expect(sentHeaders).toEqual(apiHeaders);
    return answer;
  };
  const result = await createQuoteFromPost('1a2b3c4d5e6f', { headers, body, apiHeaders }, { executeGraphql });
  return { result, sent };
}

test('the path names the story', () => {
  expect(quotedPostIdOf(quoteCreatePath('1a2b3c4d5e6f'))).toBe('1a2b3c4d5e6f');
  expect(quotedPostIdOf('/_/p/not-hex/quotes/create')).toBeUndefined();
});

test('asks createQuote as the caller, a highlight unless told otherwise, and answers the quote', async () => {
  const { result, sent } = await ask(signedIn, json({ ...passage, note: 'Mine.' }));
  expect(sent).toEqual([
    { input: { postId: '1a2b3c4d5e6f', ...passage, quoteType: 'HIGHLIGHT', note: 'Mine.' } },
  ]);
  expect(result).toEqual({ status: 200, body: { quote: created.data!.createQuote } });
});

test.each([
  ['a visitor', { ...signedIn, 'x-folio-auth': 'anonymous' }, json(passage), 401, highlightMessages.signIn],
  ['no xsrf header', { 'x-folio-auth': 'session:tok' }, json(passage), 403, missingXsrfMessage],
  ['not JSON', signedIn, Buffer.from('<html>'), 400, badQuoteRequest],
  ['no offsets', signedIn, json({ paragraphName: 'p1' }), 400, badQuoteRequest],
])('refuses %s before asking the API', async (_case, headers, body, status, message) => {
  const { result, sent } = await ask(headers, body);
  expect(sent).toEqual([]);
  expect(result).toEqual({ status, body: { errors: [expect.objectContaining({ message })] } });
});

test("answers the API's refusal with its status, and the API's own failure as 502", async () => {
  const refusal = { data: { createQuote: { __typename: 'RateLimited', message: 'Too many.' } } };
  expect((await ask(signedIn, json(passage), refusal)).result).toEqual({
    status: 429,
    body: { errors: [{ errorType: 'RateLimited', message: 'Too many.' }] },
  });
  const failure = { data: null, errors: [{ errorType: 'ServiceUnavailable', message: 'Down.' }] };
  expect((await ask(signedIn, json(passage), failure)).result.status).toBe(502);
});
