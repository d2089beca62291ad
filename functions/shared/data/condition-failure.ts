/** DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK's error). */
export function isConditionFailure(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { name?: string }).name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}
