import type { OperationVariables } from '@apollo/client';
import { defaultNotificationSettings } from '#contract/user-settings.ts';
import type { Answered } from '#web/lib/testing/answered.ts';
import type { SettingsViewer } from '../api/settings-query.ts';
import type { Answer } from './settings-test-harness.tsx';

/** A viewer as the API answers it, with every __typename the cache needs to normalise it. */
export function viewerFixture(overrides: Partial<Answered<SettingsViewer>> = {}): Answered<SettingsViewer> {
  return {
    __typename: 'User',
    id: 'a1b2c3d4e5f6',
    name: 'Ada Lovelace',
    username: 'ada',
    bio: 'Poet of numbers.',
    pronouns: ['she', 'her'],
    imageId: null,
    emailObfuscated: 'a***@f***.example',
    unverifiedEmail: null,
    hasSubdomain: false,
    publishingSettings: {
      __typename: 'PublishingSettings',
      allowEmailAddressSharingEditorWriter: false,
      defaultResponsesAllowed: 'EVERYONE',
    } as SettingsViewer['publishingSettings'],
    adminCollections: [
      { __typename: 'Collection', id: 'c1', name: 'Analytical Engines', slug: 'engines', avatar: null },
    ] as unknown as SettingsViewer['adminCollections'],
    notificationSettings: {
      __typename: 'NotificationSettings',
      ...defaultNotificationSettings,
    } as SettingsViewer['notificationSettings'],
    membership: null,
    hasPassword: false,
    sessions: [
      {
        __typename: 'Session',
        id: 'session-here',
        method: 'email',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        createdAt: 1_700_000_000,
        lastSeenAt: 1_717_200_000,
        isCurrent: true,
      },
      {
        __typename: 'Session',
        id: 'session-phone',
        method: 'password',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        createdAt: 1_700_000_000,
        lastSeenAt: 1_709_251_200,
        isCurrent: false,
      },
    ],
    connectedAccounts: [],
    integrationTokens: [],
    ...overrides,
  };
}

type Handler = (variables: OperationVariables, viewer: SettingsViewer) => unknown;

/**
 * A small stateful API: queries answer the viewer as it now is, and each settings mutation changes it
 * and answers it, as the real resolvers do. `overrides` replace single operations (a refusal, say).
 */
export function fakeSettingsServer(
  start: SettingsViewer = viewerFixture(),
  overrides: Record<string, Handler> = {},
): Answer & { viewer: () => SettingsViewer } {
  let viewer = start;
  const change = (patch: Partial<SettingsViewer>) => (viewer = { ...viewer, ...patch });
  const handlers: Record<string, Handler> = {
    SettingsQuery: () => ({ viewer }),
    // The Membership tab's billing history: none unless a test answers it.
    BillingHistoryQuery: () => ({
      billingHistory: { __typename: 'ChargeConnection', charges: [], pagingInfo: { next: null } },
    }),
    // The Publishing tab's newsletter (issue #15): none unless a test answers it.
    ViewerNewsletterQuery: () => ({
      viewer: { __typename: 'User', id: viewer.id, isEligibleToImportEmails: false, newsletterV3: null },
    }),
    UpdateViewerProfile: ({ input }) => ({ updateViewerProfile: change(input) }),
    UpdateUsername: ({ username }) => ({ updateUsername: change({ username }) }),
    RequestEmailChange: ({ email }) => ({ requestEmailChange: change({ unverifiedEmail: email }) }),
    ClaimSubdomain: () => ({ claimSubdomain: change({ hasSubdomain: true }) }),
    UnclaimSubdomain: () => ({ unclaimSubdomain: change({ hasSubdomain: false }) }),
    UpdateNotificationSettings: ({ input }) => ({
      updateNotificationSettings: change({
        notificationSettings: { ...viewer.notificationSettings!, ...input },
      }),
    }),
    UpdatePublishingSettings: ({ input }) => ({
      updatePublishingSettings: change({ publishingSettings: { ...viewer.publishingSettings!, ...input } }),
    }),
    RevokeSession: ({ id }) => ({
      revokeSession: change({ sessions: viewer.sessions!.filter((session) => session.id !== id) }),
    }),
    DisconnectAccount: ({ provider }) => ({
      disconnectAccount: change({
        connectedAccounts: viewer.connectedAccounts!.filter((row) => row.provider !== provider),
      }),
    }),
    CreateIntegrationToken: ({ description }) => {
      const row = {
        __typename: 'IntegrationToken' as const,
        id: `token-${viewer.integrationTokens!.length + 1}`,
        description,
        createdAt: 1_717_200_000,
        lastUsedAt: null,
      };
      change({ integrationTokens: [row, ...viewer.integrationTokens!] });
      return {
        createIntegrationToken: {
          __typename: 'CreatedIntegrationToken',
          token: 'folio_s3cr3t-token-value',
          integrationToken: row,
        },
      };
    },
    RevokeIntegrationToken: ({ id }) => ({
      revokeIntegrationToken: change({
        integrationTokens: viewer.integrationTokens!.filter((token) => token.id !== id),
      }),
    }),
  };
  const answer = (name: string, variables: OperationVariables) => {
    const handler = overrides[name] ?? handlers[name];
    if (!handler) throw new Error(`The fake API does not answer ${name}.`);
    return handler(variables, viewer);
  };
  return Object.assign(answer, { viewer: () => viewer });
}
