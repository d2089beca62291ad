import { readFileSync } from 'node:fs';
import { validate, type DocumentNode } from 'graphql';
import { loadAppSyncSchema } from '#local/appsync/schema';
import { precompileDocuments } from '../../../lib/apollo/precompile-documents.ts';
import { PasswordPageQuery } from './password-page-query.ts';
import { SetPassword } from './set-password-mutation.ts';

const schema = loadAppSyncSchema();

describe.each([
  ['PasswordPageQuery', PasswordPageQuery, 'password-page-query.ts'],
  ['SetPassword', SetPassword, 'set-password-mutation.ts'],
] as const)('%s', (name, document, file) => {
  it('is valid against the API schema', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    expect(validate(schema, document as DocumentNode)).toEqual([]);
  });

  it('is parsed at build time like every other document', () => {
    const source = readFileSync(`${__dirname}/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
