/** @jest-environment jsdom */
import { captchaPlan, loadScript, recaptchaScriptUrl, runCaptcha } from './captcha.ts';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

/** Google's scripts cannot load here: `load` plays one, defining grecaptcha as it would. */
const execute = jest.fn(
  async (siteKey: string, { action }: { action: string }) => `answer-of-${siteKey}-for-${action}`,
);
const api = { ready: (callback: () => void) => callback(), execute };
const loading = (grecaptcha: NonNullable<Window['grecaptcha']>) =>
  jest.fn(async () => {
    window.grecaptcha = grecaptcha;
  });

describe('the captcha (spec 2 §4, §7)', () => {
  it('answers the development token locally', async () => {
    await expect(
      runCaptcha({ kind: 'development', token: 'folio-development-captcha' }, 'register'),
    ).resolves.toBe('folio-development-captcha');
  });

  it('answers nothing when the operator turned it off', async () => {
    await expect(runCaptcha({ kind: 'none' }, 'register')).resolves.toBeUndefined();
  });

  it('runs reCAPTCHA Enterprise invisibly with the action, and names the flavour in its answer', async () => {
    const load = loading({ enterprise: api });
    await expect(
      runCaptcha({ kind: 'recaptcha', flavour: 'enterprise', siteKey: 'site key' }, 'register', load),
    ).resolves.toBe('enterprise:answer-of-site key-for-register');
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/enterprise.js?render=site%20key');
  });

  it('runs classic reCAPTCHA (v3) from api.js the same way', async () => {
    const load = loading(api);
    await expect(
      runCaptcha({ kind: 'recaptcha', flavour: 'classic', siteKey: 'classic key' }, 'register', load),
    ).resolves.toBe('classic:answer-of-classic key-for-register');
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=classic%20key');
  });

  it('fails when the script does not load, or loads without the flavour’s calls', async () => {
    const blocked = jest.fn(async () => {
      throw new Error('blocked');
    });
    const plan = { kind: 'recaptcha', flavour: 'classic', siteKey: 'k' } as const;
    await expect(runCaptcha(plan, 'register', blocked)).rejects.toThrow('blocked');
    await expect(runCaptcha(plan, 'register', loading({ enterprise: api }))).rejects.toThrow(
      'reCAPTCHA (classic) loaded without defining grecaptcha.',
    );
  });
});

describe('captchaPlan', () => {
  const both = { kind: 'recaptcha', siteKeys: { enterprise: 'e-key', classic: 'c-key' } } as const;

  it('runs the flavour flag enable_recaptcha_enterprise picks when the site has both', () => {
    expect(captchaPlan(both, true)).toEqual({ kind: 'recaptcha', flavour: 'enterprise', siteKey: 'e-key' });
    expect(captchaPlan(both, false)).toEqual({ kind: 'recaptcha', flavour: 'classic', siteKey: 'c-key' });
  });

  it('runs the one flavour the site has, whatever the flag says', () => {
    expect(captchaPlan({ kind: 'recaptcha', siteKeys: { classic: 'c-key' } }, true)).toEqual({
      kind: 'recaptcha',
      flavour: 'classic',
      siteKey: 'c-key',
    });
    expect(captchaPlan({ kind: 'recaptcha', siteKeys: { enterprise: 'e-key' } }, false)).toMatchObject({
      flavour: 'enterprise',
    });
  });

  it('leaves the development captcha and none as they are', () => {
    expect(captchaPlan({ kind: 'development', token: 't' }, false)).toEqual({
      kind: 'development',
      token: 't',
    });
    expect(captchaPlan({ kind: 'none' }, true)).toEqual({ kind: 'none' });
  });
});

describe('loadScript', () => {
  it('adds a script once, and again after a failed load', async () => {
    const src = recaptchaScriptUrl('enterprise', 'k1');
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
