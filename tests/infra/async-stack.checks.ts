import { Match } from 'aws-cdk-lib/assertions';
import { functions } from '#infra/functions.ts';
import { queues } from '#infra/queues.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const queueIds = (name: (typeof queues)[number]['name']) => ({
  queue: logicalId(folio.stacks.async.queues.get(name)!),
  deadLetters: logicalId(folio.stacks.async.deadLetterQueues.get(name)!),
});

describe.each(queues.map((spec) => [spec.name, spec] as const))('queue %s', (name, spec) => {
  test('redrives to its own DLQ after maxReceiveCount receives, with its visibility timeout', () => {
    const ids = queueIds(name);
    const queue = folio.templates.async.toJSON().Resources[ids.queue];
    expect(queue.Properties).toMatchObject({
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [ids.deadLetters, 'Arn'] },
        maxReceiveCount: spec.maxReceiveCount,
      },
      VisibilityTimeout: spec.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
    });
  });

  test('queue and DLQ are encrypted and refuse plain HTTP', () => {
    const ids = queueIds(name);
    for (const id of [ids.queue, ids.deadLetters]) {
      expect(folio.templates.async.toJSON().Resources[id].Properties.SqsManagedSseEnabled).toBe(true);
      folio.templates.async.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  test('its DLQ alarms on one visible message and notifies the alarm topic', () => {
    const ids = queueIds(name);
    folio.templates.async.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [ids.deadLetters, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      AlarmActions: [{ Ref: logicalId(folio.stacks.async.alarmTopic) }],
    });
  });

  test('its consumer reads it with the spec batch settings and partial batch responses', () => {
    const consumers = functions.filter((fn) => fn.consumes === name);
    expect(consumers).toHaveLength(1);
    const mappings = Object.values(
      folio.templates.async.findResources('AWS::Lambda::EventSourceMapping'),
    ).filter((mapping) => JSON.stringify(mapping.Properties.EventSourceArn).includes(queueIds(name).queue));
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      BatchSize: spec.batchSize,
      MaximumBatchingWindowInSeconds: spec.maxBatchingWindowSeconds,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(mappings[0]!.Properties.ScalingConfig?.MaximumConcurrency).toBe(spec.maxConcurrency);
  });
});

test('one alarm per DLQ and nothing else', () => {
  folio.templates.async.resourceCountIs('AWS::CloudWatch::Alarm', queues.length);
  folio.templates.async.resourceCountIs('AWS::SQS::Queue', queues.length * 2);
});

test('the alarm topic refuses plain HTTP, lets CloudWatch publish, and has no subscriber by default', () => {
  folio.templates.async.hasResourceProperties('AWS::SNS::TopicPolicy', {
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        Match.objectLike({
          Effect: 'Allow',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: 'sns:Publish',
        }),
      ]),
    },
  });
  // Its one subscription is the SES feedback topic's queue (decision 163), none is the alarm topic's.
  const subscriptions = Object.values(folio.templates.async.findResources('AWS::SNS::Subscription'));
  expect(subscriptions.map((subscription) => subscription.Properties.Protocol)).toEqual(['sqs']);
  expect(JSON.stringify(subscriptions)).not.toContain(logicalId(folio.stacks.async.alarmTopic));
});

test('without an SES identity the email consumer may send nothing', () => {
  const policies = JSON.stringify(folio.templates.async.findResources('AWS::IAM::Policy'));
  expect(policies).not.toContain('ses:');
});
