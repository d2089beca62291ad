import type { CodegenConfig } from '@graphql-codegen/cli';

/** AppSync's scalars (appsync-prelude.graphql) as they travel in JSON; AWSTimestamp counts seconds. */
const scalars = {
  ID: 'string',
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

/**
 * GraphQL Code Generator (`npm run codegen`; graphql/generated.test.ts fails when the committed output
 * is stale). Types only: nothing generated reaches a bundle, the documents stay the `gql` templates
 * that the Vite build parses ahead of time (web/src/lib/apollo/precompile-documents.ts).
 * - operations.ts: the result and variables types of every document of the web client and the pages
 *   Lambda, named after the operation (`PostPageQuery`, `UpdateUsernameMutation`…) or the fragment
 *   (`PostCard_PostFragment`), each with the fragments it spreads written out.
 * - schema-types.ts: the schema's types for the resolvers: arguments (`MutationFollowUserArgs`, tied to
 *   the Zod schemas by functions/shared/api/graphql-arguments.ts), objects and unions as they answer them.
 */
const config: CodegenConfig = {
  schema: ['graphql/appsync-prelude.graphql', 'graphql/schema.graphql'],
  generates: {
    'graphql/generated/operations.ts': {
      documents: ['web/src/**/*.{ts,tsx}', 'functions/pages/**/*.ts', '!**/*.test.{ts,tsx}'],
      plugins: ['typescript-operations'],
      config: { scalars, strictScalars: true, dedupeOperationSuffix: true, arrayInputCoercion: false },
    },
    'graphql/generated/schema-types.ts': {
      plugins: ['typescript'],
      config: {
        scalars,
        strictScalars: true,
        enumsAsTypes: true,
        // What a resolver answers: every object with its __typename (AppSync tells union members by
        // it), every nullable field present (null, never left out).
        nonOptionalTypename: true,
        avoidOptionals: { field: true },
      },
    },
  },
};

export default config;
