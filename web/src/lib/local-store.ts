/**
 * Small JSON values kept in the browser (dismissed banners, the privacy acceptance, the viewers seen).
 * Storage can be missing (the server), full or forbidden (private modes): reads then give null and
 * writes are dropped with a warning — these values are conveniences, never worth a failure.
 */
export function readLocal<T>(key: string, storage: Storage | undefined = globalThis.localStorage): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    console.warn(`Could not read ${key} from local storage.`, error);
    return null;
  }
}

export function writeLocal(
  key: string,
  value: unknown,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key} to local storage.`, error);
  }
}
