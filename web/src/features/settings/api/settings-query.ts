import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import {
  MembershipSettings_user,
  type MembershipSettingsUser,
} from '../components/membership/membership-settings-fragment.ts';
import {
  NotificationSettings_user,
  type NotificationSettingsUser,
} from '../components/notifications/notification-settings-fragment.ts';
import {
  PublishingSettings_user,
  type PublishingSettingsUser,
} from '../components/publishing/publishing-settings-fragment.ts';
import {
  SecuritySettings_user,
  type SecuritySettingsUser,
} from '../components/security/security-settings-fragment.ts';

/** Everything the five tabs show, asked at once: switching tabs then needs no request. */
export type SettingsViewer = AccountSettingsUser &
  PublishingSettingsUser &
  NotificationSettingsUser &
  MembershipSettingsUser &
  SecuritySettingsUser;

export interface SettingsQueryData {
  /** Null when the session turned out invalid: the reader is signed out. */
  viewer: SettingsViewer | null;
}

type NoVariables = Record<string, never>;

export const SettingsQuery: TypedDocumentNode<SettingsQueryData, NoVariables> = gql`
  query SettingsQuery {
    viewer {
      ...AccountSettings_user
      ...PublishingSettings_user
      ...NotificationSettings_user
      ...MembershipSettings_user
      ...SecuritySettings_user
    }
  }
  ${AccountSettings_user}
  ${PublishingSettings_user}
  ${NotificationSettings_user}
  ${MembershipSettings_user}
  ${SecuritySettings_user}
`;

/**
 * Loaded in the browser once hydrated (`skip` until then, and for visitors): the page is private and
 * never cached, and its data (sessions, tokens) is the most personal there is, so the server render
 * shows only the frame. From the cache once loaded: every change made here updates it, so switching
 * tabs (each a page change) costs no request. errorPolicy 'all': a field that failed (sessions, say)
 * is null and the rest still shows.
 */
export const useSettingsQuery = (skip: boolean) =>
  useQuery(SettingsQuery, { skip, fetchPolicy: 'cache-first', errorPolicy: 'all' });
