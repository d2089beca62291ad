import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { DismissFlag } from './dismiss-flag-mutation.ts';
import { SendVerificationEmail } from './send-verification-email-mutation.ts';
import { ViewerQuery } from './viewer-query.ts';
import { VisitorQuery } from './visitor-query.ts';

describe.each([
  ['ViewerQuery', ViewerQuery, `${__dirname}/viewer-query.ts`],
  ['VisitorQuery', VisitorQuery, `${__dirname}/visitor-query.ts`],
  ['DismissFlag', DismissFlag, `${__dirname}/dismiss-flag-mutation.ts`],
  ['SendVerificationEmail', SendVerificationEmail, `${__dirname}/send-verification-email-mutation.ts`],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
  });

  it('is parsed at build time like every other document', () => {
    expect(precompileDocuments(readFileSync(file, 'utf8'), '/with-fragments.ts')).toContain(
      `"value":"${name}"`,
    );
  });
});
