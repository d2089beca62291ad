import { Link } from '../lib/router/link.tsx';
import { useRouter } from '../lib/router/router-context.ts';
import { siteLinks } from '../lib/site-links.ts';
import { texts } from '../lib/texts.ts';
import { SearchBox } from './search-box/search-box.tsx';

/**
 * The header: logo to home, the search box, Sign in, and Sign up (labelled Get started on home, spec 1
 * §2.4). Write, notifications and the avatar menu come later. wordmarkOnly: the logo alone.
 */
export function Header({ wordmarkOnly = false }: { wordmarkOnly?: boolean }) {
  const { view } = useRouter();
  const onHome = view.kind === 'page' && view.route === 'ShowHome';
  return (
    <header className="header">
      <nav className="header__bar" aria-label={texts.siteName}>
        {/* On home too this is a navigation, and every page change scrolls to the top (spec 1 §2.4). */}
        <div className="header__start">
          <Link to="ShowHome" params={{}} className="header__logo">
            {texts.siteName}
          </Link>
          {!wordmarkOnly && <SearchBox />}
        </div>
        {/* Spec 1 §2.1: some pages show only the wordmark. */}
        {!wordmarkOnly && (
          <div className="header__actions">
            <a href={siteLinks.signIn} className="header__sign-in">
              {texts.signIn}
            </a>
            <a href={siteLinks.signUp} className="button button--dark">
              {onHome ? texts.getStarted : texts.signUp}
            </a>
          </div>
        )}
      </nav>
    </header>
  );
}
