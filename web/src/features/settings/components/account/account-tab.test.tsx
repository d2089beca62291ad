/** @jest-environment jsdom */
import { act } from 'react';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { giveBlobsArrayBuffer } from '#web/lib/testing/blob-array-buffer.ts';
import { SettingsPage } from '../settings-page.tsx';
import {
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
  window.history.replaceState(null, '', '/me/settings');
  harness = createHarness();
});

afterEach(() => harness.unmount());

async function showAccount(answer: Answer = fakeSettingsServer()) {
  harness.render(<SettingsPage params={{}} />, { answer, view: settingsView() });
  await settle();
}

const field = <T extends HTMLInputElement | HTMLTextAreaElement>(name: string) =>
  harness.container.querySelector<T>(`[name="${name}"]`)!;
/** The status line of the form (or field block) a named field belongs to. */
const statusOf = (name: string) =>
  field(name).closest('.settings-field')!.querySelector<HTMLElement>('.settings-field__status')!;

describe('profile information', () => {
  it('saves the name on Enter: LOADING, then SUCCESS, and the cache holds the new name', async () => {
    const server = fakeSettingsServer();
    await showAccount(server);
    type(field('name'), '  Ada King ');
    act(() => field('name').form!.requestSubmit());
    expect(statusOf('name').dataset.status).toBe('LOADING');
    expect(statusOf('name').textContent).toBe('Saving…');
    await settle();
    expect(harness.sent('UpdateViewerProfile')[0]!.variables).toEqual({ input: { name: 'Ada King' } });
    expect(statusOf('name').dataset.status).toBe('SUCCESS');
    expect(statusOf('name').textContent).toBe('Saved');
    expect(field('name').value).toBe('Ada King');
    expect((harness.client.cache.extract() as Record<string, unknown>)['User:a1b2c3d4e5f6']).toMatchObject({
      name: 'Ada King',
    });
  });

  it('refuses an empty name at once, without a request', async () => {
    await showAccount();
    type(field('name'), '   ');
    await pressEnter(field('name'));
    expect(statusOf('name').dataset.status).toBe('ERROR');
    expect(statusOf('name').textContent).toBe('Please enter your name.');
    expect(harness.sent('UpdateViewerProfile')).toHaveLength(0);
  });

  it('counts the bio against its limit, in the error colour once exceeded, and refuses to save it', async () => {
    await showAccount();
    const counter = () => field('bio').closest('form')!.querySelector('.settings-field__counter')!;
    expect(counter().textContent).toBe('16/160');
    type(field<HTMLTextAreaElement>('bio'), 'x'.repeat(161));
    expect(counter().textContent).toBe('161/160');
    expect(counter().classList).toContain('settings-field__counter--over');
    expect(field('bio').getAttribute('aria-invalid')).toBe('true');
    await pressEnter(field<HTMLTextAreaElement>('bio'));
    expect(statusOf('bio').textContent).toBe('Bios can be at most 160 characters long.');
    expect(harness.sent('UpdateViewerProfile')).toHaveLength(0);
  });

  it('submits the bio on Enter in its text area', async () => {
    await showAccount();
    type(field<HTMLTextAreaElement>('bio'), 'Countess of numbers.');
    await pressEnter(field<HTMLTextAreaElement>('bio'));
    expect(harness.sent('UpdateViewerProfile')[0]!.variables).toEqual({
      input: { bio: 'Countess of numbers.' },
    });
  });

  it('shows the server’s message beside the field and keeps what was typed', async () => {
    const server = fakeSettingsServer(viewerFixture(), {
      UpdateViewerProfile: () => ({
        updateViewerProfile: { __typename: 'BadRequest', message: 'Pronouns cannot contain that.' },
      }),
    });
    await showAccount(server);
    type(field('pronouns'), 'she, they');
    await pressEnter(field('pronouns'));
    expect(harness.sent('UpdateViewerProfile')[0]!.variables).toEqual({
      input: { pronouns: ['she', 'they'] },
    });
    expect(statusOf('pronouns').getAttribute('role')).toBe('alert');
    expect(statusOf('pronouns').textContent).toBe('Pronouns cannot contain that.');
    expect(field('pronouns').value).toBe('she, they');
  });

  it('says Please try again. when the request fails, keeping the text', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeSettingsServer();
    await showAccount((name, variables) => {
      if (name === 'UpdateViewerProfile') throw new Error('offline');
      return server(name, variables);
    });
    type(field('name'), 'Ada K.');
    await pressEnter(field('name'));
    expect(statusOf('name').textContent).toBe('Please try again.');
    expect(field('name').value).toBe('Ada K.');
    errors.mockRestore();
  });

  it('checks the pronouns’ count before sending', async () => {
    await showAccount();
    type(field('pronouns'), 'a, b, c, d, e');
    await pressEnter(field('pronouns'));
    expect(statusOf('pronouns').textContent).toBe('You can add at most 4 pronouns.');
    expect(harness.sent('UpdateViewerProfile')).toHaveLength(0);
  });
});

describe('the photo', () => {
  let fetchMock: jest.Mock;
  beforeAll(giveBlobsArrayBuffer);
  beforeEach(() => {
    document.cookie = 'folio_xsrf=xsrf-123';
    fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    document.cookie = 'folio_xsrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  /** jsdom has no Response: what uploadAvatar reads of one. */
  const answer = (status: number, body: unknown) => ({
    ok: status < 300,
    status,
    json: async () => body,
  });

  function choose(file: File) {
    const input = field('avatar');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif,image/webp');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
  }

  it('POSTs the bytes with their type, SHA-256 and the xsrf token, then shows the new picture', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    fetchMock.mockResolvedValue(
      answer(200, {
        data: { updateViewerProfile: { __typename: 'User', id: 'a1b2c3d4e5f6', imageId: 'img-9' } },
      }),
    );
    await showAccount();
    choose(new File([bytes], 'me.png', { type: 'image/png' }));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/_/api/avatar');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'content-type': 'image/png',
      'x-amz-content-sha256': bytesToHex(sha256(bytes)),
      'x-xsrf-token': 'xsrf-123',
    });
    expect([...(init.body as Uint8Array)]).toEqual([...bytes]);
    expect(statusOf('avatar').textContent).toBe('Photo updated');
    expect(harness.container.querySelector<HTMLImageElement>('.settings-avatar img')!.src).toContain('img-9');
  });

  it('shows the endpoint’s refusal', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { errors: [{ errorType: 'BadRequest', message: 'That file is not an image.' }] }),
    );
    await showAccount();
    choose(new File([new Uint8Array([1, 2])], 'me.png', { type: 'image/png' }));
    await settle();
    expect(statusOf('avatar').textContent).toBe('That file is not an image.');
  });

  it('shows the mutation’s typed refusal, such as a rate limit (429)', async () => {
    const message = 'Too many changes to your profile and settings in a short time. Please try again later.';
    fetchMock.mockResolvedValue(
      answer(429, { data: { updateViewerProfile: { __typename: 'RateLimited', message } } }),
    );
    await showAccount();
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await settle();
    expect(statusOf('avatar').textContent).toBe(message);
  });

  it('refuses other types and files over 4 MB before sending', async () => {
    await showAccount();
    choose(new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }));
    expect(statusOf('avatar').textContent).toBe('Choose a JPG, PNG, GIF or WebP image.');
    choose(new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(statusOf('avatar').textContent).toBe('That image is larger than 4 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the username', () => {
  it('checks the shared rules at once', async () => {
    await showAccount();
    type(field('username'), 'ada lovelace');
    await pressEnter(field('username'));
    expect(statusOf('username').textContent).toBe(
      'Usernames can contain only letters, numbers and underscores.',
    );
    type(field('username'), 'settings');
    await pressEnter(field('username'));
    expect(statusOf('username').textContent).toBe('That username is reserved.');
    expect(harness.sent('UpdateUsername')).toHaveLength(0);
  });

  it('sends it normalised and shows the profile link under the new name', async () => {
    await showAccount();
    type(field('username'), ' @Ada_K ');
    await pressEnter(field('username'));
    expect(harness.sent('UpdateUsername')[0]!.variables).toEqual({ username: 'ada_k' });
    const profile = harness.container.querySelector<HTMLAnchorElement>('#username a.settings-link')!;
    expect([profile.textContent, profile.getAttribute('href')]).toEqual(['Your profile: /@ada_k', '/@ada_k']);
  });

  it('shows AlreadyExists’ message and keeps the name typed', async () => {
    const server = fakeSettingsServer(viewerFixture(), {
      UpdateUsername: () => ({
        updateUsername: { __typename: 'AlreadyExists', message: 'That username is already taken.' },
      }),
    });
    await showAccount(server);
    type(field('username'), 'babbage');
    await pressEnter(field('username'));
    expect(statusOf('username').textContent).toBe('That username is already taken.');
    expect(field('username').value).toBe('babbage');
  });
});

describe('the subdomain', () => {
  const toggle = () => harness.container.querySelector<HTMLButtonElement>('.settings-subdomain button')!;

  it('is claimed and unclaimed', async () => {
    await showAccount();
    expect(harness.container.querySelector('.settings-subdomain')!.textContent).toContain(
      'ada.folio.example',
    );
    click(toggle());
    await settle();
    expect(harness.sent('ClaimSubdomain')).toHaveLength(1);
    expect(toggle().textContent).toBe('Stop using it');
    click(toggle());
    await settle();
    expect(harness.sent('UnclaimSubdomain')).toHaveLength(1);
    expect(toggle().textContent).toBe('Use this subdomain');
  });

  it('shows the UNCLAIM_SUBDOMAIN_ERROR toast when unclaiming fails', async () => {
    const server = fakeSettingsServer(viewerFixture({ hasSubdomain: true }), {
      UnclaimSubdomain: () => ({
        unclaimSubdomain: { __typename: 'RateLimited', message: 'Too many changes.' },
      }),
    });
    await showAccount(server);
    click(toggle());
    await settle();
    expect(harness.toasts).toEqual([
      {
        message: 'We could not stop serving your subdomain. Please try again.',
        toastStyle: 'UNCLAIM_SUBDOMAIN_ERROR',
      },
    ]);
    expect(harness.container.querySelector('.settings-subdomain [role="alert"]')!.textContent).toBe(
      'Too many changes.',
    );
  });
});

describe('the e-mail address', () => {
  it('checks the new address, sends a verification link and shows the pending address', async () => {
    await showAccount();
    click(byText('Change email'));
    type(field('email'), 'ada@example');
    await pressEnter(field('email'));
    expect(statusOf('email').textContent).toBe('Please enter a valid email address.');
    expect(harness.sent('RequestEmailChange')).toHaveLength(0);
    type(field('email'), ' Ada@Example.com ');
    await pressEnter(field('email'));
    expect(harness.sent('RequestEmailChange')[0]!.variables).toEqual({ email: 'ada@example.com' });
    expect(statusOf('email').textContent).toBe(
      'We sent a verification link to ada@example.com. Your address changes once you click it.',
    );
    expect(harness.container.querySelector('.settings-pending')!.textContent).toContain(
      'ada@example.com is waiting',
    );
  });

  it('resends the link of a pending address', async () => {
    await showAccount(fakeSettingsServer(viewerFixture({ unverifiedEmail: 'new@example.com' })));
    click(byText('Resend link'));
    await settle();
    expect(harness.sent('RequestEmailChange')[0]!.variables).toEqual({ email: 'new@example.com' });
    expect(harness.container.querySelector('.settings-pending')!.textContent).toContain(
      'We sent a verification link to new@example.com.',
    );
  });
});

describe('muted writers and publications', () => {
  it('are a link near the bottom of the Account tab, to their own page', async () => {
    await showAccount();
    const link = byText('Muted writers and publications') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/me/settings/mute');
    expect(link.closest('section')!.previousElementSibling!.id).toBe('username');
    click(link);
    expect(harness.navigations).toEqual(['/me/settings/mute']);
  });
});
