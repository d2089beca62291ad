import { readOidcSettings } from '../../infra/oidc-settings.ts';
import { deployedFunction } from './function-grants.ts';
import { synthFolio, type SynthesizedFolio } from './synth.ts';

const secretArn = (name: string) =>
  `arn:aws:secretsmanager:eu-west-1:123456789012:secret:folio/${name}-AbC123`;
const context = {
  oidcGoogleClientId: 'google-client.apps.googleusercontent.com',
  oidcGoogleClientSecretArn: secretArn('oidc-google'),
  oidcAppleClientId: 'example.folio.signin',
  oidcAppleClientSecretArn: secretArn('oidc-apple-key'),
  oidcAppleTeamId: 'TEAM123456',
  oidcAppleKeyId: 'KEY1234567',
};

// Social sign-in configured for Google and Apple (docs/deploy.md §5): the auth HTTP Lambda alone learns it.
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = synthFolio({ context });
});
afterAll(() => folio.cleanup());

test('the auth HTTP Lambda gets each configured client and may read exactly its secret', () => {
  const authHttp = deployedFunction(folio, 'auth-http');
  expect(authHttp.environment).toMatchObject({
    OIDC_GOOGLE_CLIENT_ID: context.oidcGoogleClientId,
    OIDC_GOOGLE_CLIENT_SECRET_ARN: context.oidcGoogleClientSecretArn,
    OIDC_APPLE_CLIENT_ID: context.oidcAppleClientId,
    OIDC_APPLE_CLIENT_SECRET_ARN: context.oidcAppleClientSecretArn,
    OIDC_APPLE_TEAM_ID: 'TEAM123456',
    OIDC_APPLE_KEY_ID: 'KEY1234567',
  });
  expect(Object.keys(authHttp.environment).filter((name) => name.includes('FACEBOOK'))).toEqual([]);
  const resources = authHttp.grants('secretsmanager:').flatMap((grant) => [grant.resource].flat());
  expect(resources).toEqual(
    expect.arrayContaining([context.oidcGoogleClientSecretArn, context.oidcAppleClientSecretArn]),
  );
  for (const name of ['auth', 'authorizer', 'pages', 'http']) {
    const fn = deployedFunction(folio, name);
    expect(JSON.stringify(fn.grants('secretsmanager:'))).not.toContain('oidc-');
    expect(Object.keys(fn.environment).filter((key) => key.startsWith('OIDC_'))).toEqual([]);
  }
});

describe('reading the OIDC context', () => {
  const read = (values: Record<string, string>) => readOidcSettings((key) => values[key]);

  test('a provider is configured by its client id and secret ARN together', () => {
    expect(read({})).toEqual({});
    expect(read({ oidcTwitterClientId: 'x-id', oidcTwitterClientSecretArn: secretArn('x') })).toEqual({
      twitter: { clientId: 'x-id', clientSecretArn: secretArn('x') },
    });
    expect(() => read({ oidcFacebookClientId: 'fb' })).toThrow(/go together/);
    expect(() =>
      read({ oidcFacebookClientId: 'fb', oidcFacebookClientSecretArn: 'arn:aws:secretsmanager:x' }),
    ).toThrow(/complete ARN/);
  });

  test('Apple needs its team and key ids', () => {
    expect(() =>
      read({ oidcAppleClientId: 'example.folio', oidcAppleClientSecretArn: secretArn('apple') }),
    ).toThrow(/oidcAppleTeamId and oidcAppleKeyId/);
  });
});
