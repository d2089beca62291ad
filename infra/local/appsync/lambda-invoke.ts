import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LambdaError } from './errors.ts';

export type LambdaHandler = (event: never, context: Context) => Promise<unknown>;

/** A Lambda context good enough for Powertools and our handlers. */
export function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Invokes a handler as Lambda would: the event and the answer cross a JSON boundary (so nothing is
 * shared by reference and unserialisable answers fail here as they would in AWS), and a thrown error
 * becomes a LambdaError named like the error (AppSync's errorType).
 */
export async function invokeLambda(
  functionName: string,
  handler: LambdaHandler,
  event: unknown,
): Promise<unknown> {
  try {
    const answer = await handler(JSON.parse(JSON.stringify(event)) as never, lambdaContext(functionName));
    return answer === undefined ? null : JSON.parse(JSON.stringify(answer));
  } catch (error) {
    if (error instanceof Error) {
      throw new LambdaError(
        error.message,
        error.name && error.name !== 'Error' ? error.name : 'Lambda:Unhandled',
      );
    }
    throw new LambdaError(String(error), 'Lambda:Unhandled');
  }
}
