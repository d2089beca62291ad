import { randomUUID } from 'node:crypto';
import type { Client } from '@opensearch-project/opensearch';
import type { SearchIndexKind, SearchResult } from '#contract/search.ts';
import type { IndexChange, ResolvedQuery, SearchEngine, SearchViewer } from '../../ports.ts';
import { applyChanges } from './bulk-changes.ts';
import { searchBody } from './search-body.ts';
import { searchIndexes, type SearchIndexes } from './search-indexes.ts';
import { searchResult, type OpenSearchAnswer } from './search-result.ts';

export interface OpenSearchEngineOptions {
  client: Client;
  indexPrefix: string;
  /** Identifies an answer in click events (Algolia's 32 hex digits); random unless a test fixes it. */
  newQueryId?: () => string;
}

/** The engine on a domain, with what the index store needs beyond the port. */
export interface OpenSearchEngine extends SearchEngine {
  client: Client;
  indexes: SearchIndexes;
}

type MsearchItem = OpenSearchAnswer | { error: { type: string; reason: string }; status: number };

const randomQueryId = () => randomUUID().replaceAll('-', '');

/** Amazon OpenSearch Service behind the search port: every query of a request in one msearch. */
export function createOpenSearchEngine({
  client,
  indexPrefix,
  newQueryId = randomQueryId,
}: OpenSearchEngineOptions): OpenSearchEngine {
  const indexes = searchIndexes(client, indexPrefix);

  async function search(queries: readonly ResolvedQuery[], viewer: SearchViewer): Promise<SearchResult[]> {
    if (queries.length === 0) return [];
    const lines = queries.flatMap((query) => [
      { index: indexes.aliasOf(query.kind) },
      searchBody(query, viewer),
    ]);
    const { body } = await client.msearch({ body: lines });
    return (body.responses as MsearchItem[]).map((item, position) => {
      if ('error' in item)
        throw new Error(`OpenSearch failed a query (${item.status}): ${item.error.reason}`);
      const query = queries[position]!;
      return searchResult(query, item, query.clickAnalytics ? newQueryId() : undefined);
    });
  }

  return {
    client,
    indexes,
    search,
    apply: (changes: readonly IndexChange[]) => applyChanges(client, changes, indexes.aliasOf),
    async count(kind: SearchIndexKind) {
      const { body } = await client.count({ index: indexes.aliasOf(kind) });
      return body.count;
    },
  };
}
