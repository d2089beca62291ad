import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';
import { queueSenders } from './function-grants.ts';

/**
 * Notifications' AWS parts (decision 206): their own queue and DLQ with its alarm, a consumer with
 * partial batch responses, and the producers — the users, posts and memberships resolvers and the
 * content-events consumer — the only ones allowed to put messages on it; and the e-mail digest (decision
 * 261), run daily by EventBridge Scheduler.
 */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const resources = (stack: 'async' | 'api') =>
  folio.templates[stack].toJSON().Resources as Record<string, any>;
const queue = () => logicalId(folio.stacks.async.queues.get('notifications')!);
const deadLetters = () => logicalId(folio.stacks.async.deadLetterQueues.get('notifications')!);
const consumer = () => logicalId(folio.stacks.async.consumers.get('notifications')!);

test('the notifications queue redrives to its own DLQ, which alarms', () => {
  expect(resources('async')[queue()].Properties.RedrivePolicy).toEqual({
    deadLetterTargetArn: { 'Fn::GetAtt': [deadLetters(), 'Arn'] },
    maxReceiveCount: 5,
  });
  folio.templates.async.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters(), 'QueueName'] } }],
  });
});

test('its consumer takes batches of 10 and reports failed messages alone', () => {
  folio.templates.async.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    EventSourceArn: { 'Fn::GetAtt': [queue(), 'Arn'] },
    FunctionName: { Ref: consumer() },
    BatchSize: 10,
    FunctionResponseTypes: ['ReportBatchItemFailures'],
  });
  expect(resources('async')[consumer()].Properties.Timeout).toBeLessThan(
    resources('async')[queue()].Properties.VisibilityTimeout,
  );
});

test('the users, posts and memberships resolvers and the content-events consumer may send notifications, nobody else', () => {
  const sendingRoles = (stack: 'async' | 'api') => queueSenders(folio, stack, 'NotificationsQueue');
  const asyncSenders = sendingRoles('async');
  expect(asyncSenders).toHaveLength(1);
  expect(asyncSenders[0]).toContain('ContentEventsConsumerFunction');
  const apiSenders = sendingRoles('api').join(' ');
  expect(sendingRoles('api')).toHaveLength(3);
  expect(apiSenders).toContain('UsersResolver');
  expect(apiSenders).toContain('PostsResolver');
  expect(apiSenders).toContain('MembershipsResolver');
  expect(JSON.stringify(folio.templates.web.toJSON())).not.toContain('NotificationsQueue');
});

test('the e-mail digest runs every day at 07:00 UTC, by EventBridge Scheduler invoking its function', () => {
  const digest = Object.entries(resources('async')).find(
    ([id, resource]) =>
      resource.Type === 'AWS::Lambda::Function' && id.startsWith('NotificationDigestFunction'),
  );
  expect(digest).toBeDefined();
  folio.templates.async.hasResourceProperties('AWS::Scheduler::Schedule', {
    ScheduleExpression: 'cron(0 7 * * ? *)',
    Target: { Arn: { 'Fn::GetAtt': [digest![0], 'Arn'] } },
  });
});
