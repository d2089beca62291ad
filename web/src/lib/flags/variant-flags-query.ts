import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TypedQuery } from '../../routes/page-registry.ts';

export interface VariantFlagsQueryData {
  variantFlags: {
    __typename?: 'VariantFlag';
    name: string;
    valueType: { boolValue: boolean | null; stringValue: string | null };
  }[];
}

/** Spec 2 §7 VariantFlagsQuery: every flag's value for this viewer (functions/shared/flags.ts names them). */
export const VariantFlagsQuery: TypedDocumentNode<VariantFlagsQueryData, Record<string, never>> = gql`
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

export const variantFlagsQuery = (): TypedQuery<VariantFlagsQueryData, Record<string, never>> => ({
  query: VariantFlagsQuery,
  variables: {},
});

/** VariantFlagsQuery's answer for given flag values (the server's shape; tests seed caches with it). */
export const variantFlagsData = (flags: Record<string, boolean | string>): VariantFlagsQueryData => ({
  variantFlags: Object.entries(flags).map(([name, value]) => ({
    __typename: 'VariantFlag',
    name,
    valueType:
      typeof value === 'boolean'
        ? { boolValue: value, stringValue: null }
        : { boolValue: null, stringValue: value },
  })),
});
