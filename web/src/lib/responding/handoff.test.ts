import { dropHandOff, handedOffResponse, handOffResponse } from './handoff.ts';

/** sessionStorage as the browser keeps it for one tab: strings by key. */
const tabStorage = () => {
  const kept = new Map<string, string>();
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
};

const typed = [{ name: 'a1b2', type: 'P' as const, text: 'I started here.', markups: [] }];

describe('the hand-off of a response to the full editor', () => {
  it('keeps the text per story until the editor drops it', () => {
    const storage = tabStorage();
    expect(handOffResponse('1a2b3c4d5e6f', typed, storage)).toBe(true);
    expect(handedOffResponse('1a2b3c4d5e6f', storage)).toEqual(typed);
    expect(handedOffResponse('0f0f0f0f0f0f', storage)).toBeNull();
    // Reading does not take it: a reload of the editor before its first save finds it again.
    expect(handedOffResponse('1a2b3c4d5e6f', storage)).toEqual(typed);
    dropHandOff('1a2b3c4d5e6f', storage);
    expect(handedOffResponse('1a2b3c4d5e6f', storage)).toBeNull();
  });

  it('says so when the tab cannot keep it, so the box keeps the text', () => {
    const full = {
      ...tabStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(handOffResponse('1a2b3c4d5e6f', typed, full)).toBe(false);
    expect(handOffResponse('1a2b3c4d5e6f', typed, undefined)).toBe(false);
  });
});
