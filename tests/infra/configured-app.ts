import { synthFolio, type SynthesizedFolio } from './synth.ts';

export const certificateArn =
  'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-000000000000';
export const webAclArn =
  'arn:aws:wafv2:us-east-1:123456789012:global/webacl/folio/11111111-2222-3333-4444-555555555555';
export const recaptchaApiKeySecretArn =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:folio/recaptcha-api-key-AbC123';
export const recaptchaClassicSecretArn =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:folio/recaptcha-classic-XyZ789';
export const recaptchaEnterprise = {
  recaptchaProjectId: 'folio-prod',
  recaptchaSiteKey: '6Lc-site-key',
  recaptchaApiKeySecretArn,
};
export const recaptchaClassic = { recaptchaClassicSiteKey: '6Lc-classic-key', recaptchaClassicSecretArn };
// Both flavours, as an operator moving between them deploys (flag enable_recaptcha_enterprise picks).
export const recaptcha = { captcha: 'recaptcha-both', ...recaptchaEnterprise, ...recaptchaClassic };

export const secretArn = (name: string) =>
  `arn:aws:secretsmanager:eu-west-1:123456789012:secret:folio/${name}-AbC123`;
export const oidcContext = {
  oidcGoogleClientId: 'google-client.apps.googleusercontent.com',
  oidcGoogleClientSecretArn: secretArn('oidc-google'),
  oidcAppleClientId: 'example.folio.signin',
  oidcAppleClientSecretArn: secretArn('oidc-apple-key'),
  oidcAppleTeamId: 'TEAM123456',
  oidcAppleKeyId: 'KEY1234567',
};

let synthesized: SynthesizedFolio | undefined;

/**
 * The app as an operator deploys it for real (docs/deploy.md): own domain, SES, alarm e-mail, WAF,
 * both captcha flavours, Google and Apple sign-in, a newsletter send rate. Synthesized once for all the
 * check files configured-app.test.ts runs.
 */
export const configuredFolio = (): SynthesizedFolio =>
  (synthesized ??= synthFolio({
    context: {
      domainName: 'Folio.Example',
      certificateArn,
      sesIdentity: 'folio.example',
      alarmEmail: 'ops@folio.example',
      webAclArn,
      ...recaptcha,
      ...oidcContext,
      newsletterSendRatePerSecond: '14',
    },
  }));
