/** @jest-environment jsdom */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { entryPointStorageKey } from '#web/connected/sign-in/entry-point.ts';
import { SiteConfigContext } from '#web/lib/site-config.ts';
import { signInPage, unrecognizedAccountPage } from '../page.ts';
import { authTexts } from '../texts.ts';
import { byText, click, createHarness, dialog, seededWithFlags, settle } from './sign-in-test-harness.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { UnrecognizedAccountPage } from './unrecognized-account-page.tsx';

let harness: ReturnType<typeof createHarness>;

beforeEach(() => {
  localStorage.clear();
  harness = createHarness();
});

afterEach(() => harness.unmount());

const at = (address: string) => window.history.replaceState(null, '', address);
const heading = () => harness.container.querySelector('h2')?.textContent;

describe('the sign-in page (/m/signin)', () => {
  it('is rendered by the server without its query, then shows its steps once hydrated', () => {
    at('/m/signin?operation=register&source=clap');
    const client = seededWithFlags(
      new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }),
    );
    const page = () => (
      <ApolloProvider client={client}>
        <SiteConfigContext.Provider value={{ authOrigin: 'http://localhost', captcha: { kind: 'none' } }}>
          <SignInPage />
        </SiteConfigContext.Provider>
      </ApolloProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.textContent).toBe(authTexts.loading);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, page());
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('h2')?.textContent).toBe('Create an account to clap for this story.');
    act(() => root!.unmount());
  });

  it('starts on the options of the operation and stores the entry point', () => {
    at('/m/signin?operation=register&source=follow&redirect=%2F%40ada');
    harness.render(<SignInPage />);
    expect(heading()).toBe('Create an account to follow your favorite writers.');
    expect(localStorage.getItem(entryPointStorageKey)).toBe('follow');
    const facebook = harness.container.querySelector<HTMLAnchorElement>('[data-method="facebook"]')!;
    expect(new URL(facebook.href).searchParams.get('state')).toBe(
      `facebook|${encodeURIComponent('/@ada')}|register`,
    );
  });

  it('signs in by default and comes back home without a redirect', () => {
    at('/m/signin');
    harness.render(<SignInPage />);
    expect(heading()).toBe(authTexts.welcomeBack);
    const google = harness.container.querySelector<HTMLAnchorElement>('[data-method="google"]')!;
    expect(new URL(google.href).searchParams.get('state')).toBe('google|%2F|login');
  });

  it('after a provider matched an existing account, suggests signing in by e-mail with the redacted address', () => {
    at(
      '/m/signin?operation=login&source=social_suggestion&suggestion=user-ada&redactedEmail=a***%40f***.example',
    );
    harness.render(<SignInPage />);
    expect(harness.container.querySelector('[role="status"]')?.textContent).toBe(
      authTexts.socialSuggestion('a***@f***.example'),
    );
    expect(heading()).toBe('Sign in with email');
    expect(harness.container.querySelector('input[type="email"]')).not.toBeNull();
  });

  it('shows no suggestion without its user and address', () => {
    at('/m/signin?operation=login&source=social_suggestion');
    harness.render(<SignInPage />);
    expect(harness.container.querySelector('[role="status"]')).toBeNull();
  });

  it.each([
    ['login', 'Your sign in link has expired'],
    ['register', 'Your sign up link has expired'],
  ])('after an expired %s link, starts on the e-mail step titled %p', (operation, title) => {
    at(`/m/signin?operation=${operation}&source=email_login_timeout`);
    harness.render(<SignInPage />);
    expect(heading()).toBe(title);
    expect(harness.container.querySelector('input[type="email"]')).not.toBeNull();
  });

  it('is a basic page, never cached, not indexed', async () => {
    expect(signInPage.layout).toBe('basic');
    expect(signInPage.cacheKind).toBe('other');
    expect((await signInPage.data()).describe(() => null, {})).toEqual({
      title: 'Sign in – Folio',
      noindex: true,
    });
  });
});

describe('the unrecognized account page (/unrecognized-account)', () => {
  it('says so, and its link opens sign-up', async () => {
    at('/unrecognized-account');
    harness.render(<UnrecognizedAccountPage />);
    expect(harness.container.querySelector('h1')?.textContent).toBe(
      "Sorry, we didn't recognize that account",
    );
    expect(harness.container.textContent).toContain('Would you like to create a new account?');
    const link = byText(authTexts.createAccountButton, harness.container)!;
    expect(new URL((link as HTMLAnchorElement).href).searchParams.get('operation')).toBe('register');
    click(link);
    await settle();
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      authTexts.joinTitle,
    );
  });

  it('is a top-navigation page with the wordmark only, never cached', () => {
    expect(unrecognizedAccountPage).toMatchObject({
      layout: 'top-navigation',
      navigation: 'wordmark',
      cacheKind: 'other',
    });
  });
});
