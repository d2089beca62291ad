import { clickPathPrefix, openPathPrefix } from '#functions/newsletters/tracking/tracking-links.ts';
import { oneClickPathPrefix } from '#functions/newsletters/unsubscribe-link.ts';
import { confirmPathPrefix } from '#functions/newsletters/import/confirmation-link.ts';
import { newsletterSendRateVariable } from '#shared/queues/newsletter-send-job.ts';
import { deployedFunction } from './function-grants.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { configuredFolio } from './configured-app.ts';

/**
 * Newsletter sending's AWS parts (decisions 156–157): its own queue and DLQ, a consumer run at most
 * twice at once that paces itself to half the configured rate, the content-events consumer allowed to
 * start a send, and the sender told the session key (for the one-click links) and the site's origin.
 */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = configuredFolio();
});

const resources = () => folio.templates.async.toJSON().Resources as Record<string, any>;
const queue = () => logicalId(folio.stacks.async.queues.get('newsletter-send')!);
const deadLetters = () => logicalId(folio.stacks.async.deadLetterQueues.get('newsletter-send')!);
const sender = () => logicalId(folio.stacks.async.consumers.get('newsletter-send')!);

test('the newsletter-send queue redrives to its own DLQ, which alarms', () => {
  expect(resources()[queue()].Properties.RedrivePolicy).toEqual({
    deadLetterTargetArn: { 'Fn::GetAtt': [deadLetters(), 'Arn'] },
    maxReceiveCount: 5,
  });
  folio.templates.async.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters(), 'QueueName'] } }],
  });
});

test('its consumer takes one message at a time, at most two at once, each paced to half the rate', () => {
  folio.templates.async.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    EventSourceArn: { 'Fn::GetAtt': [queue(), 'Arn'] },
    FunctionName: { Ref: sender() },
    BatchSize: 1,
    ScalingConfig: { MaximumConcurrency: 2 },
    FunctionResponseTypes: ['ReportBatchItemFailures'],
  });
  const fn = resources()[sender()];
  expect(fn.Properties.Environment.Variables).toMatchObject({
    [newsletterSendRateVariable]: '7',
    MAIL_FROM_ADDRESS: expect.any(String),
    SESSION_SECRET_ARN: expect.anything(),
  });
  // Its Lambda ends before a claim it made can be taken over (the queue's visibility timeout).
  expect(fn.Properties.Timeout).toBeLessThan(resources()[queue()].Properties.VisibilityTimeout);
});

test('the sender, the content-events consumer and the newsletters resolver (import chunks) may put messages on the newsletter-send queue, nobody else', () => {
  const sendingPolicies = (stack: 'async' | 'api', queueReference: string) =>
    Object.values(folio.templates[stack].toJSON().Resources as Record<string, any>).filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        JSON.stringify(resource.Properties.PolicyDocument).includes('sqs:SendMessage') &&
        JSON.stringify(resource.Properties.PolicyDocument).includes(queueReference),
    );
  const senders = sendingPolicies('async', queue());
  const roles = JSON.stringify(senders.map((policy) => policy.Properties.Roles));
  expect(senders).toHaveLength(2);
  expect(roles).toContain('NewsletterSendConsumerFunction');
  expect(roles).toContain('ContentEventsConsumerFunction');
  // The newsletters resolver queues an import's chunk jobs (decision 168); no other API function may.
  const apiSenders = sendingPolicies('api', 'NewsletterSendQueue');
  expect(apiSenders).toHaveLength(1);
  expect(JSON.stringify(apiSenders[0].Properties.Roles)).toContain('NewslettersResolver');
  expect(JSON.stringify(folio.templates.web.toJSON())).not.toContain('NewsletterSendQueue');
});

test('CloudFront sends /_/newsletters/unsubscribe/* to the one-click function URL without OAC, uncached, POST allowed', () => {
  const config =
    folio.templates.web.toJSON().Resources[logicalId(folio.stacks.web.edge.distribution)].Properties
      .DistributionConfig;
  const behaviour = config.CacheBehaviors.find(
    (b: { PathPattern: string }) => b.PathPattern === `${oneClickPathPrefix}*`,
  );
  const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(JSON.stringify(origin.DomainName)).toContain('OneClickUnsubscribeFunction');
  expect(behaviour.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
  expect(behaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
  // The one-click function may read the session secret (the links' key) and nothing else.
  const fn =
    folio.templates.web.toJSON().Resources[
      Object.keys(folio.templates.web.findResources('AWS::Lambda::Function')).find((id) =>
        id.startsWith('OneClickUnsubscribeFunction'),
      )!
    ];
  expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
    expect.arrayContaining(['SESSION_SECRET_ARN', 'TABLE_NAME']),
  );
});

describe('SES feedback (decision 163)', () => {
  const feedbackQueue = () => logicalId(folio.stacks.async.queues.get('ses-feedback')!);
  const topic = () => logicalId(folio.stacks.async.sesFeedbackTopic);
  const configurationSet = () => logicalId(folio.stacks.async.newsletterConfigurationSet);

  test('the configuration set publishes deliveries, bounces and complaints to the topic, which SES alone may publish to', () => {
    folio.templates.async.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSet() },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['delivery', 'bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topic() } },
      },
    });
    const policy = Object.values(resources()).find(
      (resource) =>
        resource.Type === 'AWS::SNS::TopicPolicy' &&
        JSON.stringify(resource.Properties.Topics).includes(topic()),
    );
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('ses.amazonaws.com');
  });

  test('the transactional configuration set (sign-in and account e-mail) publishes bounces and complaints to the same topic, and the email consumer names it (decision 187)', () => {
    const transactional = logicalId(folio.stacks.async.transactionalConfigurationSet);
    folio.templates.async.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: transactional },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topic() } },
      },
    });
    const emailConsumer = logicalId(folio.stacks.async.consumers.get('email')!);
    expect(resources()[emailConsumer].Properties.Environment.Variables).toMatchObject({
      MAIL_CONFIGURATION_SET: { Ref: transactional },
    });
  });

  test('the topic delivers to the ses-feedback queue, which redrives to its DLQ (alarmed), consumed by its own Lambda', () => {
    folio.templates.async.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      TopicArn: { Ref: topic() },
      Endpoint: { 'Fn::GetAtt': [feedbackQueue(), 'Arn'] },
    });
    const deadLetters = logicalId(folio.stacks.async.deadLetterQueues.get('ses-feedback')!);
    expect(resources()[feedbackQueue()].Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [deadLetters, 'Arn'] },
      maxReceiveCount: 5,
    });
    folio.templates.async.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters, 'QueueName'] } }],
    });
    const consumer = logicalId(folio.stacks.async.consumers.get('ses-feedback')!);
    folio.templates.async.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [feedbackQueue(), 'Arn'] },
      FunctionName: { Ref: consumer },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(resources()[consumer].Properties.Environment.Variables).toMatchObject({
      SES_FEEDBACK_TOPIC_ARN: { Ref: topic() },
    });
  });

  test('the newsletter sender names the configuration set', () => {
    expect(resources()[sender()].Properties.Environment.Variables).toMatchObject({
      MAIL_CONFIGURATION_SET: { Ref: configurationSet() },
    });
  });
});

test('CloudFront sends the open pixel, click redirects and confirmation links to the same function URL, uncached (decisions 165, 173)', () => {
  const config =
    folio.templates.web.toJSON().Resources[logicalId(folio.stacks.web.edge.distribution)].Properties
      .DistributionConfig;
  const oneClick = config.CacheBehaviors.find(
    (b: { PathPattern: string }) => b.PathPattern === `${oneClickPathPrefix}*`,
  );
  for (const prefix of [openPathPrefix, clickPathPrefix, confirmPathPrefix]) {
    const behaviour = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === `${prefix}*`,
    );
    expect(behaviour.TargetOriginId).toBe(oneClick.TargetOriginId);
    expect(behaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
  }
});

test('subscriber exports: the sender only writes _/download/, the newsletters resolver only reads it (decision 176)', () => {
  const onDownloads = (grants: { actions: string[]; resource: unknown }[]) =>
    grants.map(({ actions, resource }) => ({ actions, resource: JSON.stringify(resource) }));
  const downloads = expect.stringMatching(/UploadsArn.*"\/_\/download\/\*"/);
  expect(onDownloads(deployedFunction(folio, 'newsletter-send-consumer').grants('s3:'))).toEqual([
    { actions: ['s3:PutObject'], resource: downloads },
  ]);
  const resolver = deployedFunction(folio, 'newsletters');
  expect(onDownloads(resolver.grants('s3:'))).toEqual([{ actions: ['s3:GetObject'], resource: downloads }]);
  expect(JSON.stringify(resolver.environment.UPLOADS_BUCKET)).toContain('UploadsArn');
});
