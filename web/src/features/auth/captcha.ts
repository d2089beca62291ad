import type { CaptchaConfig } from '../../lib/site-config.ts';

interface Grecaptcha {
  enterprise: {
    ready(callback: () => void): void;
    execute(siteKey: string, options: { action: string }): Promise<string>;
  };
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;

const loading = new Map<string, Promise<void>>();

/** Adds a script to the page once; a failed load is forgotten so the next attempt tries again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}.`));
    };
    document.head.append(script);
  });
  loading.set(src, loaded);
  return loaded;
}

/**
 * Spec 2 §4 "Register through the email form first executes a captcha": the answer to send as
 * captchaValue. Development mode answers the token the local verifier accepts; 'none' sends nothing;
 * reCAPTCHA Enterprise runs invisibly (spec 2 §7). Rejects when the captcha cannot run.
 */
export async function runCaptcha(
  config: CaptchaConfig,
  action: string,
  load: (src: string) => Promise<void> = loadScript,
): Promise<string | undefined> {
  switch (config.kind) {
    case 'none':
      return undefined;
    case 'development':
      return config.token;
    case 'recaptcha-enterprise': {
      await load(recaptchaScriptUrl(config.siteKey));
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) throw new Error('reCAPTCHA loaded without defining grecaptcha.');
      await new Promise<void>((resolve) => grecaptcha.enterprise.ready(resolve));
      return grecaptcha.enterprise.execute(config.siteKey, { action });
    }
  }
}
