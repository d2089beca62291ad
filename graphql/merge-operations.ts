import {
  Kind,
  OperationTypeNode,
  print,
  visit,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';
import { boundedMemoBy } from './bounded-memo.ts';

/** One query of a page, as a client would send it alone. */
export interface QueryRequest {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** The part of a GraphQL error the split reads: where it happened. */
export interface ErrorWithPath {
  path?: readonly (string | number)[];
}

/** What one of the merged queries would have been answered alone. */
export interface SplitResult<E extends ErrorWithPath> {
  data: Record<string, unknown> | null;
  errors: E[];
}

/** Several queries as one operation, and the way back to each query's own answer. */
export interface MergedQueries {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
  split<E extends ErrorWithPath>(response: {
    data?: Record<string, unknown> | null;
    errors?: readonly E[];
  }): SplitResult<E>[];
}

/** The name of the merged operation, as AppSync logs and meters it. */
export const mergedOperationName = 'PageQueries';

interface Plan {
  query: string;
  /** For each query: its variables' names in the merged operation. */
  variableNames: Map<string, string>[];
  /** For each query: its root response keys and the merged operation's key for each. */
  rootKeys: { own: string; merged: string }[][];
}

const operationOf = (document: DocumentNode) => {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [operation] = operations;
  if (operations.length !== 1 || !operation || operation.operation !== 'query') {
    throw new Error('Only documents of exactly one query can be merged.');
  }
  return operation;
};

const fragmentsOf = (document: DocumentNode) =>
  document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;

const printedArguments = (node: {
  arguments?: readonly ArgumentNode[];
  directives?: readonly DirectiveNode[];
}) => [...(node.arguments ?? []).map(print), '|', ...(node.directives ?? []).map(print)].join(',');

/**
 * The fields of a selection set by response key, fragments included whatever their type condition:
 * stricter than GraphQL's rule (which lets fields of exclusive types differ), so two selections this
 * calls compatible always merge into a valid operation.
 */
function fieldsByKey(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>) {
  const fields = new Map<string, FieldNode[]>();
  const collect = (selections: readonly SelectionNode[], seen: Set<string>) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        fields.set(responseKey(selection), [...(fields.get(responseKey(selection)) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet.selections, seen);
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet.selections, new Set([...seen, selection.name.value]));
      }
    }
  };
  collect(selectionSet.selections, new Set());
  return fields;
}

/** Whether every pair of same-keyed fields names the same field with the same arguments, all the way down. */
function compatible(fields: FieldNode[], fragments: Map<string, FragmentDefinitionNode>): boolean {
  const [first, ...others] = fields;
  if (!first) return true;
  if (others.some((field) => field.name.value !== first.name.value)) return false;
  if (others.some((field) => printedArguments(field) !== printedArguments(first))) return false;
  const children = new Map<string, FieldNode[]>();
  for (const field of fields) {
    if (!field.selectionSet) continue;
    for (const [key, nested] of fieldsByKey(field.selectionSet, fragments)) {
      children.set(key, [...(children.get(key) ?? []), ...nested]);
    }
  }
  return [...children.values()].every((nested) => compatible(nested, fragments));
}

/** A document's variables with their type and default printed, once per document. */
const variablesOf = (() => {
  const known = new WeakMap<
    DocumentNode,
    { definition: VariableDefinitionNode; name: string; text: string }[]
  >();
  return (document: DocumentNode) => {
    let variables = known.get(document);
    if (!variables) {
      variables = (operationOf(document).variableDefinitions ?? []).map((definition) => ({
        definition,
        name: definition.variable.name.value,
        text: `${print(definition.type)}${definition.defaultValue ? ` = ${print(definition.defaultValue)}` : ''}`,
      }));
      known.set(document, variables);
    }
    return variables;
  };
})();

/** A text for a variable's type and value, so equal values of the same type share one variable. */
const valueKey = (variable: { name: string; text: string }, values: Record<string, unknown>) => {
  const value = values[variable.name];
  return `${variable.text}=${value === undefined ? 'absent' : JSON.stringify(value)}`;
};

function plan(requests: readonly QueryRequest[]): Plan {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const variableByValue = new Map<string, string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  const printedFragments = new Map<string, string>();
  const rootFields: FieldNode[] = [];
  const variableNames: Map<string, string>[] = [];
  const rootKeys: { own: string; merged: string }[][] = [];

  requests.forEach(({ document, variables }, index) => {
    const operation = operationOf(document);
    // Variables: one per distinct type and value.
    const names = new Map<string, string>();
    for (const variable of variablesOf(document)) {
      const { definition, name: own } = variable;
      const key = valueKey(variable, variables);
      let merged = variableByValue.get(key);
      if (!merged) {
        merged = `v${variableDefinitions.length}`;
        variableByValue.set(key, merged);
        variableDefinitions.push({
          ...definition,
          variable: { ...definition.variable, name: { kind: Kind.NAME, value: merged } },
        });
      }
      names.set(own, merged);
    }
    variableNames.push(names);
    // Fragments: shared when identical, renamed for this query when another of that name differs.
    const renamed = new Map<string, string>();
    for (const fragment of fragmentsOf(document)) {
      const name = fragment.name.value;
      const printed = print(fragment);
      if (printedFragments.has(name) && printedFragments.get(name) !== printed)
        renamed.set(name, `${name}_${index}`);
    }
    const rewrite = <T extends OperationDefinitionNode | FragmentDefinitionNode>(node: T): T =>
      visit(node, {
        Variable: (variable) => ({
          ...variable,
          name: { kind: Kind.NAME, value: names.get(variable.name.value) ?? variable.name.value },
        }),
        FragmentSpread: (spread) =>
          renamed.has(spread.name.value)
            ? { ...spread, name: { kind: Kind.NAME, value: renamed.get(spread.name.value) as string } }
            : undefined,
        FragmentDefinition: (definition) =>
          renamed.has(definition.name.value)
            ? {
                ...definition,
                name: { kind: Kind.NAME, value: renamed.get(definition.name.value) as string },
              }
            : undefined,
      });
    for (const fragment of fragmentsOf(document).map(rewrite)) {
      if (fragments.has(fragment.name.value)) continue;
      fragments.set(fragment.name.value, fragment);
      printedFragments.set(fragment.name.value, print(fragment));
    }
    // Root fields: merged with a same-keyed one when GraphQL can merge them, otherwise aliased apart.
    const keys: { own: string; merged: string }[] = [];
    for (const selection of rewrite(operation).selectionSet.selections) {
      if (selection.kind !== Kind.FIELD)
        throw new Error('Only root fields can be merged, not root fragments.');
      const own = responseKey(selection);
      const sameKey = rootFields.filter((field) => responseKey(field) === own);
      if (sameKey.length === 0 || compatible([...sameKey, selection], fragments)) {
        rootFields.push(selection);
        keys.push({ own, merged: own });
      } else {
        const merged = `q${index}_${own}`;
        rootFields.push({ ...selection, alias: { kind: Kind.NAME, value: merged } });
        keys.push({ own, merged });
      }
    }
    rootKeys.push(keys);
  });

  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: { kind: Kind.NAME, value: mergedOperationName },
    variableDefinitions,
    selectionSet: { kind: Kind.SELECTION_SET, selections: rootFields },
  };
  const query = print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments.values()] });
  return { query, variableNames, rootKeys };
}

/** Documents are module constants: their identity names them (a number for the memo keys). */
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;
export const documentId = (document: DocumentNode) => {
  if (!documentIds.has(document)) documentIds.set(document, nextDocumentId++);
  return documentIds.get(document) as number;
};

/**
 * The plan depends only on the documents and on which of their variables hold equal values (not on the
 * values): each variable is named by the first variable with its type and value, so every story page
 * shares one plan, planned and printed once.
 */
function planShape(requests: readonly QueryRequest[]) {
  const firstWith = new Map<string, number>();
  return requests
    .map(({ document, variables }) => {
      const shared = variablesOf(document).map((variable) => {
        const key = valueKey(variable, variables);
        if (!firstWith.has(key)) firstWith.set(key, firstWith.size);
        return firstWith.get(key);
      });
      return `${documentId(document)}(${shared.join(',')})`;
    })
    .join(';');
}

const planFor = boundedMemoBy(200, planShape, plan);

/**
 * Merges several queries into one operation, so a page asks the API once: identical root fields (the
 * viewer, a post asked by two queries) are asked once, variables of equal value are one variable, and
 * anything that cannot merge is aliased apart. `split` gives each query the answer it would have had
 * alone: its root fields under its own keys, and the errors whose path begins in them (errors without a
 * path belong to every query).
 */
export function mergeQueries(requests: readonly QueryRequest[]): MergedQueries {
  const { query, variableNames, rootKeys } = planFor(requests);
  const variables: Record<string, unknown> = {};
  requests.forEach(({ variables: own }, index) => {
    for (const [name, merged] of variableNames[index] ?? []) {
      if (own[name] !== undefined) variables[merged] = own[name];
    }
  });
  return {
    query,
    operationName: mergedOperationName,
    variables,
    split: <E extends ErrorWithPath>({
      data,
      errors = [],
    }: {
      data?: Record<string, unknown> | null;
      errors?: readonly E[];
    }): SplitResult<E>[] =>
      rootKeys.map((keys) => {
        const byMergedKey = new Map(keys.map(({ own, merged }) => [merged, own]));
        const ownErrors = errors
          .filter((error) => !error.path?.length || byMergedKey.has(String(error.path[0])))
          .map((error) =>
            error.path?.length
              ? { ...error, path: [byMergedKey.get(String(error.path[0])) as string, ...error.path.slice(1)] }
              : error,
          );
        const ownData = data
          ? Object.fromEntries(
              keys.filter(({ merged }) => merged in data).map(({ own, merged }) => [own, data[merged]]),
            )
          : null;
        return { data: ownData, errors: ownErrors };
      }),
  };
}
