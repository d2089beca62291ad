import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getOperationAST, Lexer, print, Source, TokenKind, type DocumentNode } from 'graphql';
import { apiSettings, requestLimits } from './api-settings.ts';
import { parseBounded } from './bounded-parse.ts';
import { batchBudget } from '../functions/http/batch-budget.ts';
import { operationCost } from './operation-cost.ts';

const root = join(__dirname, '..');

/** Every module of the web client and the pages Lambda that writes a gql document. */
function documentModules(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, folder, file))
    .filter((path) => readFileSync(path, 'utf8').includes('gql`'));
}

function tokensOf(query: string) {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document';

async function clientOperations() {
  const operations = new Map<string, DocumentNode>();
  for (const path of [...documentModules('web/src'), ...documentModules('functions/pages')]) {
    for (const value of Object.values((await import(path)) as Record<string, unknown>)) {
      const operation = isDocument(value) ? getOperationAST(value) : null;
      if (isDocument(value) && operation)
        operations.set(operation.name?.value ?? relative(root, path), value);
    }
  }
  return operations;
}

/**
 * The limits leave room: each is at least four times what the largest operation of the client needs
 * (paging variables not sent count as the largest page). An operation that outgrows this asks for a
 * decision before it reaches a limit.
 */
const headroom = 4;

test('every client operation is well within the API limits', async () => {
  const operations = await clientOperations();
  expect(operations.size).toBeGreaterThan(40);
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
