import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import type { StatsGranularity } from '../view.ts';

type Stats = Operations.NewsletterStatsQuery;
type StatsVariables = Operations.NewsletterStatsQueryVariables;

/** A newsletter's stats (decisions 163–165): its managers get them, anyone else Forbidden or NotFound. */
export const NewsletterStatsQuery: TypedDocumentNode<Stats, StatsVariables> = gql`
  query NewsletterStatsQuery($newsletterV3Id: ID!, $granularity: NewsletterStatsGranularity) {
    newsletterV3Stats(newsletterV3Id: $newsletterV3Id, granularity: $granularity) {
      __typename
      ... on NewsletterV3Stats {
        id
        subscriberCount
        tracksOpensAndClicks
        granularity
        subscribersOverTime {
          start
          subscribed
          unsubscribed
        }
        sends {
          postId
          sent
          delivered
          bounced
          opened
          clicked
          lastSentAt
        }
        suppressedCount
        suppressed {
          address
          reason
          suppressedAt
        }
      }
    }
  }
`;

export const newsletterStatsQuery = (
  newsletterV3Id: string,
  granularity: StatsGranularity = 'DAILY',
): TypedQuery<Stats, StatsVariables> => ({
  query: NewsletterStatsQuery,
  variables: { newsletterV3Id, granularity },
});

export const useNewsletterStatsQuery = (newsletterV3Id: string, granularity: StatsGranularity) =>
  useQuery(NewsletterStatsQuery, newsletterStatsQuery(newsletterV3Id, granularity));

export type NewsletterStats = Extract<Stats['newsletterV3Stats'], { __typename: 'NewsletterV3Stats' }>;

type Viewer = Operations.NewsletterStatsViewerQuery;
type ViewerVariables = Operations.NewsletterStatsViewerQueryVariables;

/** The writer's audience page: who the viewer is and their newsletter's id (derived on the server). */
export const NewsletterStatsViewerQuery: TypedDocumentNode<Viewer, ViewerVariables> = gql`
  query NewsletterStatsViewerQuery {
    viewer {
      id
      username
      newsletterV3Id
    }
  }
`;

export const newsletterStatsViewerQuery = (): TypedQuery<Viewer, ViewerVariables> => ({
  query: NewsletterStatsViewerQuery,
  variables: {},
});

export const useNewsletterStatsViewerQuery = () =>
  useQuery(NewsletterStatsViewerQuery, newsletterStatsViewerQuery());

type Titles = Operations.NewsletterSendTitlesQuery;
type TitlesVariables = Operations.NewsletterSendTitlesQueryVariables;

/** The titles of the stories a newsletter sent, loaded after its stats. */
export const NewsletterSendTitlesQuery: TypedDocumentNode<Titles, TitlesVariables> = gql`
  query NewsletterSendTitlesQuery($postIds: [ID!]!) {
    postResults(postIds: $postIds) {
      id
      title
    }
  }
`;

export const useNewsletterSendTitles = (postIds: string[]) =>
  useQuery(NewsletterSendTitlesQuery, { variables: { postIds }, skip: postIds.length === 0 });
