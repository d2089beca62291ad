import { gql } from '@apollo/client';
import { ClapButton_post } from '../claps/clap-button-fragment.ts';
import { PostBody_paragraph } from '#web/ui/story-body/post-body-fragment.ts';

/** One response as the thread shows it: who, when, the body, its counts, what the viewer may do. */
export const ResponseItem_response = gql`
  fragment ResponseItem_response on PostResponse {
    id
    parentPostId
    parentCatalogId
    approvalState
    isDeleted
    isFromMutedWriter
    viewerCanModerate
    viewerIsWriter
    quotedText
    post {
      id
      ...ClapButton_post
      responsesCount
      firstPublishedAt
      creator {
        id
        name
        username
        imageId
        hasSubdomain
      }
    }
    paragraphs {
      ...PostBody_paragraph
    }
  }
  ${ClapButton_post}
  ${PostBody_paragraph}
`;

/** A page of one level of a thread and where the next page starts. */
export const ResponseLevel_page = gql`
  fragment ResponseLevel_page on PostResponseConnection {
    responses {
      ...ResponseItem_response
    }
    pagingInfo {
      next {
        limit
        to
      }
    }
  }
  ${ResponseItem_response}
`;

/** What the section needs of a list (decision 119): lists always take responses. */
export const ResponsesSection_catalog = gql`
  fragment ResponsesSection_catalog on Catalog {
    id
    responsesCount
    threadedResponses {
      ...ResponseLevel_page
    }
  }
  ${ResponseLevel_page}
`;

/**
 * What the section needs of the story: its count, whether it takes responses, and the first page of
 * its responses (MOST_RELEVANT, the API's default page size: responsesPageSize(0)).
 */
export const ResponsesSection_post = gql`
  fragment ResponsesSection_post on Post {
    id
    responsesCount
    allowResponses
    threadedResponses {
      ...ResponseLevel_page
    }
  }
  ${ResponseLevel_page}
`;
