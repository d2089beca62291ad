import { oidcSettingsFromEnv } from './environment.ts';

const secretByArn = (arn: string) => async () => `value of ${arn}`;
const arn = (name: string) => `arn:aws:secretsmanager:eu-west-1:123456789012:secret:${name}-AbC123`;

describe('OIDC settings from the environment', () => {
  test('a provider is configured by its client id and secret ARN, and only then', async () => {
    const settings = oidcSettingsFromEnv(
      {
        OIDC_GOOGLE_CLIENT_ID: 'google-id',
        OIDC_GOOGLE_CLIENT_SECRET_ARN: arn('google'),
        OIDC_FACEBOOK_CLIENT_ID: 'facebook-id',
      },
      { secretByArn },
    );
    expect(Object.keys(settings.clients)).toEqual(['google']);
    expect(settings.clients.google?.clientId).toBe('google-id');
    expect(await settings.clients.google?.clientSecret()).toBe(`value of ${arn('google')}`);
  });

  test("Apple needs the team and key ids: its secret is a JWT signed with the key's PEM", () => {
    const apple = { OIDC_APPLE_CLIENT_ID: 'example.folio', OIDC_APPLE_CLIENT_SECRET_ARN: arn('apple-key') };
    expect(oidcSettingsFromEnv(apple, { secretByArn }).clients.apple).toBeUndefined();
    const configured = oidcSettingsFromEnv(
      { ...apple, OIDC_APPLE_TEAM_ID: 'TEAM123456', OIDC_APPLE_KEY_ID: 'KEY1234567' },
      { secretByArn },
    );
    expect(configured.clients.apple?.clientId).toBe('example.folio');
  });

  test('plain secrets and a stand-in issuer are read by the local runtime only', async () => {
    const env = {
      OIDC_GOOGLE_CLIENT_ID: 'local-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'local-secret',
      OIDC_GOOGLE_ISSUER: 'http://localhost:4010',
    };
    expect(oidcSettingsFromEnv(env, { secretByArn }).clients).toEqual({});
    const local = oidcSettingsFromEnv(env, { secretByArn, local: true });
    expect(await local.clients.google?.clientSecret()).toBe('local-secret');
    expect(local.profiles?.google).toMatchObject({
      issuer: 'http://localhost:4010',
      flavour: 'id-token',
      label: 'Google',
    });
  });
});
