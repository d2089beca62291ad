import { ThemeProvider } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
// Its stylesheets in the browser build, nothing on servers, which never import CSS (package.json
// "imports" picks the module by the "browser" condition).
import '#account-styles';
import { folioTheme } from './folio-theme.ts';

/**
 * The account surface (settings, password; writer and admin pages as they come): Amplify UI's
 * components themed as Folio. Only account pages import it, so reading pages load none of Amplify UI;
 * its stylesheets come with the account page's script, before the page hydrates or is navigated to.
 */
export function AccountSurface({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={folioTheme}>{children}</ThemeProvider>;
}
