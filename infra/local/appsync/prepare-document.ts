import {
  getOperationAST,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { apiSettings } from '../../../graphql/api-settings.ts';
import { operationDepth } from './depth.ts';
import { requestError, toAppSyncError, type AppSyncError } from './errors.ts';

export type PreparedDocument =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode }
  | { ok: false; errors: AppSyncError[] };

const cacheSize = 500;

/**
 * Parses, validates and checks the depth of an operation once per distinct query, as AppSync does:
 * clients send the same few documents over and over, so the work is remembered (bounded).
 */
export function createDocumentPreparer(schema: GraphQLSchema) {
  const prepared = new Map<string, PreparedDocument>();

  function prepare(query: string, operationName: string | null | undefined): PreparedDocument {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return {
        ok: false,
        errors: [
          requestError(
            'MalformedHttpRequestException',
            `Unable to parse GraphQL query: ${(error as Error).message}`,
          ),
        ],
      };
    }
    const invalid = validate(schema, document);
    if (invalid.length) return { ok: false, errors: invalid.map((error) => toAppSyncError(error)) };
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      return {
        ok: false,
        errors: [
          requestError(
            'ValidationError',
            'The operation to run is missing or ambiguous: name it with operationName.',
          ),
        ],
      };
    }
    const fragments = Object.fromEntries(
      document.definitions
        .filter(
          (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
        )
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const depth = operationDepth(operation, fragments);
    if (depth > apiSettings.queryDepthLimit) {
      return {
        ok: false,
        errors: [
          requestError(
            'ValidationError',
            `Query depth ${depth} exceeds the limit of ${apiSettings.queryDepthLimit}.`,
          ),
        ],
      };
    }
    return { ok: true, document, operation };
  }

  return (query: string, operationName: string | null | undefined): PreparedDocument => {
    const key = `${operationName ?? ''}\n${query}`;
    let result = prepared.get(key);
    if (!result) {
      result = prepare(query, operationName);
      if (prepared.size >= cacheSize) prepared.delete(prepared.keys().next().value as string);
      prepared.set(key, result);
    }
    return result;
  };
}
