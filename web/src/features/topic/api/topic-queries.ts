import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';
import { StoryList_connection, storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { TopicHeader_tag, TopicWriter_user } from './topic-fragments.ts';

/** /tag/{tagSlug}: the tag and its latest stories (null → the 404 page). */
export const TopicLatestQuery: TypedDocumentNode<
  Operations.TopicLatestQuery,
  Operations.TopicLatestQueryVariables
> = gql`
  query TopicLatestQuery($tagSlug: ID!, $limit: Int!, $to: String) {
    tag(tagSlug: $tagSlug) {
      ...TopicHeader_tag
      postsConnection(paging: { limit: $limit, to: $to }) {
        ...StoryList_connection
      }
    }
  }
  ${TopicHeader_tag}
  ${StoryList_connection}
`;

/** /tag/{tagSlug}/top/{timePeriod}: the period's most clapped stories. */
export const TopicTopQuery: TypedDocumentNode<Operations.TopicTopQuery, Operations.TopicTopQueryVariables> =
  gql`
    query TopicTopQuery($tagSlug: ID!, $timePeriod: TagTimePeriod!) {
      tag(tagSlug: $tagSlug) {
        ...TopicHeader_tag
        topPosts(timePeriod: $timePeriod) {
          ...PostCard_post
        }
      }
    }
    ${TopicHeader_tag}
    ${PostCard_post}
  `;

/** /tag/{tagSlug}/archive[/{year}[/{month}]]: a year's or a month's stories and the years to pick from. */
export const TopicArchiveQuery: TypedDocumentNode<
  Operations.TopicArchiveQuery,
  Operations.TopicArchiveQueryVariables
> = gql`
  query TopicArchiveQuery($tagSlug: ID!, $year: Int!, $month: Int, $limit: Int!, $to: String) {
    tag(tagSlug: $tagSlug) {
      ...TopicHeader_tag
      archiveYears
      archivePostsConnection(year: $year, month: $month, paging: { limit: $limit, to: $to }) {
        ...StoryList_connection
      }
    }
  }
  ${TopicHeader_tag}
  ${StoryList_connection}
`;

/** /tag/{tagSlug}/recommended (decision 218): the tag's stories weighed by claps and age. */
export const TopicRecommendedQuery: TypedDocumentNode<
  Operations.TopicRecommendedQuery,
  Operations.TopicRecommendedQueryVariables
> = gql`
  query TopicRecommendedQuery($tagSlug: ID!) {
    tag(tagSlug: $tagSlug) {
      ...TopicHeader_tag
      recommendedPosts {
        ...PostCard_post
      }
    }
  }
  ${TopicHeader_tag}
  ${PostCard_post}
`;

/** /tag/{tagSlug}/who-to-follow (decision 218): the tag's writers, ranked, with Follow. */
export const TopicWhoToFollowQuery: TypedDocumentNode<
  Operations.TopicWhoToFollowQuery,
  Operations.TopicWhoToFollowQueryVariables
> = gql`
  query TopicWhoToFollowQuery($tagSlug: ID!) {
    tag(tagSlug: $tagSlug) {
      ...TopicHeader_tag
      topWriters {
        ...TopicWriter_user
      }
    }
  }
  ${TopicHeader_tag}
  ${TopicWriter_user}
`;

/** The related tags under the header, asked by the browser after the page shows (not in its server render). */
export const TopicRelatedTagsQuery: TypedDocumentNode<
  Operations.TopicRelatedTagsQuery,
  Operations.TopicRelatedTagsQueryVariables
> = gql`
  query TopicRelatedTagsQuery($tagSlug: ID!) {
    tag(tagSlug: $tagSlug) {
      id
      relatedTags {
        id
        displayTitle
      }
    }
  }
`;

export const topicRecommendedQuery = (
  tagSlug: string,
): TypedQuery<Operations.TopicRecommendedQuery, Operations.TopicRecommendedQueryVariables> => ({
  query: TopicRecommendedQuery,
  variables: { tagSlug },
});

export const topicWhoToFollowQuery = (
  tagSlug: string,
): TypedQuery<Operations.TopicWhoToFollowQuery, Operations.TopicWhoToFollowQueryVariables> => ({
  query: TopicWhoToFollowQuery,
  variables: { tagSlug },
});

export const topicLatestQuery = (
  tagSlug: string,
): TypedQuery<Operations.TopicLatestQuery, Operations.TopicLatestQueryVariables> => ({
  query: TopicLatestQuery,
  variables: { tagSlug, limit: storiesPerPage },
});

export const topicTopQuery = (
  tagSlug: string,
  timePeriod: Operations.TagTimePeriod,
): TypedQuery<Operations.TopicTopQuery, Operations.TopicTopQueryVariables> => ({
  query: TopicTopQuery,
  variables: { tagSlug, timePeriod },
});

export const topicArchiveQuery = (
  tagSlug: string,
  year: number,
  month: number | null,
): TypedQuery<Operations.TopicArchiveQuery, Operations.TopicArchiveQueryVariables> => ({
  query: TopicArchiveQuery,
  variables: { tagSlug, year, month, limit: storiesPerPage },
});
