import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import type { Answered } from '../testing/answered.ts';

type Result = Operations.VariantFlagsQuery;
type Variables = Operations.VariantFlagsQueryVariables;

/** Spec 2 §7 VariantFlagsQuery: every flag's value for this viewer (graphql/contract/flags.ts names them). */
export const VariantFlagsQuery: TypedDocumentNode<Result, Variables> = gql`
  query VariantFlagsQuery {
    variantFlags {
      name
      valueType {
        boolValue
        stringValue
      }
    }
  }
`;

export const variantFlagsQuery = (): TypedQuery<Result, Variables> => ({
  query: VariantFlagsQuery,
  variables: {},
});

/** VariantFlagsQuery's answer for given flag values (the server's shape; tests seed caches with it). */
export const variantFlagsData = (flags: Record<string, boolean | string>): Answered<Result> => ({
  variantFlags: Object.entries(flags).map(([name, value]) => ({
    __typename: 'VariantFlag',
    name,
    valueType:
      typeof value === 'boolean'
        ? { boolValue: value, stringValue: null }
        : { boolValue: null, stringValue: value },
  })),
});
