import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

/** A topic as the explore and onboarding pages show it: its tags with their counts, and the viewer's follow. */
export const TopicCard_topic = gql`
  fragment TopicCard_topic on Topic {
    id
    name
    description
    tagId
    tags {
      id
      displayTitle
      postCount
    }
    viewerEdge {
      id
      isFollowing
    }
  }
`;

/** /explore-topics and /get-started/topics (decision 216): the topics listed to the viewer. */
export const TopicsQuery: TypedDocumentNode<Operations.TopicsQuery, Operations.TopicsQueryVariables> = gql`
  query TopicsQuery {
    topics {
      ...TopicCard_topic
    }
  }
  ${TopicCard_topic}
`;

export const topicsQuery = (): TypedQuery<Operations.TopicsQuery, Operations.TopicsQueryVariables> => ({
  query: TopicsQuery,
  variables: {},
});
