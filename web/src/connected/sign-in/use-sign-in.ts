import { useContext, useMemo, type MouseEvent } from 'react';
import { hrefOnHost } from '#web/routes/build-route.ts';
import { isPlainClick } from '#web/lib/router/link.tsx';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { storeEntryPoint } from './entry-point.ts';
import { pageExit } from './page-exit.ts';
import { SignInModalContext } from './sign-in-context.ts';
import { isInsideAuthDomain, redirectTarget, signInPageHref, type SignInRequest } from './sign-in-request.ts';

export interface SignIn {
  /**
   * Spec 2 §2's trigger: on the auth domain it opens the modal (storing the entry point); elsewhere, or
   * without a mounted modal, the browser goes to the auth domain's sign-in page.
   */
  openSignIn(request: SignInRequest): void;
  /** The sign-in page's address for this request, the same on the server and in the browser. */
  signInHref(request: SignInRequest): string;
  /** href and onClick of an anchor that triggers sign-in; a click with a modifier key follows the link. */
  signInLinkProps(request: SignInRequest): {
    href: string;
    onClick(event: MouseEvent<HTMLAnchorElement>): void;
  };
}

/**
 * Where a link made before any click returns to: the current page's path, as the server can build it
 * too (so hydration changes nothing). On a custom domain the server knows no origin: no address then.
 */
function renderedPath(router: Router | null): string | null {
  if (!router || router.hostTarget !== null || router.view.kind !== 'page') return null;
  return hrefOnHost(router.table, null, router.view.route, router.view.params);
}

/** The app-wide way to send a reader to sign in or sign up (spec 2 §1, §2). */
export function useSignIn(): SignIn {
  const { authOrigin } = useSiteConfig();
  const modal = useContext(SignInModalContext);
  const path = renderedPath(useContext(RouterContext));
  return useMemo<SignIn>(() => {
    const openSignIn = (request: SignInRequest) => {
      // At the click the whole address is known: its query and hash come back too.
      const { origin, href } = window.location;
      const redirect = redirectTarget(request, href, authOrigin) ?? '/';
      if (modal && isInsideAuthDomain(origin, authOrigin)) {
        storeEntryPoint(request.entry);
        modal.show({
          operation: request.operation,
          redirect,
          ...(request.entry ? { entry: request.entry } : {}),
          ...(request.actionUrl ? { actionUrl: request.actionUrl } : {}),
          ...(request.step ? { step: request.step } : {}),
          ...(request.subject?.newsletterV3Id ? { newsletterV3Id: request.subject.newsletterV3Id } : {}),
          ...(request.subject?.userId ? { userId: request.subject.userId } : {}),
        });
      } else {
        pageExit.assign(signInPageHref(authOrigin, request, redirect));
      }
    };
    const signInHref = (request: SignInRequest) =>
      signInPageHref(authOrigin, request, redirectTarget(request, path, authOrigin));
    return {
      openSignIn,
      signInHref,
      signInLinkProps: (request) => ({
        href: signInHref(request),
        onClick(event) {
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          openSignIn(request);
        },
      }),
    };
  }, [authOrigin, modal, path]);
}
