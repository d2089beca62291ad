import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { readSettings } from '../../infra/settings.ts';
import { unacknowledgedAnnotations, unacknowledgedFindings } from './nag-report.ts';
import { synthFolio, type SynthesizedFolio } from './synth.ts';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-000000000000';
const webAclArn =
  'arn:aws:wafv2:us-east-1:123456789012:global/webacl/folio/11111111-2222-3333-4444-555555555555';

// The app as an operator deploys it for real: own domain, SES, alarm e-mail and WAF (docs/deploy.md).
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = synthFolio({
    context: {
      domainName: 'Folio.Example',
      certificateArn,
      sesIdentity: 'folio.example',
      alarmEmail: 'ops@folio.example',
      webAclArn,
    },
  });
});
afterAll(() => folio.cleanup());

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

test('only the email consumer may send, and only as the configured SES identity', () => {
  const senders = Object.values(folio.templates.async.findResources('AWS::IAM::Policy')).filter((policy) =>
    JSON.stringify(policy).includes('ses:'),
  );
  expect(senders).toHaveLength(1);
  expect(JSON.stringify(senders[0]!.Properties.Roles)).toContain('EmailConsumerFunction');
  expect(senders[0]!.Properties.PolicyDocument.Statement).toContainEqual({
    Effect: 'Allow',
    Action: 'ses:SendEmail',
    Resource: {
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
    },
  });
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
