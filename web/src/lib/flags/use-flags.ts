import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { resolveFlags, type Flags } from '#contract/flags.ts';
import type { VariantFlagsQuery as Result } from '#graphql/generated/operations.ts';
import { VariantFlagsQuery } from './variant-flags-query.ts';

/** The answer of VariantFlagsQuery as flag values; defaults for anything missing. */
export function flagsFrom(data: Result | undefined): Flags {
  return resolveFlags(
    (data?.variantFlags ?? []).map(({ name, valueType }) => ({
      name,
      value: valueType.stringValue ?? valueType.boolValue ?? false,
    })),
  );
}

/**
 * The flags in force. The server renders every page with VariantFlagsQuery in its cache, so the first
 * render already has them; until an answer exists the catalogue's defaults apply.
 */
export function useFlags(): Flags {
  const { data } = useQuery(VariantFlagsQuery, { fetchPolicy: 'cache-first' });
  return useMemo(() => flagsFrom(data), [data]);
}
