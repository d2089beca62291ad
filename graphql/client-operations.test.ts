import { getOperationAST, Lexer, print, Source, TokenKind } from 'graphql';
import { clientDocuments } from '#fixtures/client-documents.ts';
import { apiSettings, requestLimits } from './api-settings.ts';
import { parseBounded } from './bounded-parse.ts';
import { batchBudget } from '#functions/http/batch-budget.ts';
import { operationCost } from './operation-cost.ts';

function tokensOf(query: string) {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

/** The client's documents that hold an operation (fragments' documents are spread into them). */
async function clientOperations() {
  const documents = await clientDocuments();
  return [...documents].filter(([, document]) => getOperationAST(document) !== null);
}

/**
 * The limits leave room: each is at least four times what the largest operation of the client needs
 * (paging variables not sent count as the largest page). An operation that outgrows this asks for a
 * decision before it reaches a limit.
 */
const headroom = 4;

test('every client operation is well within the API limits', async () => {
  const operations = await clientOperations();
  expect(operations.length).toBeGreaterThan(40);
  for (const [name, document] of operations) {
    const query = print(document);
    const parsed = parseBounded(query);
    if (!parsed.ok) throw new Error(`${name}: ${parsed.message}`);
    const tokens = tokensOf(query);
    const cost = operationCost(parsed.document, getOperationAST(parsed.document)!);
    expect({ name, depth: cost.depth <= apiSettings.queryDepthLimit }).toEqual({ name, depth: true });
    expect({
      name,
      tokens: tokens * headroom <= requestLimits.maxQueryTokens,
      fields: cost.fields * headroom <= requestLimits.maxSelectedFields,
      resolvers: cost.resolvers * headroom <= apiSettings.resolverCountLimit,
      batch: cost.resolvers * headroom <= batchBudget.maxResolvers,
    }).toEqual({ name, tokens: true, fields: true, resolvers: true, batch: true });
  }
});
