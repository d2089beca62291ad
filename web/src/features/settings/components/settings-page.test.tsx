/** @jest-environment jsdom */
import { act } from 'react';
import type { View } from '#web/lib/router/router-context.ts';
import { fakeSettingsServer, viewerFixture } from './fake-settings-server.ts';
import { SettingsPage } from './settings-page.tsx';
import { byText, click, createHarness, settingsView, settle, type Answer } from './settings-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
let scrolled: string[];

beforeEach(() => {
  window.history.replaceState(null, '', '/me/settings');
  harness = createHarness();
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});

afterEach(() => {
  harness.unmount();
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

async function show(
  view: View,
  answer: Answer = fakeSettingsServer(),
  viewer: 'signed-in' | 'anonymous' = 'signed-in',
) {
  const params = view.kind === 'page' ? view.params : {};
  harness.render(<SettingsPage params={params} />, { answer, view, viewer });
  await settle();
}

const tabLinks = () => [...harness.container.querySelectorAll<HTMLAnchorElement>('.settings-tabs__link')];
const body = () => harness.container.querySelector<HTMLElement>('.settings__body')!;

describe('the settings page', () => {
  it('is titled Settings, with the five tabs as links, Account current at /me/settings', async () => {
    await show(settingsView());
    expect(harness.container.querySelector('h1')!.textContent).toBe('Settings');
    expect(tabLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account', '/me/settings'],
      ['Publishing', '/me/settings/publishing'],
      ['Notifications', '/me/settings/notifications'],
      ['Membership and payment', '/me/settings/membership'],
      ['Security and apps', '/me/settings/security'],
    ]);
    expect(tabLinks()[0]!.getAttribute('aria-current')).toBe('page');
    expect(body().dataset.tab).toBe('account');
  });

  it('loads the viewer’s settings once in the browser and shows the Account tab', async () => {
    await show(settingsView());
    expect(harness.sent('SettingsQuery')).toHaveLength(1);
    expect(body().querySelector('#email')!.textContent).toContain('a***@f***.example');
    expect(body().querySelector('#profileInformation')).not.toBeNull();
    expect(body().querySelector('#username')).not.toBeNull();
  });

  it('navigates between tabs on the client', async () => {
    await show(settingsView());
    click(tabLinks()[4]);
    expect(harness.navigations).toEqual(['/me/settings/security']);
  });

  it.each([
    ['publishing', ['audience-development', 'followers', 'managePublications']],
    ['notifications', ['email-settings', 'manageSubscriptions']],
    ['membership', ['membership', 'payment']],
    ['security', ['security', 'connections', 'developers', 'tokens']],
    ['account', ['email', 'profileInformation', 'username']],
  ])('shows the %s tab with its anchored sections', async (setting, anchors) => {
    await show(settingsView(setting));
    expect(body().dataset.tab).toBe(setting);
    for (const anchor of anchors) expect(body().querySelector(`#${anchor}`)).not.toBeNull();
    expect(
      tabLinks()
        .find((link) => link.getAttribute('aria-current') === 'page')!
        .getAttribute('href'),
    ).toBe(setting === 'account' ? '/me/settings' : `/me/settings/${setting}`);
  });

  it('scrolls to the section its hash names, once the data is there', async () => {
    window.history.replaceState(null, '', '/me/settings#username');
    await show(settingsView());
    expect(scrolled).toEqual(['username']);
  });

  it('at /me/settings shows the tab of another tab’s anchor (#tokens) and scrolls to it', async () => {
    window.history.replaceState(null, '', '/me/settings#tokens');
    await show(settingsView());
    expect(body().dataset.tab).toBe('security');
    expect(scrolled).toEqual(['tokens']);
  });

  it('follows in-page hash changes', async () => {
    await show(settingsView());
    window.history.replaceState(null, '', '/me/settings#membership');
    await settle();
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    await settle();
    expect(body().dataset.tab).toBe('membership');
    expect(scrolled).toEqual(['membership']);
  });

  it('asks a visitor to sign in, without asking the API', async () => {
    await show(settingsView(), fakeSettingsServer(), 'anonymous');
    expect(body().textContent).toContain('Sign in to see and change your settings.');
    expect(byText('Sign in', body())!.getAttribute('href')).toContain('/m/signin');
    expect(harness.sent('SettingsQuery')).toHaveLength(0);
  });

  it('asks to sign in when the API refused the session (viewer null)', async () => {
    await show(settingsView('security'), () => ({ viewer: null }));
    expect(byText('Sign in', body())).toBeDefined();
  });

  it('says Please try again. when the settings cannot load, and tries again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const server = fakeSettingsServer(viewerFixture({ name: 'Ada' }));
    await show(settingsView(), (name, variables) => {
      if (fail) throw new Error('offline');
      return server(name, variables);
    });
    expect(body().querySelector('[role="alert"]')!.textContent).toContain('Please try again.');
    fail = false;
    click(byText('Retry', body()));
    await settle();
    expect(body().querySelector('#profileInformation')).not.toBeNull();
    errors.mockRestore();
  });
});
