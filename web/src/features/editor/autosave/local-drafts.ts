import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DraftDocument } from './draft-document.ts';

/** A change the server has not confirmed yet, kept on this device. */
export interface LocalDraft {
  document: DraftDocument;
  /** The server version the change was made on. */
  baseVersion: number;
  changedAt: number;
}

/** The unsaved state of drafts, kept in the browser until the server confirms it (IndexedDB). */
export interface LocalDrafts {
  get(key: string): Promise<LocalDraft | undefined>;
  put(key: string, draft: LocalDraft): Promise<void>;
  delete(key: string): Promise<void>;
}

let store: UseStore | undefined;
const draftsStore = () => (store ??= createStore('folio-drafts', 'drafts'));

/**
 * The browser's copy, in the `folio-drafts` database. Where IndexedDB is unavailable (some private
 * windows), every call fails; the autosave goes on without a local copy and says so.
 */
export const indexedDbDrafts: LocalDrafts = {
  get: (key) => get<LocalDraft>(key, draftsStore()),
  put: (key, draft) => set(key, draft, draftsStore()),
  delete: (key) => del(key, draftsStore()),
};
