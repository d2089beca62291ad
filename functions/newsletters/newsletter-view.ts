import type { NewsletterItem } from './repository.ts';

/**
 * A newsletter as the API answers it (NewsletterV3): its stored fields; `user`, `collection` and
 * `viewerEdge` are resolved from `type` and `ownerId` (not in the schema, so never sent).
 */
export function newsletterView(item: NewsletterItem) {
  return {
    __typename: 'NewsletterV3' as const,
    id: item.id,
    slug: item.slug,
    name: item.name,
    type: item.type,
    description: item.description ?? '',
    showPromo: item.showPromo ?? true,
    tracksOpensAndClicks: item.tracksOpensAndClicks !== false,
    subscriberCount: item.subscriberCount ?? 0,
    ownerId: item.ownerId,
  };
}

export type NewsletterView = ReturnType<typeof newsletterView>;
