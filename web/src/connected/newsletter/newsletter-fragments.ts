import { gql } from '@apollo/client';

/**
 * A writer as their Subscribe button needs them: the newsletter's id (known before the newsletter is
 * made) and whether the viewer is subscribed, which the server reads with the follow edges, so a page
 * showing the button makes no extra read (decision 154).
 */
export const WriterNewsletter_user = gql`
  fragment WriterNewsletter_user on User {
    id
    newsletterV3Id
    viewerEdge {
      id
      isSubscribedToNewsletter
    }
  }
`;
