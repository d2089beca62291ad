import { gql } from '@apollo/client';

/** What the clap button shows: the story's exact total and the viewer's claps (spec 3 §3 clap state). */
export const ClapButton_post = gql`
  fragment ClapButton_post on Post {
    id
    clapCount
    viewerClapCount
  }
`;

/** The same of a list (decision 119): its exact total and the viewer's claps. */
export const ClapButton_catalog = gql`
  fragment ClapButton_catalog on Catalog {
    id
    clapCount
    viewerClapCount
  }
`;
