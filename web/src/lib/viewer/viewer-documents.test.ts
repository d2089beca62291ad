import { readFileSync } from 'node:fs';
import { validate, type DocumentNode } from 'graphql';
import { loadAppSyncSchema } from '#local/appsync/schema';
import { precompileDocuments } from '../apollo/precompile-documents.ts';
import { DismissFlag } from './dismiss-flag-mutation.ts';
import { SendVerificationEmail } from './send-verification-email-mutation.ts';
import { ViewerQuery } from './viewer-query.ts';
import { VisitorQuery } from './visitor-query.ts';

const schema = loadAppSyncSchema();

describe.each([
  ['ViewerQuery', ViewerQuery, `${__dirname}/viewer-query.ts`],
  ['VisitorQuery', VisitorQuery, `${__dirname}/visitor-query.ts`],
  ['DismissFlag', DismissFlag, `${__dirname}/dismiss-flag-mutation.ts`],
  ['SendVerificationEmail', SendVerificationEmail, `${__dirname}/send-verification-email-mutation.ts`],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name and is valid against the API schema', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    expect(validate(schema, document as DocumentNode)).toEqual([]);
  });

  it('is parsed at build time like every other document', () => {
    expect(precompileDocuments(readFileSync(file, 'utf8'), '/with-fragments.ts')).toContain(
      `"value":"${name}"`,
    );
  });
});
