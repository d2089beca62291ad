/**
 * The documents holding one word: their slots and the word's weight in each (its fields' weights times
 * their boosts, folded in when the document is indexed), in typed arrays that grow by doubling.
 */
export interface Postings {
  slots: Int32Array;
  weights: Float32Array;
  length: number;
}

export const emptyPostings = (): Postings => ({
  slots: new Int32Array(2),
  weights: new Float32Array(2),
  length: 0,
});

export function addPosting(postings: Postings, slot: number, weight: number) {
  if (postings.length === postings.slots.length) {
    const slots = new Int32Array(postings.length * 2);
    const weights = new Float32Array(postings.length * 2);
    slots.set(postings.slots);
    weights.set(postings.weights);
    postings.slots = slots;
    postings.weights = weights;
  }
  postings.slots[postings.length] = slot;
  postings.weights[postings.length] = weight;
  postings.length += 1;
}

/** Without the room left for growth: an index loaded whole keeps no more than it holds. */
export function trimPostings(postings: Postings) {
  postings.slots = postings.slots.slice(0, postings.length);
  postings.weights = postings.weights.slice(0, postings.length);
}
