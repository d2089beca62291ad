/**
 * The paths the auth domain's Lambdas answer (spec 3 §2 "Auth and connect"), in one place: the CDK
 * web stack makes a CloudFront behaviour of each prefix, the local gateway routes them, the auth
 * handlers serve them and the web client links to them. /m/callback/mastodon is a page, not one of these.
 * `appleCallback` is one the auth HTTP Lambda does not serve: Sign in with Apple answers there with
 * a cross-site POST (response_mode=form_post), which a behaviour behind origin access control cannot
 * take, so the small auth-form-post Lambda has it (docs/decisions.md §35). Behaviours hold on every
 * host the distribution serves; `sessionHandoff` is the one meant for hosts other than the auth domain:
 * a publication's custom domain or a writer's subdomain receives there the session of a sign-in made on
 * the auth domain (functions/auth/handoff/). `signInBinding` gives a browser the binding its e-mail
 * sign-ins carry; `confirmSignIn` takes the confirmation of a sign-in opened in a browser that did not
 * ask for it — a form's POST, which a behaviour behind origin access control cannot take either, so it
 * is auth-form-post's too (functions/auth/email-sign-in/).
 */
export const authPaths = {
  emailCallback: '/m/callback/email',
  signInBinding: '/m/callback/email/binding',
  confirmSignIn: '/m/callback/confirm-sign-in',
  oidcCallback: '/m/callback/authenticate',
  appleCallback: '/m/callback/apple',
  sessionHandoff: '/m/callback/session',
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
  '/m/callback/session*',
  '/m/connect/*',
  '/m/start-auth/*',
  '/m/account/*',
  '/m/signout/*',
] as const;

/**
 * CloudFront path patterns routed to the auth-form-post Lambda: POST allowed, no origin access control.
 * Exact: no other path reaches that function URL, which is not behind origin access control.
 */
export const formPostPathPatterns = [authPaths.appleCallback, authPaths.confirmSignIn] as const;

/** Whether the auth-form-post Lambda answers this path (the local gateway's rule). */
export const isFormPostPath = (path: string): boolean =>
  path === authPaths.appleCallback || path === authPaths.confirmSignIn;

/** Whether one of the auth Lambdas answers this path (the local gateway's rule; CloudFront uses the patterns). */
export const isAuthPath = (path: string): boolean =>
  isFormPostPath(path) ||
  path === authPaths.emailCallback ||
  path === authPaths.signInBinding ||
  path === authPaths.oidcCallback ||
  path === authPaths.sessionHandoff ||
  path.startsWith('/m/connect/') ||
  path.startsWith('/m/start-auth/') ||
  path.startsWith('/m/account/') ||
  path.startsWith(authPaths.signOutPrefix);
