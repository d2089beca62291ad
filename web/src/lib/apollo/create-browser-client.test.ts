import { createHash } from 'node:crypto';
import { gql } from '@apollo/client';
import { batchKeyOf } from './batch-link.ts';
import { createBrowserClient } from './create-browser-client.ts';

const operation = (name: string) => gql(`query ${name} { viewer { id } }`);

function recordingFetch() {
  const calls: {
    url: string;
    headers: Record<string, string>;
    body: { operationName: string }[];
    credentials?: string;
  }[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string }[];
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body,
      credentials: init?.credentials,
    });
    const answers = body.map(() => ({ data: { viewer: null } }));
    return new Response(JSON.stringify(answers), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the browser GraphQL client', () => {
  it('batches the shared groups together and every other operation alone, with the extra headers', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createBrowserClient({
      uri: '/_/batch',
      state: {},
      appVersion: '1.2.3',
      currentRoute: () => ({ metric: 'post', path: '/p/abc123?source=home' }),
      fetch,
    });
    await Promise.all(
      ['AvatarMenuQuery', 'UnreadNotificationCount', 'PostPageQuery'].map((name) =>
        client.query({ query: operation(name), fetchPolicy: 'network-only' }),
      ),
    );
    expect(calls).toHaveLength(2);
    const light = calls.find((call) => call.body.length === 2)!;
    expect(light.body.map((op) => op.operationName)).toEqual(['AvatarMenuQuery', 'UnreadNotificationCount']);
    expect(light.url).toBe('/_/batch');
    expect(light.credentials).toBe('same-origin');
    expect(light.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(JSON.stringify(light.body)).digest('hex'),
    );
    expect(light.headers).toMatchObject({
      'x-folio-operation': 'load-light',
      'x-folio-frontend-app': 'lite/1.2.3',
      'x-folio-frontend-route': 'post',
      'x-folio-frontend-path': '/p/abc123?source=home',
      'apollographql-client-name': 'lite',
      'apollographql-client-version': '1.2.3',
    });
    const alone = calls.find((call) => call.body.length === 1)!;
    expect(alone.headers['x-folio-operation']).toBe('PostPageQuery');
  });

  it('sends at most 20 operations per batch', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createBrowserClient({
      uri: '/_/batch',
      state: {},
      appVersion: '1',
      currentRoute: () => ({ metric: 'other', path: '/' }),
      fetch,
    });
    await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        client.query({
          query: operation('AvatarMenuQuery'),
          variables: { index },
          fetchPolicy: 'network-only',
        }),
      ),
    );
    expect(calls.map((call) => call.body.length).sort()).toEqual([1, 20]);
  });

  it("echoes the session's xsrf token on every request, read when the request is sent", async () => {
    const { fetch, calls } = recordingFetch();
    let token: string | null = 'tok-1';
    const client = createBrowserClient({
      uri: '/_/batch',
      state: {},
      appVersion: '1',
      currentRoute: () => ({ metric: 'other', path: '/' }),
      fetch,
      readXsrfToken: () => token,
    });
    const ask = (name: string) => client.query({ query: operation(name), fetchPolicy: 'network-only' });
    await ask('AvatarMenuQuery');
    token = 'tok-2';
    await ask('PostPageQuery');
    token = null;
    await ask('HomeLoQuery');
    expect(calls.map((call) => call.headers['x-xsrf-token'])).toEqual(['tok-1', 'tok-2', undefined]);
    // The body hash is still there beside it.
    expect(calls[0]!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends no xsrf header for a visitor (no document, no cookie)', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createBrowserClient({
      uri: '/_/batch',
      state: {},
      appVersion: '1',
      currentRoute: () => ({ metric: 'other', path: '/' }),
      fetch,
    });
    await client.query({ query: operation('PostPageQuery'), fetchPolicy: 'network-only' });
    expect(Object.keys(calls[0]!.headers)).not.toContain('x-xsrf-token');
  });

  it('answers from the injected cache without a request', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createBrowserClient({
      uri: '/_/batch',
      state: { ROOT_QUERY: { __typename: 'Query', viewer: null } },
      appVersion: '1',
      currentRoute: () => ({ metric: 'other', path: '/' }),
      fetch,
    });
    const result = await client.query({ query: operation('ViewerQuery') });
    expect(result.data).toEqual({ viewer: null });
    expect(calls).toHaveLength(0);
  });
});

it('keys batches by shared group, else by operation name', () => {
  expect(batchKeyOf('AvatarMenuQuery')).toBe('load-light');
  expect(batchKeyOf('UnreadNotificationCount')).toBe('load-light');
  expect(batchKeyOf('PostPageQuery')).toBe('PostPageQuery');
  expect(batchKeyOf(undefined)).toBe('');
});
