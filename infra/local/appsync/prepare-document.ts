import {
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { apiSettings, requestLimits } from '#graphql/api-settings.ts';
import { boundedMemo } from '#graphql/bounded-memo.ts';
import { parseBounded } from '#graphql/bounded-parse.ts';
import { operationCost } from '#graphql/operation-cost.ts';
import { requestError, toAppSyncError, type AppSyncError } from './errors.ts';

export type PreparedDocument =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode }
  | { ok: false; errors: AppSyncError[] };

const cacheSize = 500;

const refused = (errorType: string, message: string): PreparedDocument => ({
  ok: false,
  errors: [requestError(errorType, message)],
});

/**
 * Parses, validates and checks the depth of an operation once per distinct query, as AppSync does:
 * clients send the same few documents over and over, so the work is remembered (bounded). Introspection
 * (`__schema`, `__type`) fails validation unless `introspection` is on, as with AppSync's
 * IntrospectionConfig. Every check is linear in the document (graphql/operation-cost.ts), and the
 * expanded selection is bounded too, so no query holds the process for long.
 */
export function createDocumentPreparer(schema: GraphQLSchema, options: { introspection: boolean }) {
  const rules = options.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];

  function prepare(query: string, operationName: string | null | undefined): PreparedDocument {
    const parsed = parseBounded(query);
    if (!parsed.ok)
      return refused('MalformedHttpRequestException', `Unable to parse GraphQL query: ${parsed.message}`);
    const { document } = parsed;
    const invalid = validate(schema, document, rules);
    if (invalid.length) return { ok: false, errors: invalid.map((error) => toAppSyncError(error)) };
    const operation = getOperationAST(document, operationName);
    if (!operation)
      return refused(
        'ValidationError',
        'The operation to run is missing or ambiguous: name it with operationName.',
      );
    const { depth, fields } = operationCost(document, operation);
    if (depth > apiSettings.queryDepthLimit)
      return refused(
        'ValidationError',
        `Query depth ${depth} exceeds the limit of ${apiSettings.queryDepthLimit}.`,
      );
    if (fields > requestLimits.maxSelectedFields)
      return refused(
        'ValidationError',
        `The query selects ${fields} fields once its fragments are expanded; the limit is ${requestLimits.maxSelectedFields}.`,
      );
    return { ok: true, document, operation };
  }

  const remembered = boundedMemo(cacheSize, (key) => {
    const separator = key.indexOf('\n');
    return prepare(key.slice(separator + 1), key.slice(0, separator) || undefined);
  });
  return (query: string, operationName: string | null | undefined): PreparedDocument =>
    remembered(`${operationName ?? ''}\n${query}`);
}
