import { gql } from '@apollo/client';

/** What the Save button needs of a story: which of the viewer's lists hold it ([] for a visitor). */
export const SaveButton_post = gql`
  fragment SaveButton_post on Post {
    id
    viewerCatalogIds
  }
`;
