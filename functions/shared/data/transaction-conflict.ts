/** What ElectroDB answers for a write transaction: cancelled or not, with a reason per item. */
export interface TransactionResult {
  canceled: boolean;
  data: readonly ({ code?: string } | undefined)[];
}

/** How often a transaction is sent again when DynamoDB cancels it only for a concurrent one. */
const defaultConflictAttempts = 4;

/**
 * Sends a transaction, again (after a short random pause) while DynamoDB cancels it for a
 * TransactionConflict: two stories joining one tag at the same instant both count, one after the
 * other. A cancellation for any other reason (a condition) is answered as it is.
 */
export async function untilNoConflict<R extends TransactionResult>(
  send: () => Promise<R>,
  conflictAttempts = defaultConflictAttempts,
): Promise<R> {
  let result = await send();
  for (let attempt = 1; attempt < conflictAttempts; attempt += 1) {
    if (!result.canceled || !result.data.some((reason) => reason?.code === 'TransactionConflict')) break;
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    result = await send();
  }
  return result;
}
