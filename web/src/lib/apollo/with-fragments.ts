import type { DefinitionNode, DocumentNode } from 'graphql';

const nameOf = (definition: DefinitionNode) =>
  'name' in definition && definition.name ? definition.name.value : '';

/**
 * What `gql` does with interpolated fragment documents, for documents parsed at build time
 * (precompile-documents.ts): appends the fragments' definitions, each fragment once.
 */
export function withFragments(document: DocumentNode, fragments: readonly DocumentNode[]): DocumentNode {
  const seen = new Set(document.definitions.map(nameOf));
  const definitions = [...document.definitions];
  for (const definition of fragments.flatMap((fragment) => fragment.definitions)) {
    const name = nameOf(definition);
    if (seen.has(name)) continue;
    seen.add(name);
    definitions.push(definition);
  }
  return { kind: 'Document' as DocumentNode['kind'], definitions };
}
