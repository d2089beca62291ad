import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { PublicationNewsletter_collection } from '#web/connected/newsletter/newsletter-fragments.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Result = Operations.PublicationNewsletterQuery;
type Variables = Operations.PublicationNewsletterQueryVariables;

/**
 * A publication's newsletter pages (landing, promotion, settings; decision 162): the publication, its
 * newsletter (null until made) and whether the viewer edits it; no publication → the 404 page.
 */
export const PublicationNewsletterQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationNewsletterQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationNewsletter_collection
      domain
      newsletterV3 {
        id
        slug
        name
        description
        tracksOpensAndClicks
      }
      viewerEdge {
        id
        isEditor
      }
    }
  }
  ${PublicationNewsletter_collection}
`;

export const publicationNewsletterQuery = (domainOrSlug: string): TypedQuery<Result, Variables> => ({
  query: PublicationNewsletterQuery,
  variables: { domainOrSlug },
});

export const usePublicationNewsletterQuery = (domainOrSlug: string) =>
  useQuery(PublicationNewsletterQuery, publicationNewsletterQuery(domainOrSlug));

export type PublicationWithNewsletter = NonNullable<Result['collectionByDomainOrSlug']>;
