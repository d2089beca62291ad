import { createContext, useContext } from 'react';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import type { LoginFlags } from './social-providers.ts';

/**
 * The disable_login_* flags (spec 2 §2) the modal and the sign-in page obey: the flag store's values
 * (VariantFlagsQuery), unless the sign-in provider was given its own through its `flags` prop.
 */
export const LoginFlagsContext = createContext<LoginFlags | undefined>(undefined);

export function useLoginFlags(): LoginFlags {
  const given = useContext(LoginFlagsContext);
  const stored = useFlags();
  return given ?? stored;
}
