import { googleClientIdVariable } from '#shared/ports/google-client.ts';
import { oidcVariable } from '../core/identity/providers.ts';
import { providerCatalogue } from '../core/identity/providers.ts';
import { googleOneTapSettingsFromEnv } from './settings.ts';

test('one-tap is off without a Google client id, and needs no secret with one', () => {
  expect(googleOneTapSettingsFromEnv({})).toBeUndefined();
  expect(googleOneTapSettingsFromEnv({ OIDC_GOOGLE_CLIENT_ID: '  ' })).toBeUndefined();
  expect(googleOneTapSettingsFromEnv({ OIDC_GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com' })).toEqual({
    clientId: 'web.apps.googleusercontent.com',
    profile: providerCatalogue.google,
  });
});

test('a stand-in issuer is read by the local runtime only', () => {
  const env = { OIDC_GOOGLE_CLIENT_ID: 'folio-google', OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4010' };
  expect(googleOneTapSettingsFromEnv(env)?.profile?.issuer).toBe('https://accounts.google.com');
  expect(googleOneTapSettingsFromEnv(env, { local: true })?.profile).toMatchObject({
    name: 'google',
    issuer: 'http://127.0.0.1:4010',
  });
});

test('one-tap reads the very variable social sign-in reads the Google client from', () => {
  expect(googleClientIdVariable).toBe(oidcVariable('google', 'CLIENT_ID'));
});
