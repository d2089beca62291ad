import { gql, type TypedDocumentNode } from '@apollo/client';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as Operations from '#graphql/generated/operations.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { audienceStatsCsv } from './audience-stats-csv.ts';
import { cacheHeaders } from './cache-decision.ts';
import type { PageRequest } from './page-request.ts';
import type { ServerClient } from './server-client.ts';

/** Who is asking, and their newsletter's id (derived on the server). */
export const AudienceStatsViewerQuery: TypedDocumentNode<
  Operations.AudienceStatsViewerQuery,
  Operations.AudienceStatsViewerQueryVariables
> = gql`
  query AudienceStatsViewerQuery {
    viewer {
      id
      username
      newsletterV3Id
    }
  }
`;

/** The daily stats of the viewer's newsletter: its managers only (Forbidden else). */
export const AudienceStatsExportQuery: TypedDocumentNode<
  Operations.AudienceStatsExportQuery,
  Operations.AudienceStatsExportQueryVariables
> = gql`
  query AudienceStatsExportQuery($newsletterV3Id: ID!) {
    newsletterV3Stats(newsletterV3Id: $newsletterV3Id, granularity: DAILY) {
      __typename
      ... on NewsletterV3Stats {
        id
        subscriberCount
        subscribersOverTime {
          start
          subscribed
          unsubscribed
        }
        sends {
          postId
          sent
          delivered
          bounced
          complained
          opened
          clicked
          lastSentAt
        }
      }
    }
  }
`;

/** The writer a `/@{username}/audience/stats/export` path names, or null for any other path. */
export function audienceStatsExportUser(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name !== 'ShowUserAudienceStatsExport') return null;
  return match.params.username ?? null;
}

/** One query as the viewer; its failure is the request's. */
async function ask<T, V extends Record<string, unknown>>(
  client: ServerClient,
  request: { query: TypedDocumentNode<T, V>; variables: V },
): Promise<T | null> {
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  return client.apollo.readQuery(request);
}

/**
 * Spec 3 §2 `/@{username}/audience/stats/export`, a CSV export endpoint answered by the server
 * (decision 178): the writer's own audience stats, asked for as the viewer, as a CSV attachment never
 * stored anywhere. Null (the 404 page, as the audience page answers) for anyone but that writer.
 */
export async function audienceStatsExport(
  username: string,
  client: ServerClient,
): Promise<APIGatewayProxyStructuredResultV2 | null> {
  const viewer = (await ask(client, { query: AudienceStatsViewerQuery, variables: {} }))?.viewer;
  if (!viewer || viewer.username !== username) return null;
  const stats = (
    await ask(client, {
      query: AudienceStatsExportQuery,
      variables: { newsletterV3Id: viewer.newsletterV3Id },
    })
  )?.newsletterV3Stats;
  if (stats?.__typename !== 'NewsletterV3Stats') return null;
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${username}-audience-stats.csv"`,
      ...cacheHeaders({ cacheable: false, reason: 'export' }),
    },
    body: audienceStatsCsv(stats),
  };
}
