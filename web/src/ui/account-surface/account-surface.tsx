import { ThemeProvider } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { folioTheme } from './folio-theme.ts';

/**
 * The account surface (settings, password; writer and admin pages as they come): Amplify UI's
 * components themed as Folio. Only account pages import it, so reading pages load none of Amplify UI;
 * its stylesheets come with the page's script (load-account-page.ts).
 */
export function AccountSurface({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={folioTheme}>{children}</ThemeProvider>;
}
