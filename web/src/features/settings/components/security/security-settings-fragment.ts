import { gql } from '@apollo/client';

export const IntegrationToken_row = gql`
  fragment IntegrationToken_row on IntegrationToken {
    id
    description
    createdAt
    lastUsedAt
  }
`;

/** The signed-in browsers; times are AWSTimestamps (seconds). */
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

/** The sign-in providers linked to the viewer; connectedAt is an AWSTimestamp (seconds). */
export const ConnectionsSettings_user = gql`
  fragment ConnectionsSettings_user on User {
    id
    connectedAccounts {
      provider
      connectedAt
    }
  }
`;

/** What the Security and apps tab shows: password state, sessions, connections, integration tokens. */
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
