import { batchResolverEvents, resolverEvent } from '#fixtures/appsync-event.ts';
import { lambdaMetrics } from '#fixtures/lambda-metrics.ts';
import { createDomainHandler, lazyHandler, resolverMetricNames } from './domain-handler.ts';
import { ResultError } from './results.ts';

const outage = () => new Error('Error thrown by DynamoDB client: connect ECONNREFUSED 10.0.0.7:8000');
const context = { awsRequestId: 'req-1' };
const unavailable = {
  name: 'ServiceUnavailable',
  message:
    'Something went wrong on our side and this request did not complete. Please try again in a moment. (Request id: req-1)',
};

function handlerThrowing(error: unknown) {
  const logger = { error: jest.fn() };
  const fail = async () => {
    throw error;
  };
  const handler = createDomainHandler(
    'posts',
    { fields: { 'Query.postResult': fail }, batchFields: { 'Post.creator': fail } },
    logger,
  );
  return { handler, logger };
}

describe('what AppSync may report (errorType is the thrown name, message its message)', () => {
  test('a failure that is not a result leaves as ServiceUnavailable naming the request id, its details logged', async () => {
    const error = outage();
    const { handler, logger } = handlerThrowing(error);
    const failure = await handler(resolverEvent('Query.postResult'), context).catch((thrown) => thrown);
    expect(failure).toBeInstanceOf(ResultError);
    expect(failure).toMatchObject(unavailable);
    expect(logger.error).toHaveBeenCalledWith('posts resolver failed', {
      requestId: 'req-1',
      field: 'Query.postResult',
      error,
    });
  });

  test('a BatchInvoke call fails the same way', async () => {
    const { handler, logger } = handlerThrowing(outage());
    const events = batchResolverEvents('Post.creator', [{ creatorId: 'a' }, { creatorId: 'b' }]);
    await expect(handler(events, context)).rejects.toMatchObject(unavailable);
    expect(logger.error).toHaveBeenCalledWith(
      'posts resolver failed',
      expect.objectContaining({ field: 'Post.creator' }),
    );
  });

  test('the spec’s results leave as they are; only those that are ours are logged', async () => {
    const badRequest = handlerThrowing(new ResultError('BadRequest', 'id: Invalid post id.'));
    await expect(badRequest.handler(resolverEvent('Query.postResult'), context)).rejects.toMatchObject({
      name: 'BadRequest',
      message: 'id: Invalid post id.',
    });
    expect(badRequest.logger.error).not.toHaveBeenCalled();

    const busy = handlerThrowing(new ResultError('ServiceUnavailable', 'The post store is busy; try again.'));
    await expect(busy.handler(resolverEvent('Query.postResult'), context)).rejects.toMatchObject({
      name: 'ServiceUnavailable',
      message: 'The post store is busy; try again.',
    });
    expect(busy.logger.error).toHaveBeenCalledTimes(1);
  });
});

test('an entry whose build fails answers ServiceUnavailable, and builds again on the next event', async () => {
  const logger = { error: jest.fn() };
  let builds = 0;
  const handler = lazyHandler(
    'auth',
    async () => {
      builds += 1;
      if (builds === 1) throw new Error('ParameterNotFound: /folio/auth-origin');
      return createDomainHandler('auth', { fields: { 'Query.visitor': async () => 'ok' } }, logger);
    },
    logger,
  );
  expect(builds).toBe(0);
  await expect(handler(resolverEvent('Query.visitor'), context)).rejects.toMatchObject(unavailable);
  expect(await handler(resolverEvent('Query.visitor'), context)).toBe('ok');
  expect(await handler(resolverEvent('Query.visitor'), context)).toBe('ok');
  expect(builds).toBe(2);
});

describe('what an AWS entry tells CloudWatch, per field resolved', () => {
  let captured: ReturnType<typeof lambdaMetrics>;
  beforeEach(() => (captured = lambdaMetrics()));
  afterEach(() => captured.restore());

  const entry = () => {
    const logger = { error: jest.fn() };
    const routes = {
      fields: {
        'Query.postResult': async () => 'a post',
        'Query.post': async () => {
          throw new ResultError('BadRequest', 'id: Invalid post id.');
        },
        'Query.visitor': async () => {
          throw outage();
        },
      },
      batchFields: { 'Post.creator': async (events: unknown[]) => events.map(() => 'a writer') },
    };
    return lazyHandler('posts', () => createDomainHandler('posts', routes, logger), logger, captured.metrics);
  };
  const published = () =>
    captured.withMetric(resolverMetricNames.latency).map((document) => ({
      field: document.field,
      failures: document[resolverMetricNames.failures],
      latency: document[resolverMetricNames.latency],
      dimensions: document.dimensions,
    }));

  test('each invocation publishes its latency under its field, and a failure of ours when it fails', async () => {
    const handler = entry();
    expect(await handler(resolverEvent('Query.postResult'), context)).toBe('a post');
    await expect(handler(resolverEvent('Query.post'), context)).rejects.toMatchObject({ name: 'BadRequest' });
    await expect(handler(resolverEvent('Query.visitor'), context)).rejects.toMatchObject(unavailable);
    await handler(batchResolverEvents('Post.creator', [{ creatorId: 'a' }, { creatorId: 'b' }]), context);
    const latency = expect.any(Number);
    const dimensions = ['service', 'field'];
    // A caller's bad request is an answer, not a failure of ours; the outage is.
    expect(published()).toEqual([
      { field: 'Query.postResult', failures: undefined, latency, dimensions },
      { field: 'Query.post', failures: undefined, latency, dimensions },
      { field: 'Query.visitor', failures: 1, latency, dimensions },
      { field: 'Post.creator', failures: undefined, latency, dimensions },
    ]);
    expect(captured.withMetric('ColdStart')).toHaveLength(1);
  });

  test('a build that fails is a failure of the field asked', async () => {
    const handler = lazyHandler(
      'auth',
      async () => {
        throw new Error('ParameterNotFound: /folio/auth-origin');
      },
      { error: jest.fn() },
      captured.metrics,
    );
    await expect(handler(resolverEvent('Query.visitor'), context)).rejects.toMatchObject(unavailable);
    expect(published()).toEqual([
      { field: 'Query.visitor', failures: 1, latency: expect.any(Number), dimensions: ['service', 'field'] },
    ]);
  });
});
