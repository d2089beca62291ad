/**
 * Decision 226: text relevance first, then the quality signal as a gentle multiplier. The signal is
 * logarithmic so that 10× the claps adds the same, and at most +50% at a million: a strong text
 * match of a new story still beats a weak match of a popular one.
 */
export const signalBoost = (signal: number) => 1 + Math.log10(1 + Math.max(0, signal)) / 12;
