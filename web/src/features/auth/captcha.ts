import {
  flavouredAnswer,
  recaptchaFlavours,
  runningFlavour,
  type RecaptchaFlavour,
} from '#contract/captcha.ts';
import type { CaptchaConfig } from '#web/lib/site-config.ts';

/** What Google's scripts offer once loaded: the same calls, at the top for classic, under .enterprise. */
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface Grecaptcha extends Partial<RecaptchaApi> {
  enterprise?: RecaptchaApi;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scriptNames: Record<RecaptchaFlavour, string> = { enterprise: 'enterprise.js', classic: 'api.js' };

/** Google's script of a flavour, rendering (invisibly) for the site key. */
export const recaptchaScriptUrl = (flavour: RecaptchaFlavour, siteKey: string) =>
  `https://www.google.com/recaptcha/${scriptNames[flavour]}?render=${encodeURIComponent(siteKey)}`;

const hasApi = (candidate: Partial<RecaptchaApi> | undefined): candidate is RecaptchaApi =>
  typeof candidate?.ready === 'function' && typeof candidate.execute === 'function';

function recaptchaApi(flavour: RecaptchaFlavour): RecaptchaApi | undefined {
  const candidate = flavour === 'enterprise' ? window.grecaptcha?.enterprise : window.grecaptcha;
  return hasApi(candidate) ? candidate : undefined;
}

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

/** What a sign-up runs on this page: the site's captcha, with one reCAPTCHA flavour picked. */
export type CaptchaPlan =
  | Exclude<CaptchaConfig, { kind: 'recaptcha' }>
  | { kind: 'recaptcha'; flavour: RecaptchaFlavour; siteKey: string };

/** The flavour flag enable_recaptcha_enterprise picks when the site has both (the server agrees). */
export function captchaPlan(config: CaptchaConfig, enterpriseEnabled: boolean): CaptchaPlan {
  if (config.kind !== 'recaptcha') return config;
  const configured = recaptchaFlavours.filter((flavour) => config.siteKeys[flavour]);
  const flavour = runningFlavour(configured, enterpriseEnabled);
  const siteKey = flavour && config.siteKeys[flavour];
  // The pages never send reCAPTCHA without a site key (functions/pages/captcha-config.ts).
  return flavour && siteKey ? { kind: 'recaptcha', flavour, siteKey } : { kind: 'none' };
}

/**
 * Spec 2 §4 "Register through the email form first executes a captcha": the answer to send as
 * captchaValue. Development mode answers the token the local verifier accepts; 'none' sends nothing;
 * reCAPTCHA (Enterprise or classic) runs invisibly (spec 2 §7) and its token goes with the flavour's
 * name, so the server verifies it with the same flavour. Rejects when the captcha cannot run.
 */
export async function runCaptcha(
  plan: CaptchaPlan,
  action: string,
  load: (src: string) => Promise<void> = loadScript,
): Promise<string | undefined> {
  switch (plan.kind) {
    case 'none':
      return undefined;
    case 'development':
      return plan.token;
    case 'recaptcha': {
      await load(recaptchaScriptUrl(plan.flavour, plan.siteKey));
      const api = recaptchaApi(plan.flavour);
      if (!api) throw new Error(`reCAPTCHA (${plan.flavour}) loaded without defining grecaptcha.`);
      await new Promise<void>((resolve) => api.ready(resolve));
      return flavouredAnswer(plan.flavour, await api.execute(plan.siteKey, { action }));
    }
  }
}
