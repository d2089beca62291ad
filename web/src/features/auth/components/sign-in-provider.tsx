import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { SignInModalContext, type SignInModal } from '#web/connected/sign-in/sign-in-context.ts';
import { signInPageHref, type SignInModalRequest } from '#web/connected/sign-in/sign-in-request.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { LoginFlagsContext } from '../login-flags-context.ts';
import type { LoginFlags } from '../social-providers.ts';
import type { SignInModalProps, SignUpBanner } from './sign-in-modal.tsx';

interface Opened {
  Modal: (props: SignInModalProps) => ReactNode;
  request: SignInModalRequest;
  /** Each opening is a new modal, starting from its first step. */
  key: number;
}

interface SignInProviderProps {
  children: ReactNode;
  /** The disable_login_* flags; the flag store's by default (VariantFlagsQuery). */
  flags?: LoginFlags;
  banner?: SignUpBanner;
}

/**
 * Mounts the sign-in modal once for the whole app (web/src/app/app.tsx) and gives useSignIn() its way
 * to open it. The modal's code is a separate chunk, loaded on first opening: most readers never open it.
 */
export function SignInProvider({ children, flags, banner }: SignInProviderProps) {
  const { authOrigin } = useSiteConfig();
  const [opened, setOpened] = useState<Opened | null>(null);
  const openings = useRef(0);
  const modal = useMemo<SignInModal>(
    () => ({
      show(request) {
        const key = ++openings.current;
        import('./sign-in-modal.tsx').then(
          ({ SignInModal: Modal }) => setOpened({ Modal, request, key }),
          (error: unknown) => {
            // Without the modal's code the sign-in page still works: go there.
            console.error('The sign-in modal could not load.', error);
            pageExit.assign(signInPageHref(authOrigin, request, request.redirect));
          },
        );
      },
    }),
    [authOrigin],
  );
  const closed = useCallback(() => setOpened(null), []);
  return (
    <SignInModalContext.Provider value={modal}>
      <LoginFlagsContext.Provider value={flags}>
        {children}
        {opened && (
          <opened.Modal
            key={opened.key}
            request={opened.request}
            onClosed={closed}
            {...(banner ? { banner } : {})}
          />
        )}
      </LoginFlagsContext.Provider>
    </SignInModalContext.Provider>
  );
}
