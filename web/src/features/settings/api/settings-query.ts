import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { MembershipSettings_user } from '../components/membership/membership-settings-fragment.ts';
import { NotificationSettings_user } from '../components/notifications/notification-settings-fragment.ts';
import { PublishingSettings_user } from '../components/publishing/publishing-settings-fragment.ts';
import { SecuritySettings_user } from '../components/security/security-settings-fragment.ts';

/**
 * Everything the five tabs show, asked at once: switching tabs then needs no request. The viewer is null
 * when the session turned out invalid: the reader is signed out.
 */
export type SettingsViewer = NonNullable<Operations.SettingsQuery['viewer']>;

export const SettingsQuery: TypedDocumentNode<Operations.SettingsQuery, Operations.SettingsQueryVariables> =
  gql`
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
