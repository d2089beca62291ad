/** @jest-environment jsdom */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { privacyAcceptanceKey } from '#web/lib/reporting/analytics-consent.ts';
import { entryPointStorageKey } from '#web/connected/sign-in/entry-point.ts';
import { texts } from '#web/lib/texts.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { createSessionHarness, reader, settle, type Answer } from '../session-test-harness.tsx';
import { toastClasses } from '../toasts/toast-classes.ts';
import { ToastsProvider } from '../toasts/toasts-provider.tsx';
import { SessionNotices } from './session-notices.tsx';
import { hashViewerId, viewerHistoryKey } from './viewer-history.ts';

let harness: ReturnType<typeof createSessionHarness>;

beforeEach(() => {
  harness = createSessionHarness();
});
afterEach(() => {
  harness.unmount();
  localStorage.clear();
  jest.restoreAllMocks();
});

const visitorFrom =
  (country: string | null): Answer =>
  (name) =>
    name === 'VisitorQuery'
      ? {
          visitor: { __typename: 'Visitor', id: 'lo_1', geolocation: { __typename: 'Geolocation', country } },
        }
      : {};
const asked = (name: string) => harness.asked.filter((request) => request.operationName === name);
const button = (label: string) =>
  [...harness.container.querySelectorAll('button')].find((element) => element.textContent === label);
/** This browser already saw this reader: a page of theirs is not a new sign-in. */
const seen = (id: string) =>
  localStorage.setItem(
    viewerHistoryKey,
    JSON.stringify({ last: hashViewerId(id), seen: [hashViewerId(id)] }),
  );

describe('the privacy banner and analytics consent', () => {
  it('renders nothing on the server', () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const html = renderToString(
      <ApolloProvider client={client}>
        <ViewerProvider kind="signed-in">
          <ToastsProvider>
            <SessionNotices />
          </ToastsProvider>
        </ViewerProvider>
      </ApolloProvider>,
    );
    expect(html).toBe('');
  });

  it('gives an EU visitor the privacy banner once, outside the journey container, and holds events', async () => {
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom('DE') });
    await settle();
    expect(harness.toasts()).toEqual([
      { style: 'EU_PRIVACY_BANNER', message: texts.sessionNotices.privacy, leaving: false },
    ]);
    const toast = harness.container.querySelector(`.${toastClasses.toast}`)!;
    expect(toast.parentElement!.classList.contains(toastClasses.region)).toBe(true);
    expect(toast.querySelector('a')!.getAttribute('href')).toBe('/privacy');
    expect(harness.consent).toEqual([false]);
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom('DE') });
    await settle();
    expect(harness.toasts()).toHaveLength(1);
  });

  it('grants consent and remembers the acceptance when the visitor agrees', async () => {
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom('GB') });
    await settle();
    act(() => button(texts.sessionNotices.acceptPrivacy)!.click());
    await settle();
    expect(harness.consent.at(-1)).toBe(true);
    expect(typeof JSON.parse(localStorage.getItem(privacyAcceptanceKey)!)).toBe('number');
    expect(harness.toasts()[0]!.leaving).toBe(true);
  });

  it.each([['US'], [null]])('grants consent without a banner for a visitor from %p', async (country) => {
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom(country) });
    await settle();
    expect(harness.consent).toEqual([true]);
    expect(harness.toasts()).toEqual([]);
  });

  it('asks nothing for a bot, and shows it no banner', async () => {
    harness.render(<SessionNotices />, { viewerKind: 'bot', answer: visitorFrom('DE') });
    await settle();
    expect(harness.asked).toEqual([]);
    expect(harness.toasts()).toEqual([]);
  });

  it('asks nothing once accepted here, and grants consent', async () => {
    localStorage.setItem(privacyAcceptanceKey, '1700000000000');
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom('DE') });
    await settle();
    expect(asked('VisitorQuery')).toHaveLength(0);
    expect(harness.consent.at(-1)).toBe(true);
    expect(harness.toasts()).toEqual([]);
  });

  it('grants consent to a signed-in reader without asking for the country', async () => {
    seen('u1');
    harness.render(<SessionNotices />, { viewer: reader, answer: visitorFrom('DE') });
    await settle();
    expect(asked('VisitorQuery')).toHaveLength(0);
    expect(harness.consent).toEqual([true]);
  });

  it('treats a refused session as a visitor', async () => {
    harness.render(<SessionNotices />, { viewer: null, answer: visitorFrom('FR') });
    await settle();
    expect(harness.toasts().map((toast) => toast.style)).toEqual(['EU_PRIVACY_BANNER']);
  });
});

describe('the automatic toasts of a signed-in reader', () => {
  it('confirm a new sign-in, into the member account for a member, and track it', async () => {
    localStorage.setItem(entryPointStorageKey, 'clap');
    const member = {
      ...reader,
      membership: { id: 'm1', tier: 'MEMBER' as const, memberSince: null, friendSince: null },
    };
    harness.render(<SessionNotices />, { viewer: member });
    await settle();
    expect(harness.toasts()).toEqual([
      {
        style: 'SIGN_IN_CONFIRMATION',
        message: 'You’re signed in as Ada Lovelace into your member account.',
        leaving: false,
      },
    ]);
    expect(harness.events).toEqual([
      { key: 'sign-in.client-success', data: { entryPoint: 'clap', operation: 'login' } },
    ]);
    expect(localStorage.getItem(entryPointStorageKey)).toBeNull();
  });

  it('say nothing on a later page of the same reader, and count a second reader', async () => {
    seen('u1');
    harness.render(<SessionNotices />, { viewer: reader });
    await settle();
    expect(harness.toasts()).toEqual([]);
    expect(harness.events).toEqual([]);
    harness.unmount();
    harness = createSessionHarness();
    harness.render(<SessionNotices />, { viewer: { ...reader, id: 'u2', name: 'Grace Hopper' } });
    await settle();
    expect(harness.toasts()[0]!.message).toBe('You’re signed in as Grace Hopper.');
    expect(harness.events.map((event) => event.key)).toEqual(['sign-in.client-success', 'multi-user-login']);
    expect(harness.events[1]!.data).toEqual({ count: 2 });
  });

  it('take a signed-out page as the end of a reader’s turn: signing in again is confirmed', async () => {
    seen('u1');
    harness.render(<SessionNotices />, { viewerKind: 'anonymous', answer: visitorFrom('US') });
    await settle();
    harness.render(<SessionNotices />, { viewer: reader });
    await settle();
    expect(harness.toasts().map((toast) => toast.style)).toEqual(['SIGN_IN_CONFIRMATION']);
  });

  it('show a suspended reader the suspended banner, outside the journey container', async () => {
    seen('u1');
    harness.render(<SessionNotices />, { viewer: { ...reader, isSuspended: true } });
    await settle();
    expect(harness.toasts()).toEqual([
      { style: 'USER_SUSPENDED', message: texts.sessionNotices.userSuspended, leaving: false },
    ]);
  });

  it('ask a reader without a verified address to verify it, then say the link was sent', async () => {
    seen('u1');
    const unverified = { ...reader, emailObfuscated: null, unverifiedEmail: 'ada@example.com' };
    const answer: Answer = (name) =>
      name === 'SendVerificationEmail'
        ? { sendVerificationEmail: { __typename: 'User', id: 'u1', unverifiedEmail: 'ada@example.com' } }
        : {};
    harness.render(<SessionNotices />, { viewer: unverified, answer });
    await settle();
    expect(harness.toasts()).toEqual([
      { style: 'VERIFY_EMAIL', message: texts.sessionNotices.verifyEmail('ada@example.com'), leaving: false },
    ]);
    act(() => button(texts.sessionNotices.sendVerificationEmail)!.click());
    await settle();
    expect(asked('SendVerificationEmail')).toHaveLength(1);
    expect(harness.toasts().find((toast) => toast.style === 'SENT_VERIFICATION_EMAIL')).toEqual({
      style: 'SENT_VERIFICATION_EMAIL',
      message: 'We sent a verification link to ada@example.com. Check your inbox.',
      leaving: false,
    });
  });

  it('say An error occured. when the verification e-mail cannot be sent', async () => {
    seen('u1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer: Answer = () => {
      throw new Error('offline');
    };
    harness.render(<SessionNotices />, {
      viewer: { ...reader, emailObfuscated: null, unverifiedEmail: 'a@b.example' },
      answer,
    });
    await settle();
    act(() => button(texts.sessionNotices.sendVerificationEmail)!.click());
    await settle();
    expect(harness.toasts().find((toast) => toast.style === 'ERROR')).toMatchObject({
      message: 'An error occured.',
    });
  });

  it('send a reader with no address at all to settings', async () => {
    seen('u1');
    harness.render(<SessionNotices />, { viewer: { ...reader, emailObfuscated: null } });
    await settle();
    expect(harness.toasts()).toEqual([
      { style: 'VERIFY_EMAIL', message: texts.sessionNotices.addEmail, leaving: false },
    ]);
    expect(harness.container.querySelector(`.${toastClasses.link}`)!.getAttribute('href')).toBe(
      '/me/settings',
    );
  });
});
