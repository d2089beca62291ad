import type { FolioData } from './data.ts';
import { isConditionFailure } from './condition-failure.ts';

/** The suppression key of an address: trimmed, lower case (as users' addresses are stored). */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/**
 * Lifts an address's permanent-bounce suppression (decision 188): a sign-in code e-mailed to it was
 * used, so mail reaches it again. One DeleteItem conditioned on the reason, so a complaint stays (the
 * reader said not to send) and an address never suppressed costs one refused write. True when lifted.
 */
export async function liftBounceSuppression(data: FolioData, address: string): Promise<boolean> {
  try {
    await data.entities.addressSuppression
      .delete({ address: normaliseAddress(address) })
      .where(({ reason }, { eq }) => eq(reason, 'PERMANENT_BOUNCE'))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
