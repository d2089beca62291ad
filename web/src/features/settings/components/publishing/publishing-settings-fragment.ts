import { gql } from '@apollo/client';

export type { PublishingSettings, ResponsesAllowed } from '#contract/user-settings.ts';

/** What the Publishing tab shows: its two settings and the publications the viewer administers. */
export const PublishingSettings_user = gql`
  fragment PublishingSettings_user on User {
    id
    publishingSettings {
      allowEmailAddressSharingEditorWriter
      defaultResponsesAllowed
    }
    adminCollections {
      id
      name
      slug
      avatar {
        id
      }
    }
  }
`;
