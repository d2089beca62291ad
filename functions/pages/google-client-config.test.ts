import { googleClientFromEnvironment } from './google-client-config.ts';

test('the browser learns the Google client id when one is configured, and nothing otherwise', () => {
  expect(googleClientFromEnvironment({})).toEqual({});
  expect(googleClientFromEnvironment({ OIDC_GOOGLE_CLIENT_ID: ' ' })).toEqual({});
  expect(
    googleClientFromEnvironment({
      OIDC_GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      OIDC_GOOGLE_CLIENT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:never-read',
    }),
  ).toEqual({ googleClientId: 'web.apps.googleusercontent.com' });
});
