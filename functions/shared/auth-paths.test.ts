import { authPathPatterns, authPaths, isAuthPath } from './auth-paths.ts';

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

test.each([
  authPaths.emailCallback,
  authPaths.oidcCallback,
  authPaths.connectFacebook,
  authPaths.connectGoogle,
  authPaths.startApple,
  authPaths.authenticateTwitter,
  `${authPaths.accountConfirmPrefix}abc`,
  `${authPaths.signOutPrefix}xsrf-token`,
])('%s goes to the auth Lambda, locally and in CloudFront', (path) => {
  expect(isAuthPath(path)).toBe(true);
  expect(routedByCloudFront(path)).toBe(true);
});

test.each(['/m/callback/mastodon', '/m/signin', '/m/share/success', '/@ada', '/_/batch'])(
  '%s is not an auth path anywhere',
  (path) => {
    expect(isAuthPath(path)).toBe(false);
    expect(routedByCloudFront(path)).toBe(false);
  },
);
