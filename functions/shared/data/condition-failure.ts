/**
 * Whether DynamoDB refused a request with the exception `name`: the SDK's error as thrown (data.ts
 * asks ElectroDB for it) or the cause of an error wrapping it.
 */
export function isDynamoDbRefusal(error: unknown, name: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { name?: string }).name === name) return true;
  }
  return false;
}

/** DynamoDB refused a write because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  isDynamoDbRefusal(error, 'ConditionalCheckFailedException');
