import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { EmailAvailability } from './email-availability-query.ts';
import { SendAcctAuthEmail } from './send-acct-auth-email-mutation.ts';
import { SignInWithPassword } from './sign-in-with-password-mutation.ts';
import { VerifyLoginCode } from './verify-login-code-mutation.ts';

describe.each([
  ['SendAcctAuthEmail', SendAcctAuthEmail, 'send-acct-auth-email-mutation.ts'],
  ['VerifyLoginCode', VerifyLoginCode, 'verify-login-code-mutation.ts'],
  ['EmailAvailability', EmailAvailability, 'email-availability-query.ts'],
  ['SignInWithPassword', SignInWithPassword, 'sign-in-with-password-mutation.ts'],
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
