import type { UserItem } from './repository.ts';

/** The GraphQL User (graphql/schema.graphql). postsConnection is resolved by the posts domain from `id`. */
export interface GraphqlUser {
  __typename: 'User';
  id: string;
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
}

export function toGraphqlUser(user: UserItem): GraphqlUser {
  return {
    __typename: 'User',
    id: user.id,
    name: user.name,
    username: user.username,
    bio: user.bio ?? '',
    imageId: user.imageId ?? null,
  };
}
