import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { toAwsTimestamp } from '#shared/api/graphql-user/graphql-user.ts';
import { badRequest, notFound, ResultError, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import type { newsletterTypes } from '#shared/data/entities/newsletter.ts';
import { newsletterSlugOf } from '#contract/newsletter-fields.ts';
import { isCollectionEditor } from '#shared/data/reads/collections.ts';
import type { createNewsletterStats, StatsGranularity } from './newsletter-stats.ts';
import { editLimit, newsletterMessages, subscribeLimit } from './messages.ts';
import { authorNewsletterId, collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { newsletterView, type NewsletterView } from './newsletter-view.ts';
import type { NewsletterChanges, NewsletterItem, NewsletterRepository } from './repository.ts';
import { isUnsubscribeSignature } from './unsubscribe-link.ts';
import { createManagerCheck, forbidden } from './managers.ts';
import { isEligibleToImportEmails } from './import/eligibility.ts';

type NewsletterType = (typeof newsletterTypes)[number];
type Refusal = ResultValue<'BadRequest' | 'NotFound' | 'AlreadyExists' | 'Forbidden' | 'RateLimited'>;
export type NewsletterResult = NewsletterView | Refusal;

/** What an editor gives a newsletter (createNewsletterV3, updateNewsletterV3); absent fields stay. */
export interface NewsletterFields {
  name?: string | null;
  description?: string | null;
  showPromo?: boolean | null;
  tracksOpensAndClicks?: boolean | null;
}

/** Only the fields given: null and absent both leave a field as it is. */
const changesOf = ({
  name,
  description,
  showPromo,
  tracksOpensAndClicks,
}: NewsletterFields): NewsletterChanges => ({
  ...(name != null && { name }),
  ...(description != null && { description }),
  ...(showPromo != null && { showPromo }),
  ...(tracksOpensAndClicks != null && { tracksOpensAndClicks }),
});

export interface NewslettersDependencies {
  repository: NewsletterRepository;
  /** The session signing key, from which one-click links' key is derived (unsubscribe-link.ts). */
  sessionSecret: SecretSource;
  rateLimits: RateLimitCounter;
  now: () => number;
  /** A newsletter's stats for its owner (newsletter-stats.ts). */
  statsOf: ReturnType<typeof createNewsletterStats>;
}

/**
 * Newsletters and subscribing (spec 3 §4 "Newsletters and subscription", §7): a subscription starts
 * and ends at once, in one transaction with the newsletter's count; a writer's newsletter is made the
 * first time someone asks for it. Answers the newsletter as the viewer now sees it, or a typed reason.
 */
export function createNewslettersService({
  repository,
  sessionSecret,
  rateLimits,
  now,
  statsOf,
}: NewslettersDependencies) {
  /** The newsletter as it is right after a change (consistent: its count just moved). */
  const present = async (id: string): Promise<NewsletterResult> => {
    const item = await repository.findNewsletterById(id, true);
    return item ? newsletterView(item) : notFound(newsletterMessages.noNewsletter(id));
  };

  async function subscribeTo(
    viewer: SignedInViewer,
    newsletter: NewsletterItem,
    shouldRecordConsent: boolean,
  ): Promise<NewsletterResult> {
    if (newsletter.type === 'AUTHOR' && newsletter.ownerId === viewer.id) {
      return badRequest(newsletterMessages.subscribeSelf);
    }
    const limited = await refuseOverLimit(rateLimits, subscribeLimit, viewer.id, now());
    if (limited) return limited;
    const subscribedAt = now();
    const outcome = await repository.subscribe({
      subscriberId: viewer.id,
      newsletterId: newsletter.id,
      newsletterType: newsletter.type,
      subscribedAt,
      ...(shouldRecordConsent ? { consentRecordedAt: subscribedAt } : {}),
    });
    if (outcome === 'conflict') throw new ResultError('ServiceUnavailable', newsletterMessages.busy);
    if (outcome === 'already-subscribed') {
      return { __typename: 'AlreadyExists', message: newsletterMessages.alreadySubscribed };
    }
    if (outcome === 'newsletter-missing') return notFound(newsletterMessages.noNewsletter(newsletter.id));
    return present(newsletter.id);
  }

  const refuseNonManager = createManagerCheck(repository.findCollectionById);

  return {
    /** Query.newsletterV3: any newsletter, for everyone (it holds nothing private). */
    async newsletter(id: string): Promise<NewsletterView | null> {
      const item = await repository.findNewsletterById(id);
      return item ? newsletterView(item) : null;
    },

    /** User.newsletterV3: the writer's newsletter once it exists; nobody's read makes it. */
    async newsletterOfWriter(userId: string): Promise<NewsletterView | null> {
      const item = await repository.findNewsletterById(authorNewsletterId(userId));
      return item ? newsletterView(item) : null;
    },

    /** Collection.newsletterV3 for a batch of publications: one BatchGet of their derived newsletter ids. */
    async newslettersOfCollections(collectionIds: readonly string[]): Promise<(NewsletterView | null)[]> {
      const ids = collectionIds.map(collectionNewsletterId);
      const found = await repository.findNewslettersByIds(ids);
      return ids.map((id) => {
        const item = found.get(id);
        return item ? newsletterView(item) : null;
      });
    },

    /**
     * createNewsletterV3 (decision 162): the publication's one newsletter, by one of its editors; its id
     * derived from the publication's, so a second creation (or two at once) finds it AlreadyExists.
     */
    async createForCollection(
      viewer: SignedInViewer,
      { collectionId, ...fields }: NewsletterFields & { collectionId: string; name: string },
    ): Promise<NewsletterResult> {
      const limited = await refuseOverLimit(rateLimits, editLimit, viewer.id, now());
      if (limited) return limited;
      const collection = await repository.findCollectionById(collectionId);
      if (!collection) return notFound(newsletterMessages.noCollection(collectionId));
      if (!isCollectionEditor(collection, viewer.id)) return forbidden(newsletterMessages.notEditor);
      const id = collectionNewsletterId(collection.id);
      const created = await repository.createNewsletter({
        ...changesOf(fields),
        id,
        type: 'COLLECTION',
        ownerId: collection.id,
        slug: newsletterSlugOf(fields.name),
        name: fields.name,
        createdAt: now(),
      });
      if (!created) return { __typename: 'AlreadyExists', message: newsletterMessages.alreadyCreated };
      return present(id);
    },

    /** Query.newsletterV3Stats (decision 164): only for those who manage the newsletter. */
    async stats(viewer: SignedInViewer, newsletterId: string, granularity: StatsGranularity) {
      const newsletter = await repository.findNewsletterById(newsletterId);
      if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterId));
      return (await refuseNonManager(viewer.id, newsletter)) ?? statsOf(newsletter, granularity);
    },

    /** updateNewsletterV3: the fields given, by those who manage the newsletter; the slug stays. */
    async update(
      viewer: SignedInViewer,
      { newsletterV3Id, ...fields }: NewsletterFields & { newsletterV3Id: string },
    ): Promise<NewsletterResult> {
      const limited = await refuseOverLimit(rateLimits, editLimit, viewer.id, now());
      if (limited) return limited;
      const newsletter = await repository.findNewsletterById(newsletterV3Id);
      if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterV3Id));
      const refusal = await refuseNonManager(viewer.id, newsletter);
      if (refusal) return refusal;
      const updated = await repository.updateNewsletter(newsletter.id, changesOf(fields));
      return updated ? newsletterView(updated) : notFound(newsletterMessages.noNewsletter(newsletterV3Id));
    },

    async subscribe(viewer: SignedInViewer, newsletterId: string, shouldRecordConsent: boolean) {
      const newsletter = await repository.findNewsletterById(newsletterId);
      if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterId));
      return subscribeTo(viewer, newsletter, shouldRecordConsent);
    },

    /** Idempotent: not subscribed (or no such newsletter) answers the newsletter as it is. */
    async unsubscribe(viewer: SignedInViewer, newsletterId: string): Promise<NewsletterResult> {
      const outcome = await repository.unsubscribe(viewer.id, newsletterId);
      if (outcome === 'conflict') throw new ResultError('ServiceUnavailable', newsletterMessages.busy);
      return present(newsletterId);
    },

    /**
     * fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe: the writer's newsletter, made if needed; a
     * reader is subscribed to it (consent recorded: the button says what it does), the writer only
     * enables it. Counted against the subscribe limit, as it may make a newsletter.
     */
    async fetchOrLazilyCreate(viewer: SignedInViewer, userId: string): Promise<NewsletterResult> {
      if (userId !== viewer.id) {
        const limited = await refuseOverLimit(rateLimits, subscribeLimit, viewer.id, now());
        if (limited) return limited;
      }
      const newsletter = await repository.findOrMakeWriterNewsletter(userId, now());
      if (!newsletter) return notFound(newsletterMessages.noWriter(userId));
      if (userId === viewer.id) return newsletterView(newsletter);
      return subscribeTo(viewer, newsletter, true);
    },

    /**
     * unsubscribeNewsletterV3ByLink: anyone holding a signed link may end that one subscription, at
     * once; nothing else is learnt from it (a valid link answers the same whether it was subscribed).
     */
    async unsubscribeByLink(link: { newsletterV3Id: string; subscriberId: string; signature: string }) {
      const secret = await sessionSecret();
      if (!isUnsubscribeSignature(secret, link.subscriberId, link.newsletterV3Id, link.signature)) {
        return badRequest(newsletterMessages.badLink);
      }
      const outcome = await repository.unsubscribe(link.subscriberId, link.newsletterV3Id);
      if (outcome === 'conflict') throw new ResultError('ServiceUnavailable', newsletterMessages.busy);
      const newsletter = await repository.findNewsletterById(link.newsletterV3Id);
      return { __typename: 'UnsubscribedByLink' as const, newsletterName: newsletter?.name ?? '' };
    },

    /** unsubscribeAllNewslettersV3: each of the viewer's subscriptions (of a type) ended, one by one. */
    async unsubscribeAll(viewer: SignedInViewer, type?: NewsletterType | null) {
      const subscriptions = await repository.subscriptionsOf(viewer.id);
      const chosen = subscriptions.filter((item) => !type || item.newsletterType === type);
      const outcomes = await Promise.all(
        chosen.map((item) => repository.unsubscribe(viewer.id, item.newsletterId)),
      );
      if (outcomes.includes('conflict')) throw new ResultError('ServiceUnavailable', newsletterMessages.busy);
      return {
        __typename: 'UnsubscribedNewsletters' as const,
        count: outcomes.filter((o) => o === 'unsubscribed').length,
      };
    },

    /** Viewer.isEligibleToImportEmails (decision 167): the viewer's own, from their account and stories. */
    async isEligibleToImport(userId: string): Promise<boolean> {
      const [user, hasPublishedStory] = await Promise.all([
        repository.findUserById(userId),
        repository.hasPublishedStory(userId),
      ]);
      return user !== undefined && isEligibleToImportEmails(user, hasPublishedStory, now());
    },

    /** Query.viewerNewsletterSubscriptions: the viewer's newsletters, newest subscription first. */
    async viewerSubscriptions(viewer: Viewer): Promise<NewsletterView[] | null> {
      if (!viewer.id) return null;
      const subscriptions = await repository.subscriptionsOf(viewer.id);
      subscriptions.sort((a, b) => b.subscribedAt - a.subscribedAt);
      const found = await repository.findNewslettersByIds(subscriptions.map((item) => item.newsletterId));
      return subscriptions.flatMap((item) => {
        const newsletter = found.get(item.newsletterId);
        return newsletter ? [newsletterView(newsletter)] : [];
      });
    },

    /** NewsletterV3.viewerEdge for a batch: one BatchGet of the viewer's subscriptions; visitors none. */
    async viewerEdges(newsletterIds: readonly string[], viewer: Viewer) {
      const subscribed = viewer.id
        ? await repository.findSubscriptions(viewer.id, newsletterIds)
        : new Map<string, { subscribedAt: number }>();
      return newsletterIds.map((id) => {
        const subscribedAt = subscribed.get(id)?.subscribedAt;
        return {
          id: `${id}:${viewer.id ?? 'visitor'}`,
          isSubscribed: subscribedAt !== undefined,
          createdAt: toAwsTimestamp(subscribedAt),
        };
      });
    },
  };
}

export type NewslettersService = ReturnType<typeof createNewslettersService>;
