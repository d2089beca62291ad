import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** What creating or editing answers (EditNewsletterV3Result): the newsletter as it now is, or why not. */
const EditNewsletterOutcome = gql`
  fragment EditNewsletterOutcome on EditNewsletterV3Result {
    __typename
    ... on NewsletterV3 {
      id
      slug
      name
      description
      showPromo
      tracksOpensAndClicks
      collection {
        id
        newsletterV3 {
          id
        }
      }
    }
    ... on BadRequest {
      message
    }
    ... on NotFound {
      message
    }
    ... on AlreadyExists {
      message
    }
    ... on Forbidden {
      message
    }
    ... on Unauthorized {
      message
    }
    ... on RateLimited {
      message
    }
  }
`;

/** /{collectionSlug}/new-newsletter: the publication's newsletter made (its editors only). */
export const CreateNewsletterV3: TypedDocumentNode<
  Operations.CreateNewsletterV3Mutation,
  Operations.CreateNewsletterV3MutationVariables
> = gql`
  mutation CreateNewsletterV3($collectionId: ID!, $name: String!, $description: String, $showPromo: Boolean) {
    result: createNewsletterV3(
      collectionId: $collectionId
      name: $name
      description: $description
      showPromo: $showPromo
    ) {
      ...EditNewsletterOutcome
    }
  }
  ${EditNewsletterOutcome}
`;

/** /{collectionSlug}/newsletters/{newsletterSlug}/settings: its name, description, promotion and tracking. */
export const UpdateNewsletterV3: TypedDocumentNode<
  Operations.UpdateNewsletterV3Mutation,
  Operations.UpdateNewsletterV3MutationVariables
> = gql`
  mutation UpdateNewsletterV3(
    $newsletterV3Id: ID!
    $name: String
    $description: String
    $showPromo: Boolean
    $tracksOpensAndClicks: Boolean
  ) {
    result: updateNewsletterV3(
      newsletterV3Id: $newsletterV3Id
      name: $name
      description: $description
      showPromo: $showPromo
      tracksOpensAndClicks: $tracksOpensAndClicks
    ) {
      ...EditNewsletterOutcome
    }
  }
  ${EditNewsletterOutcome}
`;
