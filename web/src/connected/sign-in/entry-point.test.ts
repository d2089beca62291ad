import {
  entryPointStorageKey,
  entryPoints,
  parseEntryPoint,
  readStoredEntryPoint,
  skipOnboardingEntryPoints,
  skipsOnboarding,
  storeEntryPoint,
} from './entry-point.ts';

/** A Storage over a Map; `broken` makes every call throw, as Safari's private mode once did. */
function memoryStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new Error('QuotaExceededError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (guard(), items.get(key) ?? null),
    setItem: (key, value) => (guard(), void items.set(key, value)),
    removeItem: (key) => (guard(), void items.delete(key)),
  };
}

describe('entry points', () => {
  it('are parsed from their names only', () => {
    expect(parseEntryPoint('clap')).toBe('clap');
    expect(parseEntryPoint('email_login_timeout')).toBe('email_login_timeout');
    expect(parseEntryPoint('Clap')).toBeUndefined();
    expect(parseEntryPoint('toString')).toBeUndefined();
    expect(parseEntryPoint(null)).toBeUndefined();
  });

  it('include every entry point spec 2 §2 titles the modal by', () => {
    for (const name of ['bookmark', 'clap', 'follow', 'highlight', 'respond', 'read_exclusive', 'subscribe'])
      expect(entryPoints).toContain(name);
    for (const name of ['newsletter', 'list', 'discount_plans', 'referred_member', 'marketing_page'])
      expect(entryPoints).toContain(name);
  });

  it("skip onboarding for the spec list: clap, highlight, landing hero, free or paywalled post, regwall, private note, respond, report, and a member-only story's notice", () => {
    expect([...skipOnboardingEntryPoints].sort()).toEqual(
      [
        'clap',
        'highlight',
        'landing_hero',
        'free_post',
        'paywalled_post',
        'regwall',
        'private_note',
        'respond',
        'report',
        'read_exclusive',
      ].sort(),
    );
    expect(skipsOnboarding('clap')).toBe(true);
    expect(skipsOnboarding('follow')).toBe(false);
    expect(skipsOnboarding(undefined)).toBe(false);
  });
});

describe('the stored entry point', () => {
  it('is kept under its documented key and read back', () => {
    const storage = memoryStorage();
    storeEntryPoint('bookmark', storage);
    expect(storage.getItem(entryPointStorageKey)).toBe('bookmark');
    expect(readStoredEntryPoint(storage)).toBe('bookmark');
  });

  it('is removed when an opening has none, so an old one is not taken for it', () => {
    const storage = memoryStorage();
    storeEntryPoint('bookmark', storage);
    storeEntryPoint(undefined, storage);
    expect(readStoredEntryPoint(storage)).toBeUndefined();
  });

  it('ignores what it does not know', () => {
    const storage = memoryStorage();
    storage.setItem(entryPointStorageKey, 'something-else');
    expect(readStoredEntryPoint(storage)).toBeUndefined();
  });

  it('does not stop sign-in when storage fails, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage(true);
    expect(() => storeEntryPoint('clap', storage)).not.toThrow();
    expect(readStoredEntryPoint(storage)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
