/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { entryPointStorageKey } from '#web/connected/sign-in/entry-point.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import type { SignInRequest } from '#web/connected/sign-in/sign-in-request.ts';
import { authTexts } from '../texts.ts';
import { modalAnimationMs } from './sign-in-modal.tsx';
import {
  byText,
  click,
  createHarness,
  dialog,
  key,
  settle,
  waitFor,
  type HarnessOptions,
} from './sign-in-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/@ada/story-1a2b');
  harness = createHarness();
});

afterEach(() => harness.unmount());

/** Renders one trigger for the request and clicks it: the modal's chunk loads, the modal opens. */
async function open(request: SignInRequest, options: HarnessOptions = {}) {
  harness.render(
    <SignInLink className="trigger" request={request}>
      Trigger
    </SignInLink>,
    options,
  );
  click(harness.container.querySelector('.trigger'));
  await settle();
}

const title = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent;
const methodLabels = () =>
  [...dialog()!.querySelectorAll('.sign-in__method')].map((method) => method.textContent);

describe('opening', () => {
  it('shows an accessible dialog, titled by the entry point for sign-up', async () => {
    await open({ operation: 'register', entry: 'clap' });
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(title()).toBe('Create an account to clap for this story.');
    expect(methodLabels()).toEqual(['Sign up with Google', 'Sign up with Facebook', 'Sign up with email']);
    expect(localStorage.getItem(entryPointStorageKey)).toBe('clap');
  });

  it('titles sign-in Welcome back., with every provider, Create one and Get help', async () => {
    await open({ operation: 'login' });
    expect(title()).toBe(authTexts.welcomeBack);
    expect(methodLabels()).toEqual([
      'Sign in with Google',
      'Sign in with Facebook',
      'Sign in with Apple',
      'Sign in with X',
      'Sign in with email',
    ]);
    expect(byText('Create one', dialog()!)).toBeDefined();
    expect(byText('Get help', dialog()!)?.getAttribute('href')).toBe('/help');
  });

  it('starts each provider on the auth domain, with the return address and the operation', async () => {
    await open({ operation: 'login', entry: 'clap' });
    const google = dialog()!.querySelector<HTMLAnchorElement>('[data-method="google"]')!;
    const url = new URL(google.href);
    expect(url.origin).toBe('http://localhost');
    expect(url.searchParams.get('state')).toBe(
      `google|${encodeURIComponent('/@ada/story-1a2b?skipOnboarding=1')}|login`,
    );
  });

  it('obeys the disable_login_* flags', async () => {
    await open({ operation: 'login' }, { flags: { disable_login_apple: true, disable_login_twitter: true } });
    expect(methodLabels()).toEqual(['Sign in with Google', 'Sign in with Facebook', 'Sign in with email']);
  });

  it('hides Google inside an in-app browser', async () => {
    const userAgent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0');
    await open({ operation: 'register' });
    expect(methodLabels()).toEqual(['Sign up with Facebook', 'Sign up with email']);
    userAgent.mockRestore();
  });

  it('toggles the operation', async () => {
    await open({ operation: 'login' });
    click(byText('Create one', dialog()!));
    expect(title()).toBe(authTexts.joinTitle);
    click(byText('Sign in', dialog()!));
    expect(title()).toBe(authTexts.welcomeBack);
  });

  it('opens the Terms of Service and the Privacy Policy in a new tab', async () => {
    await open({ operation: 'register' });
    for (const text of [authTexts.termsOfService, authTexts.privacyPolicy]) {
      const link = byText(text, dialog()!)!;
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('shows the sign-up banner for sign-up only', async () => {
    await open({ operation: 'register' }, { banner: { src: '/banner.png', alt: 'Read more' } });
    const banner = dialog()!.querySelector('img.sign-in__banner')!;
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1800', '212']);
    expect(dialog()!.classList.contains('sign-in--sign-up')).toBe(true);
    click(byText('Sign in', dialog()!));
    expect(dialog()!.querySelector('img.sign-in__banner')).toBeNull();
  });
});

describe('closing', () => {
  it.each([
    ['the close button', () => click(dialog()!.querySelector(`[aria-label="${authTexts.close}"]`))],
    ['Escape', () => key(document, 'Escape')],
    ['a click beside the dialog', () => click(document.querySelector('.sign-in-modal__backdrop'))],
  ])('by %s plays the animation, then resets to step none and operation login', async (_, close) => {
    await open({ operation: 'register' });
    click(byText('Sign up with email', dialog()!));
    close();
    expect(document.querySelector('.sign-in-modal')!.getAttribute('data-state')).toBe('closing');
    await waitFor(modalAnimationMs + 20);
    expect(dialog()).toBeNull();
    // The next opening starts afresh at the options.
    click(harness.container.querySelector('.trigger'));
    await settle();
    expect(title()).toBe(authTexts.joinTitle);
  });

  it('gives focus back to the trigger', async () => {
    harness.render(
      <SignInLink className="trigger" request={{ operation: 'login' }}>
        Trigger
      </SignInLink>,
    );
    const trigger = harness.container.querySelector<HTMLElement>('.trigger')!;
    trigger.focus();
    click(trigger);
    await settle();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    key(document, 'Escape');
    await waitFor(modalAnimationMs + 20);
    expect(document.activeElement).toBe(trigger);
  });
});

describe('focus', () => {
  it('moves into the dialog and wraps around with Tab and Shift+Tab', async () => {
    await open({ operation: 'login' });
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    const focusables = [...dialog()!.querySelectorAll<HTMLElement>('a[href], button')];
    focusables.at(-1)!.focus();
    key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(focusables[0]);
    key(document.activeElement!, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(focusables.at(-1));
  });

  it('goes to the e-mail field on the e-mail step', async () => {
    await open({ operation: 'login' });
    click(byText('Sign in with email', dialog()!));
    expect(document.activeElement).toBe(dialog()!.querySelector('input[type="email"]'));
  });
});

describe('the stylesheet (spec 2 §2, §9)', () => {
  const css = readFileSync(`${__dirname}/../../../app/styles/sign-in.css`, 'utf8');
  const block = (media: string) =>
    new RegExp(`@media \\(${media}\\) \\{([\\s\\S]*?)\\n\\}`).exec(css)?.[1] ?? '';

  it('puts the modal on the modal layer, under the toasts', () => {
    expect(css).toMatch(/\.sign-in-modal \{[^}]*z-index: var\(--layer-modal\);/);
  });

  it('is full screen below md, 600 px from md (728 px), 678 px from lg (904 px), sign-up at least 695 px high', () => {
    expect(css).toMatch(/\.sign-in-modal__dialog \{[^}]*width: 100%;[^}]*height: 100%;/);
    expect(block('min-width: 728px')).toMatch(/\.sign-in-modal__dialog \{[^}]*width: 600px;/);
    expect(block('min-width: 728px')).toMatch(
      /\.sign-in-modal__dialog\.sign-in--sign-up \{\s*min-height: 695px;/,
    );
    expect(block('min-width: 904px')).toMatch(/\.sign-in-modal__dialog \{\s*width: 678px;/);
  });

  it('animates over the script’s 300 ms', async () => {
    expect(modalAnimationMs).toBe(300);
    await open({ operation: 'login' });
    expect(
      document.querySelector<HTMLElement>('.sign-in-modal')!.style.getPropertyValue('--modal-animation'),
    ).toBe('300ms');
  });
});
