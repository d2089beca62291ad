import { confirmationKeptSeconds } from '#shared/data/entities/newsletter-confirmation.ts';
import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import type { Suppressions } from '../suppressions.ts';
import { renderConfirmationEmail } from './confirmation-email.tsx';
import { confirmationPath } from './confirmation-link.ts';
import type { ConfirmationRepository } from './confirmation-repository.ts';

export interface AskDependencies {
  confirmations: ConfirmationRepository;
  suppressedAmong: Suppressions['suppressedAmong'];
  mailer: Mailer;
  /** Waited on before each e-mail: the newsletter-send queue's pacing (sending/pace.ts). */
  pace: () => Promise<void>;
  sessionSecret: SecretSource;
  siteOrigin: () => Promise<string>;
  now: () => number;
  /** A claim never marked sent and older than this belongs to a dead invocation: the visibility timeout. */
  staleClaimMs: number;
  logger: FailureLogger;
}

export interface ConfirmationRequest {
  importId: string;
  newsletter: { id: string; name: string };
  /** Who asks: the writer's or the publication's name. */
  from: string;
  /** Normalised addresses, none subscribed to the newsletter. */
  addresses: readonly string[];
}

/**
 * Asks each address of an import without declared consent to confirm (decision 173): a suppressed
 * address is never written to; an address asked in the last 30 days (by any import of the newsletter)
 * is not asked again; otherwise its pending confirmation is claimed, ONE e-mail sent (paced) and the
 * claim marked sent. A retried chunk finds its own sends and counts them again without sending. A failed
 * e-mail releases its claim and fails the chunk, which SQS retries. Answers how many this import asked.
 */
export function createConfirmationAsker(dependencies: AskDependencies) {
  const { confirmations, mailer, now } = dependencies;

  return async function askToConfirm({ importId, newsletter, from, addresses }: ConfirmationRequest) {
    const ids = new Map(addresses.map((address) => [address, emailSubscriberId(address)]));
    const [suppressed, kept, origin, secret] = await Promise.all([
      dependencies.suppressedAmong(addresses),
      confirmations.confirmationsAmong(newsletter.id, [...ids.values()]),
      dependencies.siteOrigin(),
      dependencies.sessionSecret(),
    ]);
    let asked = 0;
    let failed = 0;
    for (const [address, addressId] of ids) {
      if (suppressed.has(address)) continue;
      const earlier = kept.get(addressId);
      if (earlier?.importId === importId && earlier.sentAt !== undefined) {
        asked++;
        continue;
      }
      const key = { newsletterId: newsletter.id, addressId };
      const claimedAt = now();
      const expiresAt = Math.floor(claimedAt / 1000) + confirmationKeptSeconds;
      const claim = { ...key, address, importId, claimedAt, expiresAt };
      const isClaimed = await confirmations.claim(
        claim,
        claimedAt - dependencies.staleClaimMs,
        Math.floor(claimedAt / 1000),
      );
      if (!isClaimed) continue;
      try {
        const link = confirmationPath(secret, { ...key, expiresAt });
        const email = await renderConfirmationEmail({
          newsletterName: newsletter.name,
          from,
          confirmUrl: `${origin}${link}`,
        });
        await dependencies.pace();
        await mailer.send({ to: address, ...email });
      } catch (error) {
        dependencies.logger.error('Confirmation e-mail not sent', { importId, addressId, error });
        await confirmations.release(key, claimedAt);
        failed++;
        continue;
      }
      await confirmations.markSent(key, now());
      asked++;
    }
    if (failed > 0)
      throw new Error(`${failed} confirmation e-mail(s) failed: SQS retries the chunk for them`);
    return asked;
  };
}

export type ConfirmationAsker = ReturnType<typeof createConfirmationAsker>;
