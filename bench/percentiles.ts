/** The p-th percentile (0–100) of samples, nearest-rank; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** Milliseconds rounded to a tenth, for tables. */
export const ms = (value: number) => Math.round(value * 10) / 10;
