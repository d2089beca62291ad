import { gql } from '@apollo/client';

/** What the Account tab shows (spec 2 §3 Viewer): e-mail, profile information, username, subdomain. */
export const AccountSettings_user = gql`
  fragment AccountSettings_user on User {
    id
    name
    username
    bio
    pronouns
    imageId
    emailObfuscated
    unverifiedEmail
    hasSubdomain
  }
`;
