import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/page-registry.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

interface LayoutProps {
  children: ReactNode;
  sidebar?: ReactNode;
}

/** Basic layout (spec 1 §2.1): the header scrolls away with the page. */
function BasicLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--basic">
      <Header />
      <main className="layout__main">{children}</main>
      <Footer />
    </div>
  );
}

/** Top-navigation layout: the navigation bar stays at the top; one reading column, no sidebar. */
function TopNavigationLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--top-navigation">
      <Header />
      <main className="layout__main layout__main--column">{children}</main>
      <Footer />
    </div>
  );
}

/** Two-column layout: a 680 px main column and a sidebar shown from the large breakpoint up. */
function TwoColumnLayout({ children, sidebar }: LayoutProps) {
  return (
    <div className="layout layout--two-column">
      <Header />
      <div className="two-column">
        <main className="two-column__main">{children}</main>
        <aside className="two-column__sidebar">{sidebar}</aside>
      </div>
      <Footer />
    </div>
  );
}

export const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  basic: BasicLayout,
  'top-navigation': TopNavigationLayout,
  'two-column': TwoColumnLayout,
};
