import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Entity, Service } from 'electrodb';
import { authGrantSchema } from './entities/auth-grant.ts';
import { catalogFollowSchema, catalogSchema } from './entities/catalog.ts';
import { claimSchema } from './entities/claim.ts';
import { clapShardSchema } from './entities/clap-shard.ts';
import { clapSchema } from './entities/clap.ts';
import { clapperSchema } from './entities/clapper.ts';
import { collectionSchema } from './entities/collection.ts';
import { credentialSchema } from './entities/credential.ts';
import { eventSchema } from './entities/event.ts';
import { flagSchema } from './entities/flag.ts';
import { feedItemSchema } from './entities/feed-item.ts';
import { followSchema } from './entities/follow.ts';
import { identitySchema } from './entities/identity.ts';
import { integrationTokenSchema } from './entities/integration-token.ts';
import { loginCodeSchema } from './entities/login-code.ts';
import { muteSchema } from './entities/mute.ts';
import { oidcAttemptSchema } from './entities/oidc-attempt.ts';
import { postContentSchema } from './entities/post-content.ts';
import { postDraftSchema } from './entities/post-draft.ts';
import { postRevisionSchema } from './entities/post-revision.ts';
import { postResponseSchema } from './entities/post-response.ts';
import { postSchema } from './entities/post.ts';
import { rateLimitSchema } from './entities/rate-limit.ts';
import { sequenceSchema } from './entities/sequence.ts';
import { sessionSchema } from './entities/session.ts';
import { staffPickSchema } from './entities/staff-pick.ts';
import { submissionSchema } from './entities/submission.ts';
import { tagPostSchema } from './entities/tag-post.ts';
import { tagSchema } from './entities/tag.ts';
import { userSchema } from './entities/user.ts';
import { readingHistoryPauseSchema, readingHistorySchema } from './entities/reading-history.ts';
import { highlightTallySchema, quoteSchema, topHighlightSchema } from './entities/quote.ts';
import { membershipSchema } from './entities/membership.ts';
import { paymentCustomerSchema } from './entities/payment-customer.ts';
import { paymentEventSchema } from './entities/payment-event.ts';
import { friendLinkSchema } from './entities/friend-link.ts';
import { paywallMeterSchema } from './entities/paywall-meter.ts';
// Gift memberships (issue #14).
import { giftCodeSchema } from './entities/gift-code.ts';
import { giftOrderSchema } from './entities/gift-order.ts';
// Billing history (issue #14).
import { chargeSchema } from './entities/charge.ts';
import { newsletterSchema } from './entities/newsletter.ts';
import { newsletterSubscriptionSchema } from './entities/newsletter-subscription.ts';
import { newsletterSendSchema } from './entities/newsletter-send.ts';
import { newsletterDeliverySchema } from './entities/newsletter-delivery.ts';
import { newsletterImportChunkSchema, newsletterImportSchema } from './entities/newsletter-import.ts';
import { newsletterConfirmationSchema } from './entities/newsletter-confirmation.ts';
import { newsletterExportSchema } from './entities/newsletter-export.ts';
import { addressSuppressionSchema } from './entities/address-suppression.ts';
import { newsletterSuppressionSchema } from './entities/newsletter-suppression.ts';
import { newsletterSendStatsSchema } from './entities/newsletter-send-stats.ts';
import { newsletterSubscriberDaySchema } from './entities/newsletter-subscriber-day.ts';
// Notifications (issue #16).
import {
  notificationDigestDueSchema,
  notificationDigestSchema,
  notificationMarkSchema,
  notificationSchema,
  notificationStateSchema,
} from './entities/notification.ts';

/** ElectroDB's execution of every request (not in its typings: every chain's `go()` calls it). */
type Execute = (method: string, parameters: unknown, options?: Record<string, unknown>) => Promise<unknown>;

/**
 * The entity, its failed requests throwing the SDK's error as it is: ElectroDB's documented execution
 * option `originalErr`, set on every request in this one place. Without it ElectroDB builds an
 * ElectroError, capturing a stack trace, before EVERY request, to replace a failure's error with one
 * pointing at the caller: about 1% of the CPU of a signed-in page, for a stack Folio never reads (it
 * tells failures by the SDK's exception name, condition-failure.ts, and logs them whole, decision 51).
 */
function withSdkErrors<E extends object>(entity: E): E {
  const execute = (entity as unknown as { go: Execute }).go.bind(entity);
  const go: Execute = (method, parameters, options) =>
    execute(method, parameters, { ...options, originalErr: true });
  return Object.assign(entity, { go });
}

export interface DataConfig {
  client: DynamoDBClient;
  table: string;
}

/**
 * Every entity over the one table, and the table itself (`table`: its client and name) for the one
 * request ElectroDB cannot make, a BatchGetItem across entities (batch-get.ts). Repositories receive
 * this; nothing else touches the table.
 */
export function createFolioData(config: DataConfig) {
  const service = new Service(
    {
      user: new Entity(userSchema, config),
      collection: new Entity(collectionSchema, config),
      post: new Entity(postSchema, config),
      postContent: new Entity(postContentSchema, config),
      postDraft: new Entity(postDraftSchema, config),
      postRevision: new Entity(postRevisionSchema, config),
      tag: new Entity(tagSchema, config),
      tagPost: new Entity(tagPostSchema, config),
      submission: new Entity(submissionSchema, config),
      sequence: new Entity(sequenceSchema, config),
      postResponse: new Entity(postResponseSchema, config),
      staffPick: new Entity(staffPickSchema, config),
      claim: new Entity(claimSchema, config),
      event: new Entity(eventSchema, config),
      session: new Entity(sessionSchema, config),
      authGrant: new Entity(authGrantSchema, config),
      loginCode: new Entity(loginCodeSchema, config),
      rateLimit: new Entity(rateLimitSchema, config),
      flag: new Entity(flagSchema, config),
      credential: new Entity(credentialSchema, config),
      integrationToken: new Entity(integrationTokenSchema, config),
      oidcAttempt: new Entity(oidcAttemptSchema, config),
      identity: new Entity(identitySchema, config),
      follow: new Entity(followSchema, config),
      feedItem: new Entity(feedItemSchema, config),
      mute: new Entity(muteSchema, config),
      clap: new Entity(clapSchema, config),
      clapShard: new Entity(clapShardSchema, config),
      clapper: new Entity(clapperSchema, config),
      readingHistory: new Entity(readingHistorySchema, config),
      readingHistoryPause: new Entity(readingHistoryPauseSchema, config),
      quote: new Entity(quoteSchema, config),
      highlightTally: new Entity(highlightTallySchema, config),
      topHighlight: new Entity(topHighlightSchema, config),
      catalog: new Entity(catalogSchema, config),
      catalogFollow: new Entity(catalogFollowSchema, config),
      membership: new Entity(membershipSchema, config),
      paymentCustomer: new Entity(paymentCustomerSchema, config),
      paymentEvent: new Entity(paymentEventSchema, config),
      friendLink: new Entity(friendLinkSchema, config),
      paywallMeter: new Entity(paywallMeterSchema, config),
      giftOrder: new Entity(giftOrderSchema, config),
      giftCode: new Entity(giftCodeSchema, config),
      charge: new Entity(chargeSchema, config),
      newsletter: new Entity(newsletterSchema, config),
      newsletterSubscription: new Entity(newsletterSubscriptionSchema, config),
      newsletterSend: new Entity(newsletterSendSchema, config),
      newsletterDelivery: new Entity(newsletterDeliverySchema, config),
      newsletterImport: new Entity(newsletterImportSchema, config),
      newsletterImportChunk: new Entity(newsletterImportChunkSchema, config),
      newsletterConfirmation: new Entity(newsletterConfirmationSchema, config),
      newsletterExport: new Entity(newsletterExportSchema, config),
      addressSuppression: new Entity(addressSuppressionSchema, config),
      newsletterSuppression: new Entity(newsletterSuppressionSchema, config),
      newsletterSendStats: new Entity(newsletterSendStatsSchema, config),
      newsletterSubscriberDay: new Entity(newsletterSubscriberDaySchema, config),
      notification: new Entity(notificationSchema, config),
      notificationMark: new Entity(notificationMarkSchema, config),
      notificationState: new Entity(notificationStateSchema, config),
      notificationDigestDue: new Entity(notificationDigestDueSchema, config),
      notificationDigest: new Entity(notificationDigestSchema, config),
    },
    config,
  );
  for (const entity of Object.values(service.entities)) withSdkErrors(entity);
  return Object.assign(service, { table: { client: config.client, name: config.table } });
}

export type FolioData = ReturnType<typeof createFolioData>;
