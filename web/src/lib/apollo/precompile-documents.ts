import { parse } from 'graphql';

const taggedTemplate = /\bgql`([^`]*)`/g;
const interpolation = /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/**
 * Build step (web/vite.config.ts): turns each gql`…` document of a module into its parsed AST, so the
 * browser ships neither GraphQL's parser (~8 KB gzipped) nor spends start-up time parsing. Templates
 * may interpolate fragment documents only; those are joined at run time by withFragments. Server code
 * and tests keep using `gql` as written, which gives the same documents.
 */
export function precompileDocuments(code: string, helperModule: string): string | null {
  if (!code.includes('gql`')) return null;
  const compiled = code.replace(taggedTemplate, (_, body: string) => {
    const { source, fragments } = documentSource(body);
    const document = parse(source, { noLocation: true });
    return `__withFragments(${JSON.stringify(document)}, [${fragments.join(', ')}])`;
  });
  return `import { withFragments as __withFragments } from ${JSON.stringify(helperModule)};\n${compiled}`;
}

/** A gql template's own text, without the fragment documents it interpolates (named in `fragments`). */
function documentSource(body: string): { source: string; fragments: string[] } {
  const fragments: string[] = [];
  const source = body.replace(interpolation, (_match, name: string) => {
    fragments.push(name);
    return '';
  });
  if (source.includes('${'))
    throw new Error('A gql document may only interpolate fragment documents by name.');
  return { source, fragments };
}

/** Every gql document of a module, parsed (without the fragments it interpolates: they are documents too). */
export const documentsOf = (code: string) =>
  [...code.matchAll(taggedTemplate)].map(([, body]) => parse(documentSource(body ?? '').source));
