/**
 * Loads an account page's script together with the account surface's stylesheets (Amplify UI's CSS
 * and Folio's additions), before the page hydrates or is navigated to. The stylesheets are the
 * browser's alone: server code never imports CSS (web/src/app/main.tsx), and what the server renders
 * of an account page needs none of them — its forms appear once the viewer's data has loaded in the
 * browser (decision 30).
 */
export function loadAccountPage<T>(script: () => Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return script();
  return Promise.all([script(), import('./account-styles.ts')]).then(([module]) => module);
}
