/** A found document: its slot, and its rank (text relevance times the signal, or the signal alone). */
export interface Ranked {
  slot: number;
  rank: number;
}

/**
 * The `k` best of a stream by `better` (a strict order), in a heap whose root is the worst kept: a
 * candidate that is not better than it costs one comparison. `sorted()` gives them best first.
 */
export function topK(k: number, better: (a: Ranked, b: Ranked) => boolean) {
  const heap: Ranked[] = [];
  const worse = (i: number, j: number) => better(heap[j]!, heap[i]!);
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  function siftDown(from: number) {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  }
  return {
    offer(candidate: Ranked) {
      if (k <= 0) return;
      if (heap.length < k) {
        heap.push(candidate);
        for (let at = heap.length - 1; at > 0 && worse(at, (at - 1) >> 1); at = (at - 1) >> 1)
          swap(at, (at - 1) >> 1);
      } else if (better(candidate, heap[0]!)) {
        heap[0] = candidate;
        siftDown(0);
      }
    },
    sorted: () => [...heap].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)),
  };
}
