import type { NavigationItem } from '#graphql/generated/schema-types.ts';
import type { CollectionItem } from '../../data/reads/collections.ts';

/**
 * The GraphQL Collection (graphql/schema.graphql), in one place because several domains answer with one
 * (publications for pages and stories, users for follows and mutes). postsConnection is resolved by the
 * posts domain from `id`; viewerEdge and followersConnection by the users domain.
 */
export interface GraphqlCollection {
  __typename: 'Collection';
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Only the image id is stored; the client builds image URLs from it. */
  avatar: { id: string } | null;
  logo: { id: string } | null;
  domain: string | null;
  /** How many follow the publication, kept on its item by the follow transaction. */
  subscriberCount: number;
  navigationItems: NavigationItem[];
  /**
   * Not in the schema (AppSync never sends it to a client): Collection.viewerEdge tells the viewer's
   * isEditor from it without reading the publication again.
   */
  creatorId: string;
}

const image = (id: string | undefined) => (id ? { id } : null);

export function toGraphqlCollection(collection: CollectionItem): GraphqlCollection {
  return {
    __typename: 'Collection',
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description ?? '',
    avatar: image(collection.avatarImageId),
    logo: image(collection.logoImageId),
    domain: collection.domain ?? null,
    subscriberCount: collection.followerCount ?? 0,
    navigationItems: (collection.navigationItems ?? []).map(({ title, value, destination }) => ({
      __typename: 'NavigationItem',
      title,
      value,
      destination,
    })),
    creatorId: collection.creatorId,
  };
}
