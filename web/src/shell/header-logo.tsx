import type { MouseEvent } from 'react';
import { isPlainClick, Link } from '#web/lib/router/link.tsx';
import type { View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';

/** The pages of manage-membership (spec 1 §2.1: manage-membership also shows its confirmation). */
const manageMembershipPages = new Set(['manage-membership', 'manage-membership-confirmation']);

/**
 * Spec 1 §2.4: the logo links to home; on home a click only scrolls to the top; on the manage-membership
 * pages it links to the membership settings.
 */
export function HeaderLogo({ view }: { view: View }) {
  if (view.kind === 'page' && manageMembershipPages.has(view.page)) {
    return (
      <Link to="ShowSettingsTab" params={{ setting: 'membership' }} className="header__logo">
        {texts.siteName}
      </Link>
    );
  }
  const onHome = view.kind === 'page' && view.route === 'ShowHome';
  const scrollToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onHome || !isPlainClick(event)) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Link to="ShowHome" params={{}} className="header__logo" onClick={scrollToTop}>
      {texts.siteName}
    </Link>
  );
}
