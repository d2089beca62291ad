import { searchQueriesPath, type SearchResponseBody } from '#contract/search.ts';
import { sha256Hex } from '../body-hash.ts';
import { postSearch, SearchFailed } from './search-client.ts';

const config = { applicationId: 'app', apiKey: 'key', indexPrefix: 'folio_' };
const body = { requests: [{ indexName: 'folio_tags', params: { query: 'ru' } }] };
const answer: SearchResponseBody = {
  results: [
    {
      index: 'folio_tags',
      hits: [{ objectID: 'rust', tagSlug: 'rust', displayText: 'Rust', postCount: 3 }],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 3,
      query: 'ru',
      queryID: 'q1',
      processingTimeMS: 1,
    },
  ],
};
const answering = (status: number, json: unknown) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => Response.json(json, { status }));

describe('postSearch (spec 3 §7 "Search provider")', () => {
  it('POSTs the body with the key and app id, and the user token only when signed in', async () => {
    const fetch = answering(200, answer);
    expect(await postSearch({ config, userToken: 'user-1', fetch }, body)).toEqual(answer.results);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe(searchQueriesPath);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual(body);
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      'x-amz-content-sha256': sha256Hex(init!.body as string),
      'x-algolia-api-key': 'key',
      'x-algolia-application-id': 'app',
      'x-algolia-usertoken': 'user-1',
    });
    await postSearch({ config, userToken: null, fetch }, body);
    expect(fetch.mock.calls[1]![1]?.headers).not.toHaveProperty('x-algolia-usertoken');
  });

  it('fails on a status of 400 or above, a network failure, or an answer of the wrong shape', async () => {
    await expect(postSearch({ config, userToken: null, fetch: answering(400, {}) }, body)).rejects.toEqual(
      new SearchFailed(400),
    );
    await expect(
      postSearch({ config, userToken: null, fetch: answering(503, answer) }, body),
    ).rejects.toBeInstanceOf(SearchFailed);
    const offline = jest.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(postSearch({ config, userToken: null, fetch: offline }, body)).rejects.toEqual(
      new SearchFailed(null),
    );
    await expect(
      postSearch({ config, userToken: null, fetch: answering(200, { results: [] }) }, body),
    ).rejects.toBeInstanceOf(SearchFailed);
  });
});
