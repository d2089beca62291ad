/**
 * A per-IP token bucket kept in the Lambda's memory (decision 229): `burst` requests at once, refilled
 * at `perSecond`. Each instance counts alone, which is enough to stop one client hammering cheaply.
 */
export function perIpRateLimit({ burst, perSecond }: { burst: number; perSecond: number }, now = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (ip: string): boolean => {
    const at = now();
    const bucket = buckets.get(ip) ?? { tokens: burst, at };
    const tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    if (buckets.size > 50_000) buckets.clear();
    if (tokens < 1) {
      buckets.set(ip, { tokens, at });
      return false;
    }
    buckets.set(ip, { tokens: tokens - 1, at });
    return true;
  };
}
