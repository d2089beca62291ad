import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { lambdaMetrics } from '#fixtures/lambda-metrics.ts';
import { observeInvocation, metricsNamespace, serviceName } from './observability.ts';

let captured: ReturnType<typeof lambdaMetrics>;
beforeEach(() => (captured = lambdaMetrics()));
afterEach(() => captured.restore());

test('the first invocation counts the cold start under the function name; the next ones do not', async () => {
  const handler = observeInvocation(async (n: number) => n + 1, captured.metrics);
  expect(await handler(1)).toBe(2);
  await handler(2);
  const coldStarts = captured.withMetric('ColdStart');
  expect(coldStarts).toHaveLength(1);
  expect(coldStarts[0]).toMatchObject({
    ColdStart: 1,
    service: serviceName,
    function_name: 'posts',
    _aws: { CloudWatchMetrics: [{ Namespace: metricsNamespace }] },
  });
});

test('what an invocation records is published when it ends, even when it throws', async () => {
  const failing = observeInvocation(async () => {
    captured.metrics.addMetric('Attempts', MetricUnit.Count, 1);
    throw new Error('the table is unreachable');
  }, captured.metrics);
  await expect(failing()).rejects.toThrow('the table is unreachable');
  expect(captured.withMetric('Attempts')).toEqual([
    expect.objectContaining({ Attempts: 1, service: serviceName, dimensions: ['service'] }),
  ]);
  expect(captured.metrics.hasStoredMetrics()).toBe(false);
});

test('an invocation that records nothing prints nothing beyond its cold start, not even a warning', async () => {
  const quiet = observeInvocation(async () => 'ok', captured.metrics);
  await quiet();
  await quiet();
  expect(captured.documents.map((document) => Object.keys(document))).toEqual([
    expect.arrayContaining(['ColdStart']),
  ]);
  expect(captured.warnings).toEqual([]);
});
