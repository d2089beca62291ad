import { resolveFlags } from '#contract/flags.ts';
import { captchaFromEnv } from './environment.ts';
import { openCaptchaVerifier } from './verifiers.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** The flag store as captchaFromEnv reads it, with enable_recaptcha_enterprise stored as given. */
function flagsWith(enterpriseEnabled: boolean) {
  return {
    all: jest.fn(async () =>
      resolveFlags([{ name: 'enable_recaptcha_enterprise', value: enterpriseEnabled }]),
    ),
  };
}

const enterpriseVariables = {
  RECAPTCHA_PROJECT_ID: 'folio-prod',
  RECAPTCHA_SITE_KEY: 'site-key',
  RECAPTCHA_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:recaptcha',
};
const classicVariables = {
  RECAPTCHA_CLASSIC_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:classic',
};
const context = { ip: '203.0.113.7', action: 'register' };

test('CAPTCHA_KIND=none turns the captcha off', () => {
  process.env.CAPTCHA_KIND = 'none';
  expect(captchaFromEnv(flagsWith(true))).toBe(openCaptchaVerifier);
});

test('reCAPTCHA Enterprise needs its project, site key and API key secret', () => {
  process.env.CAPTCHA_KIND = 'recaptcha-enterprise';
  expect(() => captchaFromEnv(flagsWith(true))).toThrow('RECAPTCHA_PROJECT_ID');
  Object.assign(process.env, enterpriseVariables);
  expect(typeof captchaFromEnv(flagsWith(true)).verify).toBe('function');
});

test('classic reCAPTCHA needs its secret only', () => {
  process.env.CAPTCHA_KIND = 'recaptcha-classic';
  expect(() => captchaFromEnv(flagsWith(true))).toThrow('RECAPTCHA_CLASSIC_SECRET_ARN');
  Object.assign(process.env, classicVariables);
  expect(typeof captchaFromEnv(flagsWith(true)).verify).toBe('function');
});

// An answer of a flavour that does not run fails before any secret is read or Google is asked.
test('with both flavours, the flag decides which one is verified', async () => {
  Object.assign(process.env, { CAPTCHA_KIND: 'recaptcha-both', ...enterpriseVariables, ...classicVariables });
  const classicOnly = flagsWith(false);
  expect(await captchaFromEnv(classicOnly).verify('enterprise:token', context)).toBe(false);
  expect(classicOnly.all).toHaveBeenCalled();
  expect(await captchaFromEnv(flagsWith(true)).verify('classic:token', context)).toBe(false);
});

test('with one flavour, the flag is not read and the other flavour fails', async () => {
  Object.assign(process.env, { CAPTCHA_KIND: 'recaptcha-classic', ...classicVariables });
  const flags = flagsWith(true);
  expect(await captchaFromEnv(flags).verify('enterprise:token', context)).toBe(false);
  expect(flags.all).not.toHaveBeenCalled();
});

test('an unknown or missing CAPTCHA_KIND is a configuration error', () => {
  process.env.CAPTCHA_KIND = 'classic';
  expect(() => captchaFromEnv(flagsWith(true))).toThrow(
    'CAPTCHA_KIND must be one of none, recaptcha-enterprise, recaptcha-classic, recaptcha-both',
  );
  delete process.env.CAPTCHA_KIND;
  expect(() => captchaFromEnv(flagsWith(true))).toThrow('Missing environment variable CAPTCHA_KIND');
});
