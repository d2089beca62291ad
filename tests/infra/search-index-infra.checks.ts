import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

/**
 * Search indexing's AWS parts (decision 231): its own queue and DLQ with its alarm, a consumer with
 * partial batch responses and reserved concurrency 1 (the index's single writer), and the posts and
 * users resolvers, the only producers.
 */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const resources = (stack: 'async' | 'api') =>
  folio.templates[stack].toJSON().Resources as Record<string, any>;
const queue = () => logicalId(folio.stacks.async.queues.get('search-index')!);
const deadLetters = () => logicalId(folio.stacks.async.deadLetterQueues.get('search-index')!);
const consumer = () => logicalId(folio.stacks.async.consumers.get('search-index')!);

test('the search-index queue redrives to its own DLQ, which alarms', () => {
  expect(resources('async')[queue()].Properties.RedrivePolicy).toEqual({
    deadLetterTargetArn: { 'Fn::GetAtt': [deadLetters(), 'Arn'] },
    maxReceiveCount: 5,
  });
  folio.templates.async.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters(), 'QueueName'] } }],
  });
});

test('its consumer is a single writer: reserved concurrency 1, batches of 100, failed messages alone', () => {
  folio.templates.async.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    EventSourceArn: { 'Fn::GetAtt': [queue(), 'Arn'] },
    FunctionName: { Ref: consumer() },
    BatchSize: 100,
    FunctionResponseTypes: ['ReportBatchItemFailures'],
  });
  const properties = resources('async')[consumer()].Properties;
  expect(properties.ReservedConcurrentExecutions).toBe(1);
  expect(properties.Timeout).toBeLessThan(resources('async')[queue()].Properties.VisibilityTimeout);
});

test('the posts and users resolvers may ask for a reindex, nobody else', () => {
  const sendingRoles = (stack: 'async' | 'api') =>
    Object.values(resources(stack))
      .filter(
        (resource) =>
          resource.Type === 'AWS::IAM::Policy' &&
          JSON.stringify(resource.Properties.PolicyDocument).includes('sqs:SendMessage') &&
          JSON.stringify(resource.Properties.PolicyDocument).includes('SearchIndexQueue'),
      )
      .map((policy) => JSON.stringify(policy.Properties.Roles));
  expect(sendingRoles('async')).toEqual([]);
  const apiSenders = sendingRoles('api');
  expect(apiSenders).toHaveLength(2);
  expect(apiSenders.join(' ')).toContain('UsersResolver');
  expect(apiSenders.join(' ')).toContain('PostsResolver');
  expect(JSON.stringify(folio.templates.web.toJSON())).not.toContain('SearchIndexQueue');
});
