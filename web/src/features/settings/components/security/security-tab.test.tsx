/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import {
  authOrigin,
  byText,
  click,
  createHarness,
  pressEnter,
  settingsView,
  settle,
  type,
  type Answer,
} from '../settings-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/me/settings/security');
  harness = createHarness();
});
afterEach(() => harness.unmount());

async function showSecurity(answer: Answer = fakeSettingsServer(), flags: Record<string, boolean> = {}) {
  harness.render(<SettingsPage params={{ setting: 'security' }} />, {
    answer,
    view: settingsView('security'),
    flags,
  });
  await settle();
}

const section = (id: string) => harness.container.querySelector<HTMLElement>(`#${id}`)!;

describe('the password', () => {
  it.each([
    [false, 'Set a password'],
    [true, 'Change password'],
  ])('with hasPassword %p links to /password as %p', async (hasPassword, label) => {
    await showSecurity(fakeSettingsServer(viewerFixture({ hasPassword })));
    const link = byText(label, section('security'))!;
    expect(link.getAttribute('href')).toBe('/password');
    click(link);
    expect(harness.navigations).toEqual(['/password']);
  });
});

describe('the sessions', () => {
  const rows = () => [...section('security').querySelectorAll<HTMLElement>('.settings-session')];

  it('lists each device, its sign-in method and last activity, marking this device', async () => {
    await showSecurity();
    expect(rows().map((row) => row.querySelector('.settings-session__device')!.textContent)).toEqual([
      'Chrome on macOSThis device',
      'Safari on iPhone',
    ]);
    expect(rows()[1]!.textContent).toContain('Signed in with a password · Last active Mar 1, 2024');
    expect(rows()[0]!.querySelector('button')).toBeNull();
  });

  it("names a session handed to a publication's or writer's own address (functions/auth/handoff/)", async () => {
    const [here, other] = viewerFixture().sessions ?? [];
    await showSecurity(
      fakeSettingsServer(viewerFixture({ sessions: [here!, { ...other!, method: 'handoff' }] })),
    );
    expect(rows()[1]!.textContent).toContain(
      "Signed in with your Folio sign-in, on a publication's or writer's own address · Last active",
    );
  });

  it('revokes another session, and the list follows the answer', async () => {
    await showSecurity();
    click(byText('Revoke', rows()[1]));
    await settle();
    expect(harness.sent('RevokeSession')[0]!.variables).toEqual({ id: 'session-phone' });
    expect(rows()).toHaveLength(1);
  });

  it('shows why a revocation failed', async () => {
    const server = fakeSettingsServer(viewerFixture(), {
      RevokeSession: () => ({
        revokeSession: { __typename: 'NotFound', message: 'That session has ended already.' },
      }),
    });
    await showSecurity(server);
    click(byText('Revoke', rows()[1]));
    await settle();
    expect(rows()[1]!.querySelector('[role="alert"]')!.textContent).toBe('That session has ended already.');
  });
});

describe('connected accounts', () => {
  it('links each provider to its start path with a connect state carrying the viewer', async () => {
    await showSecurity();
    const links = [...section('connections').querySelectorAll<HTMLAnchorElement>('a')];
    const target = encodeURIComponent('/me/settings/security#connections');
    expect(links.map((link) => link.href)).toEqual(
      [
        ['apple', '/m/start-auth/apple'],
        ['facebook', '/m/connect/facebook'],
        ['google', '/m/connect/google'],
        ['twitter', '/m/account/authenticate-twitter'],
      ].map(
        ([provider, path]) =>
          `${authOrigin}${path}?state=${encodeURIComponent(`${provider}|${target}|connect|a1b2c3d4e5f6`)}`,
      ),
    );
    expect(section('connections').textContent).toContain('X');
  });

  it('leaves out the providers their disable_login_* flag hides', async () => {
    await showSecurity(fakeSettingsServer(), { disable_login_facebook: true, disable_login_twitter: true });
    expect(
      [...section('connections').querySelectorAll<HTMLElement>('[data-provider]')].map(
        (row) => row.dataset.provider,
      ),
    ).toEqual(['apple', 'google']);
  });
});

describe('connected providers', () => {
  const connectedViewer = () =>
    viewerFixture({
      connectedAccounts: [
        { __typename: 'ConnectedAccount', provider: 'google', connectedAt: 1_709_251_200 },
        { __typename: 'ConnectedAccount', provider: 'twitter', connectedAt: 1_706_745_600 },
      ],
    });
  const row = (provider: string) =>
    section('connections').querySelector<HTMLElement>(`[data-provider="${provider}"]`)!;

  it('shows connected providers with their date and Disconnect, the others with Connect', async () => {
    await showSecurity(fakeSettingsServer(connectedViewer()));
    expect(row('google').textContent).toContain('Connected Mar 1, 2024');
    expect(byText('Disconnect', row('google'))).toBeDefined();
    expect(row('google').querySelector('a')).toBeNull();
    expect(row('twitter').textContent).toContain('Connected Feb 1, 2024');
    expect(row('apple').querySelector('a')!.textContent).toBe('Connect');
    expect(row('apple').querySelector('button')).toBeNull();
  });

  it('disconnects a provider, and the row turns back into a Connect link', async () => {
    await showSecurity(fakeSettingsServer(connectedViewer()));
    click(byText('Disconnect', row('google')));
    await settle();
    expect(harness.sent('DisconnectAccount')[0]!.variables).toEqual({ provider: 'google' });
    expect(row('google').querySelector('a')!.textContent).toBe('Connect');
    expect(row('twitter').querySelector('button')!.textContent).toBe('Disconnect');
  });

  it('shows why a provider could not be disconnected, and keeps it connected', async () => {
    const message = 'X is the only way you can sign in.';
    const server = fakeSettingsServer(connectedViewer(), {
      DisconnectAccount: () => ({ disconnectAccount: { __typename: 'BadRequest', message } }),
    });
    await showSecurity(server);
    click(byText('Disconnect', row('twitter')));
    await settle();
    expect(row('twitter').querySelector('[role="alert"]')!.textContent).toBe(message);
    expect(byText('Disconnect', row('twitter'))).toBeDefined();
  });
});

describe('integration tokens', () => {
  const description = () => harness.container.querySelector<HTMLInputElement>('[name="tokenDescription"]')!;
  const listed = () =>
    [...section('tokens').querySelectorAll<HTMLElement>('[data-token] .settings-list__name')].map(
      (name) => name.textContent,
    );

  it('creates a token, shows it once with a warning and a copy button, and lists it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await showSecurity();
    expect(section('tokens').textContent).toContain('No integration tokens yet.');
    type(description(), 'Publishing script');
    await pressEnter(description());
    expect(harness.sent('CreateIntegrationToken')[0]!.variables).toEqual({
      description: 'Publishing script',
    });
    const shown = section('tokens').querySelector('.settings-token')!;
    expect(shown.querySelector('code')!.textContent).toBe('folio_s3cr3t-token-value');
    expect(shown.textContent).toContain('it will not be shown again');
    await act(async () => click(byText('Copy', shown)));
    expect(writeText).toHaveBeenCalledWith('folio_s3cr3t-token-value');
    expect(byText('Copied', shown)).toBeDefined();
    expect(listed()).toEqual(['Publishing script']);
    expect(description().value).toBe('');
    expect(JSON.stringify(harness.client.cache.extract())).not.toContain('folio_s3cr3t');
  });

  it('refuses an empty description and shows the server’s refusal', async () => {
    const server = fakeSettingsServer(viewerFixture(), {
      CreateIntegrationToken: () => ({
        createIntegrationToken: { __typename: 'RateLimited', message: 'Too many tokens today.' },
      }),
    });
    await showSecurity(server);
    type(description(), '  ');
    await pressEnter(description());
    expect(harness.sent('CreateIntegrationToken')).toHaveLength(0);
    expect(section('tokens').querySelector('[role="alert"]')!.textContent).toBe(
      'Please describe what the token is for.',
    );
    type(description(), 'CI');
    await pressEnter(description());
    expect(section('tokens').querySelector('[role="alert"]')!.textContent).toBe('Too many tokens today.');
    expect(description().value).toBe('CI');
    expect(section('tokens').querySelector('.settings-token')).toBeNull();
  });

  it('lists the tokens with their dates and revokes one', async () => {
    const tokens = [
      {
        __typename: 'IntegrationToken' as const,
        id: 't2',
        description: 'Backup',
        createdAt: 1_709_251_200,
        lastUsedAt: null,
      },
      {
        __typename: 'IntegrationToken' as const,
        id: 't1',
        description: 'Stats',
        createdAt: 1_706_745_600,
        lastUsedAt: 1_709_251_200,
      },
    ];
    await showSecurity(fakeSettingsServer(viewerFixture({ integrationTokens: tokens })));
    expect(listed()).toEqual(['Backup', 'Stats']);
    const rows = section('tokens').querySelectorAll<HTMLElement>('[data-token]');
    expect(rows[0]!.textContent).toContain('Created Mar 1, 2024, never used');
    expect(rows[1]!.textContent).toContain('Created Feb 1, 2024, last used Mar 1, 2024');
    click(byText('Revoke', rows[0]));
    await settle();
    expect(harness.sent('RevokeIntegrationToken')[0]!.variables).toEqual({ id: 't2' });
    expect(listed()).toEqual(['Stats']);
  });
});

describe('the layout between sections', () => {
  // The stylesheet as the browser gets it (jest maps CSS imports to an empty module); jsdom cascades it.
  const sheet = document.createElement('style');
  beforeAll(() => {
    sheet.textContent = readFileSync(`${__dirname}/../../../../app/styles/settings.css`, 'utf8');
    document.head.append(sheet);
  });
  afterAll(() => sheet.remove());

  /** What ends a section, outermost first: its last child, that one's last child, and so on. */
  function trailing(section: Element): HTMLElement[] {
    const chain: HTMLElement[] = [];
    for (let at = section.lastElementChild; at; at = at.lastElementChild) chain.push(at as HTMLElement);
    return chain;
  }

  const drawsLine = (element: Element) => /\bsolid\b/.test(getComputedStyle(element).borderBottom);
  const marginBelow = (element: Element) => parseFloat(getComputedStyle(element).marginBottom || '0');

  it('draws one line between two sections, with no empty band above it', async () => {
    await showSecurity();
    const sections = [...harness.container.querySelectorAll('.settings-section')];
    expect(sections.map((element) => element.id)).toEqual(['security', 'connections', 'developers']);
    for (const element of sections.slice(0, -1)) {
      // The section's own border separates it from the next: nothing at its end draws another line
      // (the last session or connection row did) or adds a margin to its padding (the band).
      for (const end of trailing(element)) {
        expect([end.className, drawsLine(end)]).toEqual([end.className, false]);
        expect([end.className, marginBelow(end)]).toEqual([end.className, 0]);
      }
    }
    // Rows inside a list keep their lines between them.
    const rows = section('connections').querySelectorAll('.settings-list__item');
    expect(drawsLine(rows[0]!)).toBe(true);
  });
});
