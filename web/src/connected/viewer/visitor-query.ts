import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Spec 2 §7 VisitorQuery. Asked by the browser only, never preloaded: logged-out pages are cached at the
 * edge for every visitor, so the server's answer would carry one visitor's country to all the others.
 * The country is CloudFront's (ISO 3166-1 alpha-2), null when unknown (locally, always).
 */
export const VisitorQuery: TypedDocumentNode<Operations.VisitorQuery, Operations.VisitorQueryVariables> = gql`
  query VisitorQuery {
    visitor {
      id
      geolocation {
        country
      }
    }
  }
`;

export const useVisitorQuery = (skip: boolean) => useQuery(VisitorQuery, { skip });
