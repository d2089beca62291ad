import { pagingInfo, type Paging } from '#contract/paging.ts';
import { notFound, type ResultValue } from '#shared/api/results.ts';
import { toAwsTimestamp } from '#shared/api/graphql-user/graphql-user.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage } from '#shared/data/query-page.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { createManagerCheck } from './managers.ts';
import { newsletterMessages } from './messages.ts';
import type { NewsletterRepository } from './repository.ts';

/**
 * Query.newsletterSubscribers (decision 169): one page of a newsletter's subscribers, newest first
 * (Query gsi1 `byNewsletter`, descending), and their accounts' names (one BatchGetItem); only for the
 * newsletter's managers. An account's address is never answered; an e-mail subscriber's is the one its
 * importer gave.
 */
export function createSubscriberList(
  data: FolioData,
  newsletters: Pick<NewsletterRepository, 'findNewsletterById' | 'findCollectionById'>,
) {
  const refuseNonManager = createManagerCheck(newsletters.findCollectionById);
  const { findUsersByIds } = createUserReads(data);

  return async function subscribersOf(
    viewer: SignedInViewer,
    newsletterId: string,
    paging: Paging,
  ): Promise<object | ResultValue<'NotFound' | 'Forbidden'>> {
    const newsletter = await newsletters.findNewsletterById(newsletterId);
    if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterId));
    const refusal = await refuseNonManager(viewer.id, newsletter);
    if (refusal) return refusal;
    const page = await queryPage('gsi1', paging, (options) =>
      data.entities.newsletterSubscription.query.byNewsletter({ newsletterId }).go(options),
    );
    const accounts = await findUsersByIds(
      page.items.filter((item) => !item.email).map((item) => item.subscriberId),
    );
    return {
      __typename: 'NewsletterSubscriberConnection',
      subscribers: page.items.map((item) => {
        const account = accounts.get(item.subscriberId);
        return {
          id: `${newsletterId}:${item.subscriberId}`,
          name: account?.name ?? null,
          username: account?.username ?? null,
          email: item.email ?? null,
          subscribedAt: toAwsTimestamp(item.subscribedAt),
          consentRecordedAt: toAwsTimestamp(item.consentRecordedAt),
        };
      }),
      pagingInfo: pagingInfo(paging.limit, page.cursor),
    };
  };
}
