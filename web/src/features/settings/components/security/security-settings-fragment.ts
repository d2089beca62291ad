import { gql } from '@apollo/client';

/** A signed-in browser; times are AWSTimestamps (seconds). */
export interface SessionRow {
  __typename?: 'Session';
  id: string;
  method: string;
  userAgent: string;
  createdAt: number;
  lastSeenAt: number;
  isCurrent: boolean;
}

export interface IntegrationTokenRow {
  __typename?: 'IntegrationToken';
  id: string;
  description: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A sign-in provider linked to the viewer; connectedAt is an AWSTimestamp (seconds). */
export interface ConnectedAccountRow {
  __typename?: 'ConnectedAccount';
  provider: string;
  connectedAt: number;
}

/** What the Security and apps tab shows: password state, sessions, connections, integration tokens. */
export interface SecuritySettingsUser {
  __typename: 'User';
  id: string;
  hasPassword: boolean | null;
  sessions: SessionRow[] | null;
  connectedAccounts: ConnectedAccountRow[] | null;
  integrationTokens: IntegrationTokenRow[] | null;
}

export const IntegrationToken_row = gql`
  fragment IntegrationToken_row on IntegrationToken {
    id
    description
    createdAt
    lastUsedAt
  }
`;

export const SessionsSettings_user = gql`
  fragment SessionsSettings_user on User {
    id
    sessions {
      id
      method
      userAgent
      createdAt
      lastSeenAt
      isCurrent
    }
  }
`;

export const TokensSettings_user = gql`
  fragment TokensSettings_user on User {
    id
    integrationTokens {
      ...IntegrationToken_row
    }
  }
  ${IntegrationToken_row}
`;

export const ConnectionsSettings_user = gql`
  fragment ConnectionsSettings_user on User {
    id
    connectedAccounts {
      provider
      connectedAt
    }
  }
`;

export const SecuritySettings_user = gql`
  fragment SecuritySettings_user on User {
    id
    hasPassword
    ...SessionsSettings_user
    ...ConnectionsSettings_user
    ...TokensSettings_user
  }
  ${SessionsSettings_user}
  ${ConnectionsSettings_user}
  ${TokensSettings_user}
`;
