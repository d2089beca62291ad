import { useMemo } from 'react';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { captchaPlan, type CaptchaPlan } from '../captcha.ts';

/** The site's captcha with the flavour flag enable_recaptcha_enterprise picks (spec 2 §2, §7). */
export function useCaptchaPlan(): CaptchaPlan {
  const { captcha } = useSiteConfig();
  const enterpriseEnabled = useFlags().enable_recaptcha_enterprise === true;
  return useMemo(() => captchaPlan(captcha, enterpriseEnabled), [captcha, enterpriseEnabled]);
}
