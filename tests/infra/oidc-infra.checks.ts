import { readOidcSettings } from '#infra/oidc-settings.ts';
import { deployedFunction } from './function-grants.ts';
import { synthFolio, type SynthesizedFolio } from './synth.ts';
import { configuredFolio, oidcContext as context, secretArn } from './configured-app.ts';

// Social sign-in configured for Google and Apple (docs/deploy.md §5): the auth HTTP Lambda alone learns it.
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = configuredFolio();
});

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
    expect(JSON.stringify(fn.environment)).not.toContain('oidc-');
  }
});

test('Google one-tap: the pages and the auth resolvers learn the Google client id, nothing more', () => {
  for (const name of ['pages', 'auth']) {
    const fn = deployedFunction(folio, name);
    const oidcVariables = Object.keys(fn.environment).filter((key) => key.startsWith('OIDC_'));
    expect([name, oidcVariables]).toEqual([name, ['OIDC_GOOGLE_CLIENT_ID']]);
    expect(fn.environment.OIDC_GOOGLE_CLIENT_ID).toBe(context.oidcGoogleClientId);
  }
  for (const name of ['authorizer', 'http']) {
    const fn = deployedFunction(folio, name);
    expect(Object.keys(fn.environment).filter((key) => key.startsWith('OIDC_'))).toEqual([]);
  }
});

test('without Google sign-in configured, no function learns a Google client id (one-tap off)', () => {
  const apple = synthFolio({
    context: {
      oidcAppleClientId: context.oidcAppleClientId,
      oidcAppleClientSecretArn: context.oidcAppleClientSecretArn,
      oidcAppleTeamId: context.oidcAppleTeamId,
      oidcAppleKeyId: context.oidcAppleKeyId,
    },
  });
  try {
    for (const name of ['pages', 'auth', 'auth-http']) {
      expect(deployedFunction(apple, name).environment.OIDC_GOOGLE_CLIENT_ID).toBeUndefined();
    }
  } finally {
    apple.cleanup();
  }
});

test("the form_post Lambda learns Apple's client alone and may read exactly Apple's secret", () => {
  const formPost = deployedFunction(folio, 'auth-form-post');
  const oidcVariables = Object.keys(formPost.environment).filter((key) => key.startsWith('OIDC_'));
  expect(oidcVariables.sort()).toEqual([
    'OIDC_APPLE_CLIENT_ID',
    'OIDC_APPLE_CLIENT_SECRET_ARN',
    'OIDC_APPLE_KEY_ID',
    'OIDC_APPLE_TEAM_ID',
  ]);
  expect(formPost.environment).toMatchObject({
    OIDC_APPLE_CLIENT_ID: context.oidcAppleClientId,
    OIDC_APPLE_CLIENT_SECRET_ARN: context.oidcAppleClientSecretArn,
  });
  const resources = formPost.grants('secretsmanager:').flatMap((grant) => [grant.resource].flat());
  expect(resources).toContain(context.oidcAppleClientSecretArn);
  expect(resources).not.toContain(context.oidcGoogleClientSecretArn);
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
