/**
 * Abbreviated counts for claps, followers and responses (spec 3 §9: "Counts abbreviate thousands as K
 * and millions as M with a decimal").
 *
 * Both K and M keep one decimal, rounded half up, and drop a trailing '.0' (1000 → '1K', 1500 → '1.5K').
 * The rounding happens before the unit is chosen, so a count that would print as '1000K' (999_950 up to
 * 999_999) is promoted to '1M' instead. There is no larger unit: a billion prints as '1000M'.
 */
export function abbreviateCount(count: number): string {
  const whole = Math.round(count);
  // Local follow/unfollow adjustments can briefly go below zero; keep the sign rather than hide it.
  if (whole < 0) return `-${abbreviateCount(-whole)}`;
  if (whole < 1000) return String(whole);
  const tenthsOfThousands = Math.round(whole / 100);
  if (tenthsOfThousands < 10_000) return `${oneDecimal(tenthsOfThousands)}K`;
  return `${oneDecimal(Math.round(whole / 100_000))}M`;
}

// Works on integer tenths so float noise never produces '12.299999K'.
const oneDecimal = (tenths: number) => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));
