import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { resolveFlags } from '#contract/flags.ts';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import {
  createPageRegistry,
  type PageData,
  type PageDefinition,
  type PageModule,
  type TypedQuery,
} from '#web/routes/page-registry.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { findPage } from '../find-page.ts';
import { createPageLoader } from './page-loader.ts';

interface Data {
  collectionByDomainOrSlug: { __typename: 'Collection'; id: string; name: string } | null;
}
const Query: TypedDocumentNode<Data, { name: string }> = gql`
  query LoaderTestQuery($name: String!) {
    collectionByDomainOrSlug(domainOrSlug: $name) {
      id
      name
    }
  }
`;
const query = (name: string): TypedQuery<Data, { name: string }> => ({ query: Query, variables: { name } });

function setup(
  answer: (variables: Record<string, unknown>) => Data | Error,
  loadsFromServer?: (route: string) => boolean,
  dataOnOpen = false,
) {
  const requests: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.variables);
        const result = answer(operation.variables);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next({ data: result });
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const module: PageModule = { Page: () => null };
  const load = jest.fn(async () => module);
  const data = jest.fn<Promise<PageData>, []>(async () => ({
    queries: (params) => [query(params.username ?? '')],
    describe: (read, params) =>
      read(query(params.username ?? ''))?.collectionByDomainOrSlug ? { title: params.username ?? '' } : null,
  }));
  const profile: PageDefinition = { layout: 'two-column', load, data, cacheKind: 'other', dataOnOpen };
  const pages = createPageRegistry({ 'user-profile': profile });
  const find = (path: string) => {
    const match = matchRoute(routeTables.default, path, null, () => undefined);
    if (!match?.page) return null;
    const view = { kind: 'page' as const, route: match.name, params: match.params, page: match.page };
    return { kind: 'page' as const, view, definition: pages.get(match.page) };
  };
  const loader = createPageLoader({ client, find, ...(loadsFromServer ? { loadsFromServer } : {}) });
  return { loader, load, data, module, requests };
}

const url = (path: string) => new URL(path, 'https://folio.test');
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the page loader', () => {
  it('has a page ready only once its script and its data are both loaded', async () => {
    const { loader, module, requests } = setup(() => ({
      collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' },
    }));
    await expect(loader.load(url('/@ada'))).resolves.toEqual({
      kind: 'page',
      view: { kind: 'page', route: 'ShowUser', params: { username: 'ada' }, page: 'user-profile' },
      module,
      head: { title: 'ada' },
    });
    expect(requests).toEqual([{ name: 'ada' }]);
  });

  it('loads a page’s script and data module once, and its queries once per parameter set', async () => {
    const { loader, load, data, requests } = setup(({ name }) => ({
      collectionByDomainOrSlug: { __typename: 'Collection', id: String(name), name: String(name) },
    }));
    await Promise.all([loader.load(url('/@ada')), loader.load(url('/@ada')), loader.load(url('/@bob'))]);
    expect([load.mock.calls.length, data.mock.calls.length]).toEqual([1, 1]);
    expect(requests).toEqual([{ name: 'ada' }, { name: 'bob' }]);
  });

  it('loads the script beside the data module and its queries, without waiting for it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loader, load, data, requests } = setup(() => ({
      collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' },
    }));
    load.mockImplementation(async () => {
      await gate;
      return { Page: () => null };
    });
    const loading = loader.load(url('/@ada'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([load.mock.calls.length, data.mock.calls.length, requests]).toEqual([1, 1, [{ name: 'ada' }]]);
    release();
    await expect(loading).resolves.toMatchObject({ kind: 'page' });
  });

  it('leaves to the server a page whose data module fails to load, and tries it again next time', async () => {
    const error = quiet();
    const { loader, data, requests } = setup(() => ({
      collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' },
    }));
    const loaded = data.getMockImplementation()!;
    data.mockRejectedValueOnce(new Error('offline')).mockImplementation(loaded);
    await expect(loader.load(url('/@ada'))).resolves.toEqual({ kind: 'document' });
    expect(requests).toEqual([]);
    await expect(loader.load(url('/@ada'))).resolves.toMatchObject({ kind: 'page' });
    expect([data.mock.calls.length, requests]).toEqual([2, [{ name: 'ada' }]]);
    error.mockRestore();
  });

  it('preloads ahead of a navigation, which then waits for nothing new', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loader, load, data, requests } = setup(() => ({
      collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' },
    }));
    load.mockImplementation(async () => {
      await gate;
      return { Page: () => null };
    });
    let preloaded: boolean | undefined;
    const preloading = loader.preload(url('/@ada')).then((done) => (preloaded = done));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The data is in, the script is not: not preloaded yet.
    expect(requests).toEqual([{ name: 'ada' }]);
    expect(preloaded).toBeUndefined();
    release();
    await preloading;
    expect(preloaded).toBe(true);
    await expect(loader.load(url('/@ada'))).resolves.toMatchObject({ kind: 'page' });
    expect([load.mock.calls.length, data.mock.calls.length]).toEqual([1, 1]);
    expect(requests).toHaveLength(1);
  });

  it('preloads only the script and data module of a page whose data waits for its opening (decision 141)', async () => {
    const { loader, load, data, requests } = setup(
      () => ({ collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' } }),
      undefined,
      true,
    );
    await expect(loader.preload(url('/@ada'))).resolves.toBe(false);
    expect([load.mock.calls.length, data.mock.calls.length, requests]).toEqual([1, 1, []]);
    await expect(loader.load(url('/@ada'))).resolves.toMatchObject({ kind: 'page' });
    expect(requests).toEqual([{ name: 'ada' }]);
  });

  it('does not count a page the browser cannot show as preloaded', async () => {
    const { loader } = setup(() => ({ collectionByDomainOrSlug: null }));
    await expect(loader.preload(url('/@nobody'))).resolves.toBe(false);
    await expect(loader.preload(url('/a/b/c'))).resolves.toBe(false);
  });

  it('leaves to the server a route an operator sends there, loading nothing for it (spec 1 §6)', async () => {
    const { loader, load, requests } = setup(
      () => ({ collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' } }),
      (route) => route === 'ShowUser',
    );
    await expect(loader.load(url('/@ada'))).resolves.toEqual({ kind: 'document' });
    await expect(loader.preload(url('/@ada'))).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('leaves to the server a path no route matches', async () => {
    const { loader, load } = setup(() => ({ collectionByDomainOrSlug: null }));
    await expect(loader.load(url('/a/b/c'))).resolves.toEqual({ kind: 'document' });
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves to the server a page whose subject does not exist, so it answers 404', async () => {
    const { loader } = setup(() => ({ collectionByDomainOrSlug: null }));
    await expect(loader.load(url('/@nobody'))).resolves.toEqual({ kind: 'document' });
  });

  it('leaves to the server a page whose data fails, and tries the data again next time', async () => {
    const error = quiet();
    let fail = true;
    const { loader, requests } = setup(() =>
      fail
        ? new Error('offline')
        : { collectionByDomainOrSlug: { __typename: 'Collection', id: '1', name: 'Ada' } },
    );
    await expect(loader.load(url('/@ada'))).resolves.toEqual({ kind: 'document' });
    fail = false;
    await expect(loader.load(url('/@ada'))).resolves.toMatchObject({ kind: 'page' });
    expect(requests).toHaveLength(2);
    error.mockRestore();
  });

  it('leaves to the server a route whose page is not registered', async () => {
    const error = quiet();
    const { loader } = setup(() => ({ collectionByDomainOrSlug: null }));
    await expect(loader.load(url('/p/1a2b3c4d5e6f'))).resolves.toEqual({ kind: 'document' });
    expect(error.mock.calls[0]![1]).toEqual(new Error('Expected post page to exist.'));
    error.mockRestore();
  });

  it('hands a route redirect to the router, with the query string, without loading anything', async () => {
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    const loader = createPageLoader({
      client,
      find: (path) =>
        findPage(routeTables.default, path, null, 'anonymous', resolveFlags([]), jest.fn(), jest.fn()),
    });
    await expect(loader.load(url('/me/styles?unfold=1'))).resolves.toEqual({
      kind: 'redirect',
      href: '/me/design?unfold=1',
    });
  });
});
