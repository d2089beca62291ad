import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import type { ResponseActions } from './response-actions.ts';

/** The responses' actions, their module (and mutations) loaded on the first use: none on a story's first load. */
export function useResponseActions(): () => Promise<ResponseActions> {
  const client = useApolloClient();
  const loaded = useRef<Promise<ResponseActions> | null>(null);
  return useCallback(() => {
    loaded.current ??= import('./response-actions.ts').then(({ responseActions }) => responseActions(client));
    return loaded.current;
  }, [client]);
}
