import { gql } from '@apollo/client';

/** Everything the settings page and the story's facts show: asked by the page and by every save. */
export const PostSettings_settings = gql`
  fragment PostSettings_settings on PostSettings {
    id
    slug
    seoTitle
    seoDescription
    canonicalUrl
    showInRecommendations
    createdAt
    wordCount
    post {
      id
      title
      uniqueSlug
      isPublished
      visibility
      isLocked
      readingTime
      firstPublishedAt
      latestPublishedAt
      updatedAt
      statusForCollection
      extendedPreviewContent {
        subtitle
      }
      tags {
        id
        displayTitle
      }
      creator {
        id
        username
      }
      collection {
        id
        slug
        name
      }
    }
  }
`;
