import { gql } from '@apollo/client';
import type { PublishingSettings } from '#shared/user-settings';

export type { PublishingSettings, ResponsesAllowed } from '#shared/user-settings';

/** What the Publishing tab shows: its two settings and the publications the viewer administers. */
export interface PublishingSettingsUser {
  __typename: 'User';
  id: string;
  publishingSettings: PublishingSettings | null;
  adminCollections: { id: string; name: string; slug: string; avatar: { id: string } | null }[] | null;
}

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
