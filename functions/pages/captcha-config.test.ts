import { captchaFromEnvironment } from './captcha-config.ts';

test('no captcha unless one is configured', () => {
  expect(captchaFromEnvironment({})).toEqual({ kind: 'none' });
  expect(captchaFromEnvironment({ CAPTCHA_KIND: 'none', RECAPTCHA_SITE_KEY: 'ignored' })).toEqual({
    kind: 'none',
  });
});

test('reCAPTCHA Enterprise gives the browser its site key and nothing else', () => {
  expect(
    captchaFromEnvironment({
      CAPTCHA_KIND: 'recaptcha-enterprise',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_PROJECT_ID: 'project',
    }),
  ).toEqual({ kind: 'recaptcha-enterprise', siteKey: 'site-key' });
});

test('a misconfigured captcha stops the Lambda instead of silently dropping the protection', () => {
  expect(() => captchaFromEnvironment({ CAPTCHA_KIND: 'recaptcha-enterprise' })).toThrow(
    /RECAPTCHA_SITE_KEY/,
  );
  expect(() => captchaFromEnvironment({ CAPTCHA_KIND: 'hcaptcha' })).toThrow(/CAPTCHA_KIND/);
});
