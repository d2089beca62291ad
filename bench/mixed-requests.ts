import { print } from 'graphql';
import { postSigned } from '#fixtures/signed-post.ts';
import { publications } from '#local/seed/publications.ts';
import type { PreloadQuery } from '#web/routes/page-registry.ts';
import { shellQueries } from '#web/shell/shell-queries.ts';

/** One kind of request a browser makes, and the status it must answer. */
export interface BenchRequest {
  name: string;
  status: number;
  send(): Promise<Response>;
}

/** The body the web client's batch link posts to /_/batch for these queries. */
const batchOf = (queries: PreloadQuery[]) =>
  JSON.stringify(queries.map(({ query, variables }) => ({ query: print(query), variables })));

/**
 * The traffic of readers and signed-in members: pages (each kind, over several stories and writers),
 * the shell's GraphQL batches, the page's static assets and a 404. `cookie` signs a member in.
 */
export async function mixedRequests(
  url: string,
  stories: readonly { post: string; profile: string }[],
  cookie: string,
): Promise<BenchRequest[]> {
  let turn = 0;
  const next = <T>(items: readonly T[]) => items[turn++ % items.length]!;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const storyHtml = await (await get(stories[0]!.post)).text();
  const assets = [...storyHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  if (!assets.length) throw new Error('The story page names no asset');
  const batch = (queries: PreloadQuery[], headers: Record<string, string> = {}) => {
    const body = batchOf(queries);
    return () => postSigned(`${url}/_/batch`, body, headers);
  };
  return [
    { name: 'home', status: 200, send: () => get('/') },
    { name: 'story', status: 200, send: () => get(next(stories).post) },
    { name: 'profile', status: 200, send: () => get(next(stories).profile) },
    { name: 'publication home', status: 200, send: () => get(`/${next(publications).slug}`) },
    { name: 'story, signed in', status: 200, send: () => get(next(stories).post, { cookie }) },
    { name: 'home, signed in', status: 200, send: () => get('/', { cookie }) },
    { name: 'batch, anonymous', status: 200, send: batch(shellQueries('anonymous')) },
    { name: 'batch, signed in', status: 200, send: batch(shellQueries('signed-in'), { cookie }) },
    { name: 'asset', status: 200, send: () => get(next(assets)) },
    { name: 'not found', status: 404, send: () => get('/this/does-not-exist') },
  ];
}

/** Sends `total` requests, taking the kinds in turn, `connections` at a time. */
export async function sendAll(requests: readonly BenchRequest[], total: number, connections: number) {
  let sent = 0;
  let unexpected = 0;
  const examples: string[] = [];
  async function worker() {
    while (sent < total) {
      const request = requests[sent++ % requests.length]!;
      const response = await request.send();
      await response.arrayBuffer();
      if (response.status === request.status) continue;
      unexpected++;
      if (examples.length < 5) examples.push(`${request.name}: ${response.status}`);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { sent, unexpected, examples };
}
