import { anonymousCredential, xsrfHeaderName } from '#contract/edge-headers.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { feedClient, requestedFeed } from './publication-feed.ts';
import { PublicationFeedQuery } from './publication-feed-query.ts';

describe('the feed a path names', () => {
  const main = (path: string) => requestedFeed({ path, hostKind: 'default', hostTarget: null });
  const onDomain = (path: string) => requestedFeed({ path, hostKind: 'publication', hostTarget: 'the-pub' });

  it('on the main host, under the publication, not as a story', () => {
    expect(main('/the-pub/feed')).toEqual({ domainOrSlug: 'the-pub', tag: null });
    expect(main('/the-pub/feed/tagged/poetry')).toEqual({ domainOrSlug: 'the-pub', tag: 'poetry' });
    expect(main('/the-pub/feed/')).toEqual({ domainOrSlug: 'the-pub', tag: null });
  });

  it("on the publication's own domain, without its slug", () => {
    expect(onDomain('/feed')).toEqual({ domainOrSlug: 'the-pub', tag: null });
    expect(onDomain('/feed/tagged/slow%20poetry')).toEqual({ domainOrSlug: 'the-pub', tag: 'slow poetry' });
  });

  it('none for any other path', () => {
    expect(main('/the-pub')).toBeNull();
    expect(main('/the-pub/tagged/poetry')).toBeNull();
    expect(main('/the-pub/a-story-1a2b3c')).toBeNull();
    expect(main('/feed')).toBeNull();
    expect(onDomain('/a-story-1a2b3c')).toBeNull();
  });
});

test("a feed is asked as a visitor: the viewer's credential, cookies and xsrf token never travel", async () => {
  const sent: Record<string, string>[] = [];
  const executor: GraphqlExecutor = async (_request, headers) => {
    sent.push(headers);
    return { data: null, errors: [{ message: 'not asked here' }] };
  };
  const viewer = {
    authorization: 'session:abc',
    cookie: 'folio_xsrf=x; theme=dark',
    [xsrfHeaderName]: 'x',
    'user-agent': 'FeedReader/1.0',
  };
  await feedClient(executor, viewer).preload([
    { query: PublicationFeedQuery, variables: { domainOrSlug: 'the-pub', limit: 25 } },
  ]);
  expect(sent).toEqual([{ authorization: anonymousCredential, 'user-agent': 'FeedReader/1.0' }]);
});
