import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Result = Operations.PublicationSubmissionsQuery;
type Variables = Operations.PublicationSubmissionsQueryVariables;

/**
 * /{collectionSlug}/stories/submissions: the publication and whether the viewer edits it (the list
 * itself is the editor's, asked in the browser: components/pending-submissions.tsx); null → 404.
 */
export const PublicationSubmissionsQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationSubmissionsQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
      slug
      name
      viewerEdge {
        id
        isEditor
      }
    }
  }
`;

export const publicationSubmissionsQuery = (domainOrSlug: string): TypedQuery<Result, Variables> => ({
  query: PublicationSubmissionsQuery,
  variables: { domainOrSlug },
});

export const usePublicationSubmissionsQuery = (domainOrSlug: string) =>
  useQuery(PublicationSubmissionsQuery, publicationSubmissionsQuery(domainOrSlug));
