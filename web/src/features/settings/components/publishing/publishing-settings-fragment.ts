import { gql } from '@apollo/client';

export type { PublishingSettings, ResponsesAllowed } from '#contract/user-settings.ts';

/** What the Publishing tab shows: its two settings, the publications the viewer administers, the username its newsletter links use. */
export const PublishingSettings_user = gql`
  fragment PublishingSettings_user on User {
    id
    username
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
