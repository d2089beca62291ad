import { useRef } from 'react';
import { gatedHref } from '#web/lib/gated-link.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { texts } from '#web/lib/texts.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { HeaderLogo } from './header-logo.tsx';
import { SearchBox } from './search-box/search-box.tsx';
import { SecondaryBar } from './secondary-bar.tsx';
import { SignedInActions, SignedInSkeleton } from './signed-in-actions.tsx';
import { useHeaderSession } from './use-header-session.ts';
import { useNavbarScroll } from './use-navbar-scroll.ts';

interface HeaderProps {
  /** Spec 1 §2.1: some pages show only the wordmark. */
  wordmarkOnly?: boolean;
  /** Inside the native app the secondary bar is left out. TODO: no native app detection exists yet. */
  inNativeApp?: boolean;
}

/**
 * The header (spec 1 §2.4): logo, search box, Write, and for signed-out visitors Sign in and Sign up
 * (labelled Get started on home), for a signed-in reader notifications and the avatar menu, with
 * placeholders while their data loads; below it the secondary bar of small screens. wordmarkOnly: the
 * logo alone.
 */
export function Header({ wordmarkOnly = false, inNativeApp = false }: HeaderProps) {
  const { view } = useRouter();
  const session = useHeaderSession();
  const signedOut = session.kind === 'signed-out';
  const header = useRef<HTMLElement>(null);
  useNavbarScroll(header);
  const onHome = view.kind === 'page' && view.route === 'ShowHome';
  const newStory = buildRoute('ShowNewPost', {});
  return (
    <header className="header" ref={header}>
      <nav className="header__bar" aria-label={texts.siteName}>
        <div className="header__start">
          <HeaderLogo view={view} />
          {!wordmarkOnly && <SearchBox />}
        </div>
        {!wordmarkOnly && (
          <div className="header__actions">
            {/* The editor is served outside the web app: a plain link, gated for signed-out visitors. */}
            <a
              href={signedOut ? gatedHref({ actionUrl: newStory, entry: 'write' }) : newStory}
              className="header__write"
            >
              {texts.write}
            </a>
            {session.kind === 'loading' && <SignedInSkeleton />}
            {session.kind === 'signed-in' && <SignedInActions viewer={session.viewer} />}
            {signedOut && (
              <>
                <SignInLink request={{ operation: 'login', entry: 'nav' }} className="header__sign-in">
                  {texts.signIn}
                </SignInLink>
                <SignInLink
                  request={{ operation: 'register', entry: 'nav' }}
                  className="button button--dark header__sign-up"
                >
                  {onHome ? texts.getStarted : texts.signUp}
                </SignInLink>
              </>
            )}
          </div>
        )}
      </nav>
      {!wordmarkOnly && !inNativeApp && <SecondaryBar view={view} signedOut={signedOut} />}
    </header>
  );
}
