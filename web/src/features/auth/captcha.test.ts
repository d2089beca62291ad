/** @jest-environment jsdom */
import { loadScript, recaptchaScriptUrl, runCaptcha } from './captcha.ts';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('the captcha (spec 2 §4, §7)', () => {
  it('answers the development token locally', async () => {
    await expect(
      runCaptcha({ kind: 'development', token: 'folio-development-captcha' }, 'signup'),
    ).resolves.toBe('folio-development-captcha');
  });

  it('answers nothing when the operator turned it off', async () => {
    await expect(runCaptcha({ kind: 'none' }, 'signup')).resolves.toBeUndefined();
  });

  it('runs reCAPTCHA Enterprise invisibly with the sign-up action', async () => {
    const load = jest.fn(async () => {
      window.grecaptcha = {
        enterprise: {
          ready: (callback) => callback(),
          execute: jest.fn(
            async (siteKey: string, { action }: { action: string }) => `answer:${siteKey}:${action}`,
          ),
        },
      };
    });
    await expect(
      runCaptcha({ kind: 'recaptcha-enterprise', siteKey: 'site key' }, 'signup', load),
    ).resolves.toBe('answer:site key:signup');
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/enterprise.js?render=site%20key');
  });

  it('fails when the script does not load', async () => {
    const load = jest.fn(async () => {
      throw new Error('blocked');
    });
    await expect(runCaptcha({ kind: 'recaptcha-enterprise', siteKey: 'k' }, 'signup', load)).rejects.toThrow(
      'blocked',
    );
  });
});

describe('loadScript', () => {
  it('adds a script once, and again after a failed load', async () => {
    const src = recaptchaScriptUrl('k1');
    const first = loadScript(src);
    expect(loadScript(src)).toBe(first);
    const scripts = () =>
      [...document.head.querySelectorAll('script')].filter((script) => script.src === src);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`Could not load ${src}.`);
    expect(scripts()).toHaveLength(0);
    const second = loadScript(src);
    expect(second).not.toBe(first);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
