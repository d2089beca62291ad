/**
 * Leaving the app for another document (the auth domain's sign-in page, the sign-in callback, a
 * provider's start page). One object, so tests can watch where the browser would have gone.
 */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
