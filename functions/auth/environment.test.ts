import { openCaptchaVerifier } from './captcha.ts';
import { authDependenciesFromEnv, captchaFromEnv, lazyEntry } from './environment.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('CAPTCHA_KIND=none turns the captcha off', () => {
  process.env.CAPTCHA_KIND = 'none';
  expect(captchaFromEnv()).toBe(openCaptchaVerifier);
});

test('reCAPTCHA Enterprise needs its project, site key and API key secret', () => {
  process.env.CAPTCHA_KIND = 'recaptcha-enterprise';
  expect(() => captchaFromEnv()).toThrow('RECAPTCHA_PROJECT_ID');
  Object.assign(process.env, {
    RECAPTCHA_PROJECT_ID: 'folio-prod',
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:recaptcha',
  });
  expect(typeof captchaFromEnv().verify).toBe('function');
});

test('an unknown or missing CAPTCHA_KIND is a configuration error', () => {
  process.env.CAPTCHA_KIND = 'classic';
  expect(() => captchaFromEnv()).toThrow('CAPTCHA_KIND must be one of recaptcha-enterprise, none');
  delete process.env.CAPTCHA_KIND;
  expect(() => captchaFromEnv()).toThrow('Missing environment variable CAPTCHA_KIND');
});

test('lazyEntry builds once, on the first event, and retries a failed build', async () => {
  let builds = 0;
  const entry = lazyEntry(async () => {
    builds += 1;
    if (builds === 1) throw new Error('SSM throttled');
    return async (event: number) => event * 2;
  });
  expect(builds).toBe(0);
  await expect(entry(1)).rejects.toThrow('SSM throttled');
  expect(await entry(2)).toBe(4);
  expect(await entry(3)).toBe(6);
  expect(builds).toBe(2);
});

test('the auth origin comes from AUTH_ORIGIN, checked to be an origin', async () => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    SESSION_SECRET_ARN: 'arn:secret',
    AUTH_ORIGIN: 'https://folio.example',
  });
  expect((await authDependenciesFromEnv()).settings).toEqual({ authOrigin: 'https://folio.example' });
  process.env.AUTH_ORIGIN = 'https://folio.example/path';
  await expect(authDependenciesFromEnv()).rejects.toThrow('must be an origin');
});
