import type { DraftDocument, VersionedDraft } from './draft-document.ts';
import type { LocalDraft, LocalDrafts } from './local-drafts.ts';

/** What one save came to, as the page's save port reports it. */
export type SaveOutcome =
  /** Stored as `version`; `key` names the draft from now on (a new story gets its id on its first save). */
  | { kind: 'saved'; version: number; savedAt: number; key: string }
  /** The server holds a newer version (another tab or device). */
  | { kind: 'conflict'; server: VersionedDraft }
  /** The server refused this text (too long, invalid): saving again unchanged would be refused again. */
  | { kind: 'refused'; message: string }
  /** Offline, a failed request or a rate limit: the same save will be tried again. */
  | { kind: 'unreachable' };

export type AutosaveStatus =
  | { state: 'saved'; savedAt?: number }
  | { state: 'unsaved' }
  | { state: 'saving' }
  | { state: 'offline' }
  | { state: 'refused'; message: string }
  | { state: 'conflict'; server: VersionedDraft; mine: DraftDocument };

interface PendingPut {
  key: string;
  draft: LocalDraft;
  cancelled: boolean;
}

export interface AutosavePorts {
  save(key: string, document: DraftDocument, baseVersion: number): Promise<SaveOutcome>;
  local: LocalDrafts;
  now(): number;
}

/** Typing pauses this long before a save; continuous typing still saves at least this often. */
export const autosaveTimings = {
  debounceMs: 1_000,
  maxWaitMs: 5_000,
  /** Retries after an unreachable save wait 2 s, 4 s, … up to 30 s (and happen at once when back online). */
  firstRetryMs: 2_000,
  maxRetryMs: 30_000,
} as const;

/**
 * Saves a draft as it is written, and keeps every change on this device until the server confirms
 * it. Each save names the version it was made on; a newer version on the server stops saving and
 * offers both texts (`resolveConflict`). One save at a time: changes made during a save go in the next.
 */
export class Autosave {
  private status: AutosaveStatus;
  private latest: DraftDocument;
  /** The server version the next save is made on. */
  private baseVersion: number;
  private dirty = false;
  private saving = false;
  /** The save on its way, or the last one (settled). */
  private inFlight: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstUnsavedAt: number | undefined;
  private retryMs: number = autosaveTimings.firstRetryMs;
  private localWrites: Promise<unknown> = Promise.resolve();
  private pendingPut: PendingPut | undefined;
  private readonly listeners = new Set<(status: AutosaveStatus) => void>();
  private disposed = false;

  constructor(
    private key: string,
    opened: VersionedDraft,
    private readonly ports: AutosavePorts,
    options: { unsaved?: boolean } = {},
  ) {
    this.latest = opened.document;
    this.baseVersion = opened.version;
    this.status = { state: 'saved' };
    if (options.unsaved) this.change(opened.document);
  }

  get current(): AutosaveStatus {
    return this.status;
  }

  /** The key the draft is saved under now (a new story's id after its first save). */
  get draftKey(): string {
    return this.key;
  }

  /** The server version the next save (or a revert) is made on. */
  get version(): number {
    return this.baseVersion;
  }

  subscribe(listener: (status: AutosaveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The writer changed the document: keep it here at once, save it after a pause. */
  change(document: DraftDocument): void {
    this.latest = document;
    this.dirty = true;
    this.keepLocally();
    if (this.status.state === 'conflict') {
      this.setStatus({ ...this.status, mine: document });
      return;
    }
    if (this.status.state !== 'saving') this.setStatus({ state: 'unsaved' });
    this.firstUnsavedAt ??= this.ports.now();
    const waited = this.ports.now() - this.firstUnsavedAt;
    this.schedule(Math.max(0, Math.min(autosaveTimings.debounceMs, autosaveTimings.maxWaitMs - waited)));
  }

  /** The text as the writer left it (saved or not). */
  get document(): DraftDocument {
    return this.latest;
  }

  /**
   * Save now what is unsaved, after the save in flight if there is one (before publishing, when
   * leaving the page, when back online): once it resolves, `current` tells whether the server holds it.
   */
  async flush(): Promise<void> {
    this.clearTimer();
    await this.inFlight;
    await this.save();
  }

  /**
   * Saves everything unsaved and waits for the server, a save already on its way included (before a
   * revert replaces the text): true when the server holds it all; false offline, refused or in conflict.
   */
  async saveAll(): Promise<boolean> {
    await this.flush();
    return this.status.state === 'saved';
  }

  /**
   * The server's copy replaces this device's text (the other version of a conflict, a revert): nothing
   * is left unsaved, the local copy is dropped, and saving goes on from its version.
   */
  adopt(server: VersionedDraft): void {
    this.clearTimer();
    this.baseVersion = server.version;
    this.latest = server.document;
    this.dirty = false;
    this.firstUnsavedAt = undefined;
    this.forgetLocally();
    this.setStatus({ state: 'saved' });
  }

  /**
   * The server holds a newer version than this text was made on: saving stops and both texts are
   * offered (`resolveConflict`); this text stays on this device meanwhile.
   */
  offerConflict(server: VersionedDraft): void {
    this.dirty = true;
    this.keepLocally();
    this.setStatus({ state: 'conflict', server, mine: this.latest });
  }

  /**
   * Ends a conflict: `mine` saves this device's text over the server's version; `theirs` takes the
   * server's text (returned, for the editor to show) and drops this device's.
   */
  async resolveConflict(choice: 'mine' | 'theirs'): Promise<DraftDocument> {
    if (this.status.state !== 'conflict') return this.latest;
    const { server } = this.status;
    if (choice === 'theirs') {
      this.adopt(server);
      return server.document;
    }
    this.baseVersion = server.version;
    this.setStatus({ state: 'unsaved' });
    this.keepLocally();
    await this.flush();
    return this.latest;
  }

  /** Stop timers and listeners; what is unsaved stays on this device. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  /** Starts a save of what is unsaved, if none is on its way; resolves when the one on its way ends. */
  private save(): Promise<void> {
    if (!this.dirty || this.saving || this.disposed || this.status.state === 'conflict') return this.inFlight;
    this.inFlight = this.saveLatest();
    return this.inFlight;
  }

  private async saveLatest(): Promise<void> {
    this.saving = true;
    const document = this.latest;
    this.dirty = false;
    this.firstUnsavedAt = undefined;
    this.setStatus({ state: 'saving' });
    let outcome: SaveOutcome;
    try {
      outcome = await this.ports.save(this.key, document, this.baseVersion);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    this.saving = false;
    if (this.disposed) return;
    this.apply(outcome);
  }

  private apply(outcome: SaveOutcome): void {
    switch (outcome.kind) {
      case 'saved': {
        this.retryMs = autosaveTimings.firstRetryMs;
        this.baseVersion = outcome.version;
        if (outcome.key !== this.key) this.rekey(outcome.key);
        if (this.dirty) {
          this.setStatus({ state: 'unsaved' });
          this.keepLocally();
          this.schedule(0);
        } else {
          this.forgetLocally();
          this.setStatus({ state: 'saved', savedAt: outcome.savedAt });
        }
        return;
      }
      case 'conflict':
        this.offerConflict(outcome.server);
        return;
      case 'refused':
        // The same text would be refused again: wait for the writer's next change (one made during
        // this save is saved next). The local copy stays until a save is confirmed.
        if (this.dirty) {
          this.setStatus({ state: 'unsaved' });
          this.schedule(autosaveTimings.debounceMs);
        } else this.setStatus({ state: 'refused', message: outcome.message });
        return;
      case 'unreachable':
        this.dirty = true;
        this.setStatus({ state: 'offline' });
        this.schedule(this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, autosaveTimings.maxRetryMs);
        return;
    }
  }

  private rekey(key: string): void {
    const previous = this.key;
    this.key = key;
    this.queueLocal(() => this.ports.local.delete(previous));
  }

  /**
   * Keeps the latest document on this device. Writes queue in order; a write not started yet takes
   * the newer document instead of queueing another, so fast typing costs one write at a time.
   */
  private keepLocally(): void {
    const draft = { document: this.latest, baseVersion: this.baseVersion, changedAt: this.ports.now() };
    if (this.pendingPut?.key === this.key) {
      this.pendingPut.draft = draft;
      return;
    }
    const put: PendingPut = { key: this.key, draft, cancelled: false };
    this.pendingPut = put;
    this.queueLocal(() => {
      if (this.pendingPut === put) this.pendingPut = undefined;
      return put.cancelled ? Promise.resolve() : this.ports.local.put(put.key, put.draft);
    });
  }

  private forgetLocally(): void {
    const key = this.key;
    if (this.pendingPut) this.pendingPut.cancelled = true;
    this.pendingPut = undefined;
    this.queueLocal(() => this.ports.local.delete(key));
  }

  /** Local writes run in order, so a later change is never overwritten by an earlier one. */
  private queueLocal(write: () => Promise<void>): void {
    this.localWrites = this.localWrites.then(write).catch(() => undefined);
  }

  /** Resolves when every local write asked so far is done (tests, and the page before it leaves). */
  settled(): Promise<unknown> {
    return this.localWrites;
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.save(), delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setStatus(status: AutosaveStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }
}
