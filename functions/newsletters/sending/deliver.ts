import { isListed } from '#shared/data/entities/post.ts';
import { canReadFullBody } from '#shared/data/paywall.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import { servedTier } from '#shared/data/served-tier.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import { newsletterMailTags } from '../mail-tags.ts';
import { unsubscribeHeaders } from '../unsubscribe-link.ts';
import { emailSubscriberAsReader } from './email-subscribers.ts';
import { trackedEmail } from '../tracking/tracked-email.ts';
import { suppressedRecipients } from './suppressed-recipients.ts';
import type { SendingRepository } from './repository.ts';
import type { RecipientBatch } from './send-messages.ts';
import { storyEmails } from './story-emails.ts';

export interface DeliveryDependencies {
  repository: SendingRepository;
  mailer: Mailer;
  sessionSecret: SecretSource;
  /** The site's origin, for the story's and the unsubscribe links. */
  siteOrigin: () => Promise<string>;
  /** Waited on before each e-mail (pace.ts). */
  pace: () => Promise<void>;
  now: () => number;
  /** A claim never marked sent and older than this belongs to a dead invocation: the visibility timeout. */
  staleClaimMs: number;
  logger: FailureLogger;
}

/** Who is never sent a newsletter: a suspended account, one without a verified address, one that said no. */
const mayReceive = (reader: UserItem | undefined): reader is UserItem & { email: string } =>
  reader !== undefined &&
  !reader.isSuspended &&
  Boolean(reader.email) &&
  reader.allowEmailNewsletters !== false;

/**
 * One recipient batch (decision 157): the story rendered once per version (whole, or the member-only
 * preview), then for each recipient still subscribed who may receive mail, the delivery claimed, the
 * e-mail sent with its own signed unsubscribe link and RFC 8058 headers, and the delivery marked sent.
 * A recipient already claimed (another newsletter of the story, or this batch's earlier run) is
 * skipped; a suppressed address (decision 163) is never sent to, only counted. A failed e-mail releases its claim and fails the batch, which SQS retries for it alone.
 */
export function createDelivery(dependencies: DeliveryDependencies) {
  const { repository, mailer, now } = dependencies;

  return async function deliver(batch: RecipientBatch): Promise<void> {
    const { postId, newsletterId, recipientIds } = batch;
    const { story, content } = await repository.findStory(postId);
    if (!story || !content || !isListed(story)) return;
    const [subscribed, readers, writer, newsletters, publication, origin, secret] = await Promise.all([
      repository.stillSubscribed(newsletterId, recipientIds),
      repository.findUsersByIds(recipientIds),
      repository.findUserById(story.creatorId),
      repository.findNewsletters([newsletterId]),
      story.collectionId && story.statusForCollection === 'APPROVED'
        ? repository.findCollectionById(story.collectionId)
        : undefined,
      dependencies.siteOrigin(),
      dependencies.sessionSecret(),
    ]);
    const newsletter = newsletters.get(newsletterId);
    if (!newsletter) return;
    const emailFor = storyEmails({
      story,
      content,
      writer,
      publication,
      newsletterName: newsletter.name,
      origin,
    });

    const isSuppressed = await suppressedRecipients(repository, readers);

    let failed = 0;
    for (const recipientId of recipientIds) {
      const reader = readers.get(recipientId) ?? emailSubscriberAsReader(subscribed.get(recipientId));
      if (!subscribed.has(recipientId) || !mayReceive(reader)) continue;
      const key = { postId, recipientId, newsletterId };
      if (isSuppressed(reader)) {
        await repository.markSuppressed(key, now());
        continue;
      }
      const claimedAt = now();
      if (!(await repository.claimDelivery(key, claimedAt, claimedAt - dependencies.staleClaimMs))) continue;
      try {
        const isFullContent = canReadFullBody(story, { id: reader.id, tier: servedTier(reader, claimedAt) });
        const unsubscribe = unsubscribeHeaders(origin, secret, recipientId, newsletterId);
        const plain = (await emailFor(isFullContent))(unsubscribe.link);
        const email =
          newsletter.tracksOpensAndClicks === false
            ? plain
            : trackedEmail(plain, { origin, secret, mail: key, unsubscribeLink: unsubscribe.link });
        await dependencies.pace();
        await mailer.send({
          to: reader.email,
          ...email,
          headers: unsubscribe.headers,
          tags: newsletterMailTags(key),
        });
      } catch (error) {
        dependencies.logger.error('Newsletter e-mail not sent', { postId, recipientId, error });
        await repository.releaseDelivery(postId, recipientId, claimedAt);
        failed++;
        continue;
      }
      await repository.markDelivered(key, now());
    }
    if (failed > 0) throw new Error(`${failed} e-mail(s) of the batch failed: SQS retries it for them`);
  };
}
