import {
  authPathPatterns,
  authPaths,
  formPostPathPatterns,
  isAuthPath,
  isFormPostPath,
} from './auth-paths.ts';

/** CloudFront's path pattern rule: `*` is any run of characters, `?` one character. */
const matchesPattern = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);
const routedByCloudFront = (path: string) =>
  authPathPatterns.some((pattern) => matchesPattern(pattern, path));
const routedToFormPost = (path: string) =>
  formPostPathPatterns.some((pattern) => matchesPattern(pattern, path));

test.each([
  authPaths.emailCallback,
  authPaths.signInBinding,
  authPaths.oidcCallback,
  authPaths.sessionHandoff,
  authPaths.connectFacebook,
  authPaths.connectGoogle,
  authPaths.startApple,
  authPaths.authenticateTwitter,
  `${authPaths.accountConfirmPrefix}abc`,
  `${authPaths.signOutPrefix}xsrf-token`,
])('%s goes to the auth Lambda, locally and in CloudFront', (path) => {
  expect(isAuthPath(path)).toBe(true);
  expect(routedByCloudFront(path)).toBe(true);
  expect(isFormPostPath(path)).toBe(false);
  expect(routedToFormPost(path)).toBe(false);
});

test.each([authPaths.appleCallback, authPaths.confirmSignIn])(
  '%s (a POST) goes to the auth-form-post Lambda only, and nothing near it does',
  (path) => {
    expect(isAuthPath(path)).toBe(true);
    expect(isFormPostPath(path)).toBe(true);
    expect(routedToFormPost(path)).toBe(true);
    expect(routedByCloudFront(path)).toBe(false);
    for (const near of [`${path}/x`, `${path}x`, path.toUpperCase()]) {
      expect(isFormPostPath(near)).toBe(false);
      expect(routedToFormPost(near)).toBe(false);
    }
  },
);

test.each(['/m/callback/mastodon', '/m/signin', '/m/share/success', '/@ada', '/_/batch'])(
  '%s is not an auth path anywhere',
  (path) => {
    expect(isAuthPath(path)).toBe(false);
    expect(routedByCloudFront(path)).toBe(false);
    expect(routedToFormPost(path)).toBe(false);
  },
);
