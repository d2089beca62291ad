import type { ReactNode } from 'react';
import type { LayoutName, PageDefinition } from '#web/routes/page-registry.ts';
import { BannerSlot } from './banners/banner-slot.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PublicationBar } from './publication-bar/publication-bar.tsx';
import { ReactivationDialogSlot } from './reactivate-membership/reactivation-dialog-slot.tsx';

/*
 * Every layout puts the banner slot (spec 2 §4) between the header and the page, except on pages whose
 * navigation is the wordmark alone: focused flows (sign-in, checkout) that a banner would distract from.
 * Every layout holds the reactivation dialog (spec 2 §2: opened by #reactivateMembership on any page).
 */
interface LayoutProps extends Pick<PageDefinition, 'navigation' | 'fixedNavbar'> {
  children: ReactNode;
  sidebar?: ReactNode;
}

/** Basic layout (spec 1 §2.1): the header scrolls away with the page. */
function BasicLayout({ children, navigation }: LayoutProps) {
  return (
    <div className="layout layout--basic">
      <Header wordmarkOnly={navigation === 'wordmark'} />
      <ReactivationDialogSlot />
      {navigation !== 'wordmark' && <BannerSlot />}
      <main className="layout__main">{children}</main>
      <Footer />
    </div>
  );
}

/** Top-navigation layout: the navigation bar stays at the top (or is fixed); one reading column, no sidebar. */
function TopNavigationLayout({ children, navigation, fixedNavbar }: LayoutProps) {
  return (
    <div className={`layout layout--top-navigation${fixedNavbar ? ' layout--fixed-navbar' : ''}`}>
      <Header wordmarkOnly={navigation === 'wordmark'} />
      <ReactivationDialogSlot />
      {navigation !== 'wordmark' && <BannerSlot />}
      <main className="layout__main layout__main--column">{children}</main>
      <Footer />
    </div>
  );
}

/** Two-column layout: a 680 px main column and a sidebar shown from the large breakpoint up. */
function TwoColumnLayout({ children, sidebar, navigation }: LayoutProps) {
  return (
    <div className="layout layout--two-column">
      <Header wordmarkOnly={navigation === 'wordmark'} />
      <ReactivationDialogSlot />
      {navigation !== 'wordmark' && <BannerSlot />}
      <div className="two-column">
        <main className="two-column__main">{children}</main>
        <aside className="two-column__sidebar">{sidebar}</aside>
      </div>
      <Footer />
    </div>
  );
}

/**
 * Publication layout of the community-* pages (flag enable_lite_publications), spec 1 §2.1: "a publication
 * navigation bar and an upsell banner". The banner is spec 2 §4's slot, whose first banner is the
 * membership upsell, placed under the publication's bar (its pages preload the bar: withPublicationBar).
 */
function PublicationLayout({ children, navigation }: LayoutProps) {
  return (
    <div className="layout layout--publication">
      <Header wordmarkOnly={navigation === 'wordmark'} />
      <ReactivationDialogSlot />
      <PublicationBar />
      {navigation !== 'wordmark' && <BannerSlot />}
      <main className="layout__main layout__main--column">{children}</main>
      <Footer />
    </div>
  );
}

export const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  basic: BasicLayout,
  'top-navigation': TopNavigationLayout,
  'two-column': TwoColumnLayout,
  publication: PublicationLayout,
};
