import { getOperationAST, Lexer, Source, TokenKind } from 'graphql';
import { apiSettings, requestLimits } from '#graphql/api-settings.ts';
import { parseBounded } from '#graphql/bounded-parse.ts';
import { mergeQueries } from '#graphql/merge-operations.ts';
import { operationCost } from '#graphql/operation-cost.ts';
import { pages } from '#web/app/pages.ts';
import { shellQueries } from '#web/shell/shell-queries.ts';
import { postCacheQuery } from './post-cache-controller.ts';

/** Route parameters a page's queries accept: any text will do for the shape of the merged document. */
const params = new Proxy({}, { get: (_, name) => (name === 'postId' ? 'story-1a2b3c4d5e6f' : 'sample') });

function tokensOf(query: string) {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

/**
 * A page asks the API once for its queries, its cache subject and the signed-in shell's
 * (load-page.ts): that merged operation must stay well within every limit the API enforces, or the
 * page would fail. Half of each limit at most leaves room for the page to grow.
 */
test.each(pages.names())(
  'the merged preload of the %s page is within half of every API limit',
  async (name) => {
    const definition = pages.get(name);
    const requests = [
      ...(await definition.data()).queries(params),
      ...(definition.cacheKind === 'post' ? [postCacheQuery('1a2b3c4d5e6f')] : []),
      ...shellQueries('signed-in'),
    ].map(({ query, variables }) => ({ document: query, variables }));
    const merged = mergeQueries(requests);
    const parsed = parseBounded(merged.query);
    if (!parsed.ok) throw new Error(parsed.message);
    const cost = operationCost(parsed.document, getOperationAST(parsed.document)!);
    expect({
      depth: cost.depth * 2 <= apiSettings.queryDepthLimit,
      tokens: tokensOf(merged.query) * 2 <= requestLimits.maxQueryTokens,
      fields: cost.fields * 2 <= requestLimits.maxSelectedFields,
      resolvers: cost.resolvers * 2 <= apiSettings.resolverCountLimit,
    }).toEqual({ depth: true, tokens: true, fields: true, resolvers: true });
  },
);
