import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Query = Operations.NewsletterNewEmailQuery;
type Variables = Operations.NewsletterNewEmailQueryVariables;

/** Whether the viewer manages the newsletter (decision 180): its writer, or its publication's editors. */
const NewsletterNewEmailQuery: TypedDocumentNode<Query, Variables> = gql`
  query NewsletterNewEmailQuery($newsletterV3Id: ID!) {
    viewer {
      id
    }
    newsletterV3(id: $newsletterV3Id) {
      id
      type
      user {
        id
      }
      collection {
        id
        viewerEdge {
          id
          isEditor
        }
      }
    }
  }
`;

export const newsletterNewEmailQuery = (newsletterV3Id: string): TypedQuery<Query, Variables> => ({
  query: NewsletterNewEmailQuery,
  variables: { newsletterV3Id },
});

/** The page's answer: a visitor (asked to sign in), a manager, or anyone else (the 404 page). */
export function viewerOfNewEmail(answer: Query | null): 'visitor' | 'manager' | 'other' {
  if (answer && !answer.viewer) return 'visitor';
  const newsletter = answer?.newsletterV3;
  if (!answer?.viewer || !newsletter) return 'other';
  const manages =
    newsletter.type === 'AUTHOR'
      ? newsletter.user?.id === answer.viewer.id
      : newsletter.collection?.viewerEdge.isEditor === true;
  return manages ? 'manager' : 'other';
}

/** The newsletter's new e-mail: a draft (in its publication), for its managers only; NotFound else. */
export const StartNewsletterEmail: TypedDocumentNode<
  Operations.StartNewsletterEmailMutation,
  Operations.StartNewsletterEmailMutationVariables
> = gql`
  mutation StartNewsletterEmail($newsletterV3Id: ID!) {
    startDraft(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on PostDraft {
        id
      }
      ... on NotFound {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;
