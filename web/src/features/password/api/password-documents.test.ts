import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { PasswordPageQuery } from './password-page-query.ts';
import { SetPassword } from './set-password-mutation.ts';

describe.each([
  ['PasswordPageQuery', PasswordPageQuery, 'password-page-query.ts'],
  ['SetPassword', SetPassword, 'set-password-mutation.ts'],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
  });

  it('is parsed at build time like every other document', () => {
    const source = readFileSync(`${__dirname}/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
