import { gql } from '@apollo/client';

/** The metered allowance the story page's Query found (decision 141): null for everyone it does not meter. */
export const MeteredAllowance_content = gql`
  fragment MeteredAllowance_content on PostContent {
    meter {
      unlocked
      storiesLeft
      allowance
      window
    }
  }
`;
