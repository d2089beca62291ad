/** @jest-environment jsdom */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { resolveFlags } from '#contract/flags.ts';
import { VariantFlagsQuery, variantFlagsData } from '#web/lib/flags/variant-flags-query.ts';
import { RouterContext, type View } from '#web/lib/router/router-context.ts';
import { SiteConfigContext, type SiteConfig } from '#web/lib/site-config.ts';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { settle } from '../components/sign-in-test-harness.tsx';
import { resetGoogleIdentityServices, type GoogleAccountsId } from './google-identity.ts';
import { recordOneTapDismissal } from './one-tap-dismissal.ts';
import { GoogleOneTapSlot } from './one-tap-slot.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Page {
  flag?: boolean;
  viewer?: ViewerKind;
  route?: string;
  googleClientId?: string;
  authOrigin?: string;
}

let root: Root | null = null;
let container: HTMLElement;
/** `window.google.accounts.id`: what Google's script would define; records who initialized it. */
let initialized: string[];

beforeEach(() => {
  localStorage.clear();
  initialized = [];
  const id: GoogleAccountsId = {
    initialize: (config) => void initialized.push(config.client_id),
    prompt: () => undefined,
    cancel: () => undefined,
  };
  (window as { google?: unknown }).google = { accounts: { id } };
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  resetGoogleIdentityServices();
  delete (window as { google?: unknown }).google;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** The slot in the app's providers; the API never answers (a signed-in reader stays "loading"). */
async function renderSlot(page: Page = {}) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => new Observable(() => undefined)),
  });
  client.writeQuery({
    query: VariantFlagsQuery,
    data: variantFlagsData({ ...resolveFlags([]), enable_google_one_tap: page.flag ?? true }),
  });
  const config: SiteConfig = {
    authOrigin: page.authOrigin ?? window.location.origin,
    captcha: { kind: 'none' },
    ...(page.googleClientId === '' ? {} : { googleClientId: page.googleClientId ?? 'web.apps.example' }),
  };
  const view = {
    kind: 'page',
    route: page.route ?? 'ShowPost',
    params: { postId: '1a2b3c4d5e6f' } as RouteParams,
    page: 'post',
  } as View;
  const router = { view, table: routeTables.default, hostTarget: null, navigate: () => undefined };
  root ??= createRoot(container);
  act(() =>
    root!.render(
      <ApolloProvider client={client}>
        <ToastsContext.Provider value={{ showToast: () => '1', dismissToast: () => undefined }}>
          <SiteConfigContext.Provider value={config}>
            <ViewerProvider kind={page.viewer ?? 'anonymous'}>
              <RouterContext.Provider value={router}>
                <GoogleOneTapSlot />
              </RouterContext.Provider>
            </ViewerProvider>
          </SiteConfigContext.Provider>
        </ToastsContext.Provider>
      </ApolloProvider>,
    ),
  );
  await settle();
}

describe('the one-tap slot', () => {
  test('loads the prompt for an eligible visitor, with the configured client', async () => {
    await renderSlot();
    expect(initialized).toEqual(['web.apps.example']);
  });

  test.each<[string, Page]>([
    ['the flag is off', { flag: false }],
    ['no Google client is configured', { googleClientId: '' }],
    ['the page is not one of the routes', { route: 'ShowSettings' }],
    ['a session cookie came (the reader is signed in, or being checked)', { viewer: 'signed-in' }],
    ['the page is on a custom domain', { authOrigin: 'https://folio.example' }],
  ])('loads nothing when %s', async (_case, page) => {
    await renderSlot(page);
    expect(initialized).toEqual([]);
  });

  test('loads nothing on a small screen, nor after a recent dismissal', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 727.98px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    await renderSlot();
    expect(initialized).toEqual([]);
    act(() => root?.unmount());
    root = null;
    delete (window as { matchMedia?: unknown }).matchMedia;

    recordOneTapDismissal(Date.now() - 86_400_000);
    await renderSlot();
    expect(initialized).toEqual([]);
  });
});
