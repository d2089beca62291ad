/**
 * Google's one-tap prompt behind a small port. Google Identity Services (GIS) is a script Google serves
 * (https://accounts.google.com/gsi/client); it cannot run in tests, which give the adapter an object
 * with the same API instead (google-identity.test.ts).
 */

/** What Folio asks of a one-tap prompt (the port). */
export interface OneTapPrompter {
  /**
   * Shows the prompt for `clientId`. `onCredential` receives the ID token Google issues when the reader
   * picks an account; `onDismissed` tells that the reader closed the prompt. Answers a function that
   * takes the prompt down; nothing is reported after it.
   */
  prompt(request: {
    clientId: string;
    onCredential(credential: string): void;
    onDismissed(): void;
  }): () => void;
}

/** The part of GIS's `google.accounts.id` used here (developers.google.com/identity/gsi/web/reference). */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback(response: { credential?: string; select_by?: string }): void;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}

/** GIS's moment notification: only the skipped/dismissed moments survive Chrome's FedCM prompt. */
export interface PromptMomentNotification {
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason(): string;
}

interface GoogleGlobal {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

export const gisScriptUrl = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | undefined;

/** Loads GIS once per page (a failed load may be tried again); answers `google.accounts.id`. */
export function loadGoogleIdentityServices(win: Window & GoogleGlobal = window): Promise<GoogleAccountsId> {
  const ready = win.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = gisScriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      const api = win.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error(`${gisScriptUrl} loaded without google.accounts.id`));
    });
    script.addEventListener('error', () => reject(new Error(`${gisScriptUrl} did not load`)));
    win.document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The GIS adapter. The prompt stays when the reader clicks elsewhere on the page (closing it is a
 * choice we remember for 14 days, so it must be deliberate); Chrome shows it through FedCM, as Google
 * requires. A skipped moment — the reader closed it, or Google could not issue a credential — counts as
 * a dismissal; a dismissed moment is the credential coming (or our own cancel).
 */
export function googleIdentityPrompter(
  load: () => Promise<GoogleAccountsId> = () => loadGoogleIdentityServices(),
): OneTapPrompter {
  return {
    prompt({ clientId, onCredential, onDismissed }) {
      let stopped = false;
      let api: GoogleAccountsId | undefined;
      load().then(
        (id) => {
          if (stopped) return;
          api = id;
          id.initialize({
            client_id: clientId,
            callback: (response) => {
              if (!stopped && response.credential) onCredential(response.credential);
            },
            cancel_on_tap_outside: false,
            context: 'signin',
            use_fedcm_for_prompt: true,
          });
          id.prompt((notification) => {
            if (!stopped && notification.isSkippedMoment()) onDismissed();
          });
        },
        // Blocked by an extension, offline: the reader still has the header's sign-in.
        (error: unknown) => console.warn('Google one-tap is not available.', error),
      );
      return () => {
        stopped = true;
        api?.cancel();
      };
    },
  };
}

/** Forgets a loaded or loading GIS (tests only). */
export const resetGoogleIdentityServices = () => {
  loading = undefined;
};
