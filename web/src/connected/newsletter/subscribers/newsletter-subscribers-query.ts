import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/** Subscribers a page of the list shows. */
export const subscribersPerPage = 25;

/** A newsletter's subscribers (decision 169), newest first; Show more asks the next (`$to`). */
export const NewsletterSubscribersQuery: TypedDocumentNode<
  Operations.NewsletterSubscribersQuery,
  Operations.NewsletterSubscribersQueryVariables
> = gql`
  query NewsletterSubscribersQuery($newsletterV3Id: ID!, $limit: Int!, $to: String) {
    newsletterSubscribers(newsletterV3Id: $newsletterV3Id, paging: { limit: $limit, to: $to }) {
      __typename
      ... on NewsletterSubscriberConnection {
        subscribers {
          id
          name
          username
          email
          subscribedAt
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`;

export const useNewsletterSubscribersQuery = (newsletterV3Id: string) =>
  useQuery(NewsletterSubscribersQuery, {
    variables: { newsletterV3Id, limit: subscribersPerPage },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
