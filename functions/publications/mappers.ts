import type { CollectionItem } from './repository.ts';

/** The GraphQL Collection (graphql/schema.graphql). postsConnection is resolved by the posts domain from `id`. */
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
  };
}
