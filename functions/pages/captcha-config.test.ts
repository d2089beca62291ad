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
      RECAPTCHA_CLASSIC_SITE_KEY: 'not configured',
    }),
  ).toEqual({ kind: 'recaptcha', siteKeys: { enterprise: 'site-key' } });
});

test('classic reCAPTCHA, or both flavours: the browser gets each configured site key', () => {
  expect(
    captchaFromEnvironment({ CAPTCHA_KIND: 'recaptcha-classic', RECAPTCHA_CLASSIC_SITE_KEY: 'classic-key' }),
  ).toEqual({ kind: 'recaptcha', siteKeys: { classic: 'classic-key' } });
  expect(
    captchaFromEnvironment({
      CAPTCHA_KIND: 'recaptcha-both',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_CLASSIC_SITE_KEY: 'classic-key',
    }),
  ).toEqual({ kind: 'recaptcha', siteKeys: { enterprise: 'site-key', classic: 'classic-key' } });
});

test('a misconfigured captcha stops the Lambda instead of silently dropping the protection', () => {
  expect(() => captchaFromEnvironment({ CAPTCHA_KIND: 'recaptcha-enterprise' })).toThrow(
    /RECAPTCHA_SITE_KEY/,
  );
  expect(() =>
    captchaFromEnvironment({ CAPTCHA_KIND: 'recaptcha-both', RECAPTCHA_SITE_KEY: 'site-key' }),
  ).toThrow('CAPTCHA_KIND=recaptcha-both needs RECAPTCHA_CLASSIC_SITE_KEY');
  expect(() => captchaFromEnvironment({ CAPTCHA_KIND: 'hcaptcha' })).toThrow(/CAPTCHA_KIND/);
});
