import { useRef } from 'react';
import { gatedHref } from '../lib/gated-link.ts';
import { useRouter } from '../lib/router/router-context.ts';
import { siteLinks } from '../lib/site-links.ts';
import { texts } from '../lib/texts.ts';
import { isSignedOut, useViewerKind } from '../lib/viewer-context.ts';
import { buildRoute } from '../routes/build-route.ts';
import { HeaderLogo } from './header-logo.tsx';
import { SearchBox } from './search-box/search-box.tsx';
import { SecondaryBar } from './secondary-bar.tsx';
import { useNavbarScroll } from './use-navbar-scroll.ts';

interface HeaderProps {
  /** Spec 1 §2.1: some pages show only the wordmark. */
  wordmarkOnly?: boolean;
  /** Inside the native app the secondary bar is left out. TODO: no native app detection exists yet. */
  inNativeApp?: boolean;
}

/**
 * The header (spec 1 §2.4): logo, search box, Write, and for signed-out visitors Sign in and Sign up
 * (labelled Get started on home); below it the secondary bar of small screens. Notifications and the
 * avatar menu come with the accounts work. wordmarkOnly: the logo alone.
 */
export function Header({ wordmarkOnly = false, inNativeApp = false }: HeaderProps) {
  const { view } = useRouter();
  const signedOut = isSignedOut(useViewerKind());
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
            {signedOut && (
              <>
                <a href={siteLinks.signIn} className="header__sign-in">
                  {texts.signIn}
                </a>
                <a href={siteLinks.signUp} className="button button--dark header__sign-up">
                  {onHome ? texts.getStarted : texts.signUp}
                </a>
              </>
            )}
          </div>
        )}
      </nav>
      {!wordmarkOnly && !inNativeApp && <SecondaryBar view={view} signedOut={signedOut} />}
    </header>
  );
}
