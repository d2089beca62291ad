import { topK, type Ranked } from './top-k.ts';

const byRank = (a: Ranked, b: Ranked) => a.rank > b.rank || (a.rank === b.rank && a.slot < b.slot);

describe('the k best', () => {
  it('keeps the same k best, in order, as sorting everything would', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const all = Array.from({ length: 500 }, (_, slot) => ({ slot, rank: Math.floor(random() * 50) }));
    for (const k of [1, 10, 37, 500, 800]) {
      const best = topK(k, byRank);
      for (const candidate of all) best.offer(candidate);
      const sorted = [...all].sort((a, b) => b.rank - a.rank || a.slot - b.slot).slice(0, k);
      expect(best.sorted()).toEqual(sorted);
    }
  });

  it('keeps nothing when none is wanted', () => {
    const none = topK(0, byRank);
    none.offer({ slot: 1, rank: 1 });
    expect(none.sorted()).toEqual([]);
  });
});
