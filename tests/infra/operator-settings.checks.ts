import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { readSettings } from '#infra/settings.ts';
import { viewerRequestCode } from '#infra/viewer-request-code.ts';
import { deployedFunction } from './function-grants.ts';
import { unacknowledgedAnnotations, unacknowledgedFindings } from './nag-report.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import {
  certificateArn,
  configuredFolio,
  recaptcha,
  recaptchaApiKeySecretArn,
  recaptchaClassic,
  recaptchaClassicSecretArn,
  recaptchaEnterprise,
  webAclArn,
} from './configured-app.ts';

let folio: SynthesizedFolio;
beforeAll(() => {
  folio = configuredFolio();
});

test('the distribution answers for the domain and every subdomain, with TLS 1.2 (2021) over SNI', () => {
  folio.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: Match.objectLike({
      Aliases: ['folio.example', '*.folio.example'],
      ViewerCertificate: {
        AcmCertificateArn: certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
      WebACLId: webAclArn,
    }),
  });
});

test('the viewer-request function knows the domain, so its subdomains serve writers’ profiles', () => {
  folio.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
    FunctionCode: viewerRequestCode('folio.example'),
  });
  expect(viewerRequestCode('folio.example')).toContain('"authDomain":"folio.example"');
});

test('only the email and newsletter-send consumers may send, and only as the configured SES identity', () => {
  const senders = Object.values(folio.templates.async.findResources('AWS::IAM::Policy')).filter((policy) =>
    JSON.stringify(policy).includes('ses:'),
  );
  expect(senders).toHaveLength(2);
  const roles = JSON.stringify(senders.map((sender) => sender.Properties.Roles));
  expect(roles).toContain('EmailConsumerFunction');
  expect(roles).toContain('NewsletterSendConsumerFunction');
  const identity = {
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        ':ses:',
        { Ref: 'AWS::Region' },
        ':',
        { Ref: 'AWS::AccountId' },
        ':identity/folio.example',
      ],
    ],
  };
  for (const sender of senders) {
    const sending = sender.Properties.PolicyDocument.Statement.filter(
      (statement: { Action: unknown }) => statement.Action === 'ses:SendEmail',
    );
    expect(sending).toHaveLength(1);
    const resources = [sending[0].Resource].flat();
    expect(resources).toContainEqual(identity);
    // Besides the identity, only the sender's own configuration set (decisions 163 and 187).
    const others = resources.filter((resource) => JSON.stringify(resource) !== JSON.stringify(identity));
    const ownSet = JSON.stringify(sender.Properties.Roles).includes('NewsletterSendConsumerFunction')
      ? folio.stacks.async.newsletterConfigurationSet
      : folio.stacks.async.transactionalConfigurationSet;
    expect(others).toHaveLength(1);
    expect(JSON.stringify(others[0])).toContain(':configuration-set/');
    expect(JSON.stringify(others[0])).toContain(logicalId(ownSet));
  }
  folio.templates.async.hasResourceProperties('AWS::Lambda::Function', {
    Environment: { Variables: Match.objectLike({ MAIL_FROM_ADDRESS: 'Folio <noreply@folio.example>' }) },
  });
});

test('alarms reach the operator by e-mail', () => {
  folio.templates.async.hasResourceProperties('AWS::SNS::Subscription', {
    Protocol: 'email',
    Endpoint: 'ops@folio.example',
  });
});

test('sign-in happens on the domain itself: AUTH_ORIGIN is fixed, no parameter is written or read', () => {
  for (const name of ['auth', 'auth-http', 'auth-form-post', 'pages']) {
    const fn = deployedFunction(folio, name);
    expect([name, fn.environment.AUTH_ORIGIN, fn.environment.AUTH_ORIGIN_PARAMETER]).toEqual([
      name,
      'https://folio.example',
      undefined,
    ]);
    expect(fn.grants('ssm:')).toEqual([]);
  }
  // The one parameter left is the distribution's id, for the content-events consumer.
  const parameters = Object.values(folio.templates.web.findResources('AWS::SSM::Parameter'));
  expect(parameters.map((parameter) => parameter.Properties.Name)).toEqual([
    expect.stringMatching(/\/edge-distribution-id$/),
  ]);
});

test('reCAPTCHA, both flavours: the auth resolver gets the verifiers’ settings and alone reads their secrets; pages get the site keys', () => {
  const auth = deployedFunction(folio, 'auth');
  expect(auth.environment).toMatchObject({
    CAPTCHA_KIND: 'recaptcha-both',
    RECAPTCHA_PROJECT_ID: 'folio-prod',
    RECAPTCHA_SITE_KEY: '6Lc-site-key',
    RECAPTCHA_API_KEY_SECRET_ARN: recaptchaApiKeySecretArn,
    RECAPTCHA_CLASSIC_SECRET_ARN: recaptchaClassicSecretArn,
  });
  expect(auth.environment.RECAPTCHA_CLASSIC_SITE_KEY).toBeUndefined();
  const authSecrets = auth.grants('secretsmanager:').flatMap((grant) => [grant.resource].flat());
  expect(authSecrets).toContainEqual(recaptchaApiKeySecretArn);
  expect(authSecrets).toContainEqual(recaptchaClassicSecretArn);
  // The session key and the two reCAPTCHA secrets, nothing else.
  expect(authSecrets).toHaveLength(3);
  const pages = deployedFunction(folio, 'pages');
  expect(pages.environment).toMatchObject({
    CAPTCHA_KIND: 'recaptcha-both',
    RECAPTCHA_SITE_KEY: '6Lc-site-key',
    RECAPTCHA_CLASSIC_SITE_KEY: '6Lc-classic-key',
  });
  for (const secret of [
    'RECAPTCHA_API_KEY_SECRET_ARN',
    'RECAPTCHA_PROJECT_ID',
    'RECAPTCHA_CLASSIC_SECRET_ARN',
  ])
    expect(pages.environment[secret]).toBeUndefined();
  for (const name of ['authorizer', 'auth-http', 'auth-form-post', 'pages', 'http']) {
    expect(JSON.stringify(deployedFunction(folio, name).grants('secretsmanager:'))).not.toContain(
      'recaptcha',
    );
  }
});

test('this configuration is as clean for cdk-nag and CDK as the default one', () => {
  expect(unacknowledgedFindings(folio)).toEqual([]);
  expect(unacknowledgedAnnotations(folio)).toEqual([]);
});

describe('settings', () => {
  const settings = (context: Record<string, string>) => readSettings(new App({ context }).node);

  test('a domain needs its certificate, and the certificate must be in us-east-1', () => {
    expect(() => settings({ domainName: 'folio.example' })).toThrow(
      /domainName and certificateArn go together/,
    );
    expect(() =>
      settings({
        domainName: 'folio.example',
        certificateArn: certificateArn.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/us-east-1/);
  });

  test('the captcha is none by default; each reCAPTCHA flavour named needs all of its settings', () => {
    expect(settings({}).captcha).toEqual({ kind: 'none' });
    const enterprise = {
      projectId: 'folio-prod',
      siteKey: '6Lc-site-key',
      apiKeySecretArn: recaptchaApiKeySecretArn,
    };
    const classic = { siteKey: '6Lc-classic-key', secretArn: recaptchaClassicSecretArn };
    // Settings of a flavour the kind does not name are ignored.
    expect(settings({ ...recaptcha, captcha: 'recaptcha-enterprise' }).captcha).toEqual({
      kind: 'recaptcha-enterprise',
      enterprise,
    });
    expect(settings({ captcha: 'recaptcha-classic', ...recaptchaClassic }).captcha).toEqual({
      kind: 'recaptcha-classic',
      classic,
    });
    expect(settings(recaptcha).captcha).toEqual({ kind: 'recaptcha-both', enterprise, classic });
    expect(() => settings({ captcha: 'hcaptcha' })).toThrow(
      /one of 'none', 'recaptcha-enterprise', 'recaptcha-classic', 'recaptcha-both'/,
    );
    expect(() => settings({ ...recaptcha, recaptchaSiteKey: '' })).toThrow(/needs recaptchaSiteKey/);
    expect(() => settings({ captcha: 'recaptcha-both', ...recaptchaEnterprise })).toThrow(
      /captcha=recaptcha-both needs recaptchaClassicSiteKey/,
    );
    expect(() =>
      settings({ ...recaptcha, recaptchaApiKeySecretArn: 'arn:aws:secretsmanager:eu-west-1:1:secret:x' }),
    ).toThrow(/recaptchaApiKeySecretArn must be a secret's complete ARN/);
    expect(() =>
      settings({ ...recaptcha, recaptchaClassicSecretArn: 'arn:aws:secretsmanager:eu-west-1:1:secret:x' }),
    ).toThrow(/recaptchaClassicSecretArn must be a secret's complete ARN/);
  });

  test('the auth origin is the domain, else an SSM parameter named after the stack prefix', () => {
    expect(settings({ domainName: 'Folio.Example', certificateArn }).authOrigin).toEqual({
      kind: 'fixed',
      origin: 'https://folio.example',
    });
    expect(settings({ stackPrefix: 'FolioStaging' }).authOrigin).toEqual({
      kind: 'parameter',
      parameterName: '/FolioStaging/auth-origin',
    });
  });

  test('an SES identity ARN or address gives the sender, and mailFromAddress wins', () => {
    const arn = 'arn:aws:ses:eu-west-1:123456789012:identity/mail.folio.example';
    expect(settings({ sesIdentity: arn }).mailFromAddress).toBe('Folio <noreply@mail.folio.example>');
    expect(settings({ sesIdentity: 'news@folio.example' }).mailFromAddress).toBe(
      'Folio <news@folio.example>',
    );
    expect(settings({ sesIdentity: arn, mailFromAddress: 'x@y.example' }).mailFromAddress).toBe(
      'x@y.example',
    );
  });
});
