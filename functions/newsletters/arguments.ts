import * as z from 'zod';
import { newsletterDescription, newsletterName } from '#contract/newsletter-fields.ts';
import type {
  MutationCreateNewsletterV3Args,
  MutationUpdateNewsletterV3Args,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { maxIdLength, userIdSchema } from '#shared/data/ids.ts';
import { newsletterTypes } from '#shared/data/entities/newsletter.ts';
import { pagingSchema } from '#contract/paging.ts';

const newsletterId = z.string().trim().min(1, 'A newsletter id cannot be empty.').max(maxIdLength);

/** subscribeNewsletterV3 (spec 3 §7: newsletterV3Id, shouldRecordConsent). */
export const subscribeArguments = z.object({
  newsletterV3Id: newsletterId,
  shouldRecordConsent: z.boolean().nullish(),
});

/** unsubscribeNewsletterV3, Query.newsletterV3. */
export const unsubscribeArguments = z.object({ newsletterV3Id: newsletterId });
export const newsletterArguments = z.object({ id: newsletterId });

/** fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe (spec 3 §7: userId). */
export const lazilyCreateArguments = z.object({ userId: userIdSchema });

/** unsubscribeAllNewslettersV3: every subscription, or those of one type. */
export const unsubscribeAllArguments = z.object({ type: z.enum(newsletterTypes).nullish() });

/** unsubscribeNewsletterV3ByLink: what the link names; its signature is 43 base64url characters. */
export const unsubscribeByLinkArguments = z.object({
  newsletterV3Id: newsletterId,
  subscriberId: userIdSchema,
  signature: z.string().regex(/^[\w-]{43}$/, 'This unsubscribe link is not valid.'),
});

/** createNewsletterV3 (decision 162): the publication's newsletter, its fields checked as the form does. */
export const createArguments = graphqlArguments<MutationCreateNewsletterV3Args>()(
  z.object({
    collectionId: z.string().trim().min(1).max(maxIdLength),
    name: newsletterName,
    description: newsletterDescription.nullish(),
    showPromo: z.boolean().nullish(),
  }),
);

/** updateNewsletterV3: the fields given change. */
export const updateArguments = graphqlArguments<MutationUpdateNewsletterV3Args>()(
  z.object({
    newsletterV3Id: newsletterId,
    name: newsletterName.nullish(),
    description: newsletterDescription.nullish(),
    showPromo: z.boolean().nullish(),
    tracksOpensAndClicks: z.boolean().nullish(),
  }),
);

/** Query.newsletterSubscribers: a page of a newsletter's subscribers (decision 169). */
export const subscribersArguments = z.object({ newsletterV3Id: newsletterId, paging: pagingSchema });
/** exportNewsletterSubscribers (decision 170). */
export const exportArguments = z.object({ newsletterV3Id: newsletterId });
/** Query.newsletterExport (decision 176): the export's random id. */
export const exportDownloadArguments = z.object({ id: z.uuid() });
/** Query.newsletterV3Stats (decision 164). */
export const statsArguments = z.object({
  newsletterV3Id: newsletterId,
  granularity: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']).nullish(),
});

/** The parent of User.newsletterV3, and of NewsletterV3's resolved fields. */
export const userSource = z.object({ id: z.string() });
export const collectionSource = z.object({ id: z.string() });
export const newsletterSource = z.object({
  id: z.string(),
  type: z.enum(newsletterTypes),
  ownerId: z.string(),
});
