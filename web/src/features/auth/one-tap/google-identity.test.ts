/** @jest-environment jsdom */
import {
  gisScriptUrl,
  googleIdentityPrompter,
  loadGoogleIdentityServices,
  resetGoogleIdentityServices,
  type GoogleAccountsId,
  type PromptMomentNotification,
} from './google-identity.ts';

type Config = Parameters<GoogleAccountsId['initialize']>[0];

/** `window.google.accounts.id` as GIS defines it, recording what Folio does with it. */
function fakeGis() {
  const calls: string[] = [];
  let config: Config | undefined;
  let listener: ((notification: PromptMomentNotification) => void) | undefined;
  const id: GoogleAccountsId = {
    initialize(given) {
      calls.push('initialize');
      config = given;
    },
    prompt(given) {
      calls.push('prompt');
      listener = given;
    },
    cancel() {
      calls.push('cancel');
    },
  };
  const moment = (kind: 'skipped' | 'dismissed', reason = ''): PromptMomentNotification => ({
    isSkippedMoment: () => kind === 'skipped',
    isDismissedMoment: () => kind === 'dismissed',
    getDismissedReason: () => reason,
  });
  return {
    id,
    calls,
    config: () => config,
    /** Google hands the page a credential (the reader picked an account). */
    pick: (credential: string) => config?.callback({ credential, select_by: 'user' }),
    notify: (kind: 'skipped' | 'dismissed', reason?: string) => listener?.(moment(kind, reason)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetGoogleIdentityServices();
  delete (window as { google?: unknown }).google;
  document.head.innerHTML = '';
});

describe('loading Google Identity Services', () => {
  test('adds Google’s script once and answers google.accounts.id when it has loaded', async () => {
    const gis = fakeGis();
    const first = loadGoogleIdentityServices();
    const second = loadGoogleIdentityServices();
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((script) => [script.src, script.async])).toEqual([[gisScriptUrl, true]]);
    (window as { google?: unknown }).google = { accounts: { id: gis.id } };
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(gis.id);
    expect(await second).toBe(gis.id);
    // Loaded: later asks add nothing.
    expect(await loadGoogleIdentityServices()).toBe(gis.id);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  test('a script that fails is an error, and a later ask tries again', async () => {
    const failed = loadGoogleIdentityServices();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/did not load/);
    void loadGoogleIdentityServices().catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('the GIS prompter', () => {
  const request = () => {
    const seen = { credentials: [] as string[], dismissals: 0 };
    return {
      seen,
      clientId: 'web.apps.googleusercontent.com',
      onCredential: (credential: string) => seen.credentials.push(credential),
      onDismissed: () => {
        seen.dismissals += 1;
      },
    };
  };

  test('initializes with our client id and a callback, then prompts; the credential comes back', async () => {
    const gis = fakeGis();
    const asked = request();
    googleIdentityPrompter(async () => gis.id).prompt(asked);
    await settle();
    expect(gis.calls).toEqual(['initialize', 'prompt']);
    expect(gis.config()).toEqual({
      client_id: 'web.apps.googleusercontent.com',
      callback: expect.any(Function),
      cancel_on_tap_outside: false,
      context: 'signin',
      use_fedcm_for_prompt: true,
    });
    gis.notify('dismissed', 'credential_returned');
    gis.pick('header.payload.signature');
    expect(asked.seen).toEqual({ credentials: ['header.payload.signature'], dismissals: 0 });
  });

  test('by default it uses the page’s window.google once GIS is there', async () => {
    const gis = fakeGis();
    (window as { google?: unknown }).google = { accounts: { id: gis.id } };
    const asked = request();
    googleIdentityPrompter().prompt(asked);
    await settle();
    expect(gis.calls).toEqual(['initialize', 'prompt']);
    gis.pick('from.window.google');
    expect(asked.seen.credentials).toEqual(['from.window.google']);
    // Already there: no script is added.
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  test('closing the prompt is a dismissal', async () => {
    const gis = fakeGis();
    const asked = request();
    googleIdentityPrompter(async () => gis.id).prompt(asked);
    await settle();
    gis.notify('skipped');
    expect(asked.seen).toEqual({ credentials: [], dismissals: 1 });
  });

  test('taken down, it cancels Google’s prompt and reports nothing more', async () => {
    const gis = fakeGis();
    const asked = request();
    const stop = googleIdentityPrompter(async () => gis.id).prompt(asked);
    await settle();
    stop();
    gis.notify('skipped');
    gis.pick('late.credential.x');
    expect(gis.calls).toEqual(['initialize', 'prompt', 'cancel']);
    expect(asked.seen).toEqual({ credentials: [], dismissals: 0 });
  });

  test('taken down before Google loaded, it never prompts', async () => {
    const gis = fakeGis();
    const stop = googleIdentityPrompter(async () => gis.id).prompt(request());
    stop();
    await settle();
    expect(gis.calls).toEqual([]);
  });

  test('a script that cannot load costs the page nothing but a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = request();
    googleIdentityPrompter(async () => Promise.reject(new Error('blocked'))).prompt(asked);
    await settle();
    expect(warn).toHaveBeenCalledWith('Google one-tap is not available.', expect.any(Error));
    expect(asked.seen).toEqual({ credentials: [], dismissals: 0 });
    warn.mockRestore();
  });
});
