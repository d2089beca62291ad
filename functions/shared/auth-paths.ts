/**
 * The paths the auth domain's HTTP Lambda answers (spec 3 §2 "Auth and connect"), in one place: the CDK
 * web stack makes a CloudFront behaviour of each prefix, the local gateway routes them, the auth
 * handler serves them and the web client links to them. /m/callback/mastodon is a page, not one of these.
 */
export const authPaths = {
  emailCallback: '/m/callback/email',
  oidcCallback: '/m/callback/authenticate',
  connectFacebook: '/m/connect/facebook',
  connectGoogle: '/m/connect/google',
  startApple: '/m/start-auth/apple',
  authenticateTwitter: '/m/account/authenticate-twitter',
  accountConfirmPrefix: '/m/account/confirm/',
  signOutPrefix: '/m/signout/',
} as const;

/** CloudFront path patterns routed to the auth Lambda (more specific than the pages default). */
export const authPathPatterns = [
  '/m/callback/email*',
  '/m/callback/authenticate*',
  '/m/connect/*',
  '/m/start-auth/*',
  '/m/account/*',
  '/m/signout/*',
] as const;

/** Whether the auth Lambda answers this path (the local gateway's rule; CloudFront uses the patterns). */
export const isAuthPath = (path: string): boolean =>
  path === authPaths.emailCallback ||
  path === authPaths.oidcCallback ||
  path.startsWith('/m/connect/') ||
  path.startsWith('/m/start-auth/') ||
  path.startsWith('/m/account/') ||
  path.startsWith(authPaths.signOutPrefix);
