import type { UserItem } from '#shared/data/reads/users.ts';
import { normaliseAddress } from '#shared/data/address-suppressions.ts';
import type { SendingRepository } from './repository.ts';

/**
 * Which of a batch's readers have a suppressed address (decision 163): their addresses asked in ONE
 * BatchGetItem, never one read per recipient.
 */
export async function suppressedRecipients(
  repository: Pick<SendingRepository, 'suppressedAmong'>,
  readers: ReadonlyMap<string, UserItem>,
): Promise<(reader: UserItem & { email: string }) => boolean> {
  const addresses = [...readers.values()].flatMap((reader) => (reader.email ? [reader.email] : []));
  const suppressed = addresses.length > 0 ? await repository.suppressedAmong(addresses) : new Set<string>();
  return (reader) => suppressed.has(normaliseAddress(reader.email));
}
