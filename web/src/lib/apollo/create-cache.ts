import { InMemoryCache } from '@apollo/client';
import { cursorPaginated } from './cursor-paginated.ts';

/** Every union of graphql/schema.graphql and its members. */
export const possibleTypes: Record<string, string[]> = {
  PostResult: ['Post', 'NotFound', 'BadRequest'],
  UserResult: ['User', 'NotFound', 'BadRequest'],
  SendAcctAuthEmailResult: ['SusiMethod', 'FailedChallenge', 'BadRequest', 'NotFound', 'RateLimited'],
  VerifyLoginCodeResult: ['AccountToken', 'BadRequest', 'NotFound', 'RateLimited', 'TooManyRequests'],
  GoogleOneTapResult: [
    'AccountToken',
    'EmailAvailable',
    'SocialLoginSuggestion',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
  ],
  PasswordSignInResult: [
    'AccountToken',
    'InvalidPassword',
    'PasswordSoftLockout',
    'PasswordPermanentLockout',
    'IpAuthLockout',
    'BadRequest',
    'RateLimited',
  ],
  SetPasswordResult: [
    'User',
    'InvalidPassword',
    'PasswordSoftLockout',
    'PasswordPermanentLockout',
    'BadRequest',
    'Unauthorized',
    'RateLimited',
  ],
  SendVerificationEmailResult: ['User', 'BadRequest', 'Unauthorized', 'RateLimited'],
  ViewerUpdateResult: [
    'User',
    'BadRequest',
    'AlreadyExists',
    'NotFound',
    'Forbidden',
    'Unauthorized',
    'RateLimited',
  ],
  CreateIntegrationTokenResult: ['CreatedIntegrationToken', 'BadRequest', 'Unauthorized', 'RateLimited'],
};

/** The cache of the browser and of the server render: the same shape, or the injected state would not fit. */
export function createCache() {
  return new InMemoryCache({
    // The schema's unions (graphql/schema.graphql), so fragments on a union match its members;
    // create-cache.test.ts checks this list against the schema.
    possibleTypes,
    typePolicies: {
      Query: { fields: { latestPostsFeed: cursorPaginated } },
      User: { fields: { postsConnection: cursorPaginated } },
      Collection: { fields: { postsConnection: cursorPaginated } },
      // One per post, without an id of their own: what two queries ask of them is merged, not replaced.
      PreviewContent: { merge: true },
      PostContent: { merge: true },
    },
  });
}
