import type { ApolloClient } from '@apollo/client';
import { resolveFlags, type FlagName, type FlagValue } from '#contract/flags.ts';
import { VariantFlagsQuery, variantFlagsData } from '../flags/variant-flags-query.ts';

/**
 * The page's server render always carries the flags (web/src/shell/shell-queries.ts): so do the tests.
 * `stored` are the flag store's values, over the catalogue's defaults.
 */
export function seededWithFlags(
  client: ApolloClient,
  stored: Partial<Record<FlagName, FlagValue>> = {},
): ApolloClient {
  const values = Object.entries(stored).map(([name, value]) => ({ name, value: value as FlagValue }));
  client.writeQuery({ query: VariantFlagsQuery, data: variantFlagsData(resolveFlags(values)) });
  return client;
}
