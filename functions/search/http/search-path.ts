import { searchQueriesPath } from '#contract/search.ts';

/** Everything the search Lambda serves: CloudFront's `/_/search/*` behaviour and the local gateway route it there. */
export const searchPathPrefix = '/_/search/';
export const searchBehaviourPath = `${searchPathPrefix}*`;

if (!searchQueriesPath.startsWith(searchPathPrefix))
  throw new Error(`${searchQueriesPath} must be under ${searchPathPrefix}, the search Lambda's path.`);
