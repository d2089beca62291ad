import { resolve } from 'node:path';
import { readLocalEndpoints } from '#local/local-endpoints.ts';
import { repositoryRoot } from '#local/web-build.ts';

/**
 * `npm run stripe:advance -- 32d` (or `12h`, `90m`): moves the running `npm start`'s Stripe time on
 * (every test clock, and the customers without one: decision 148), which renews every subscription
 * whose period ended — paid, or failed for 4000 0000 0000 0341 — and sends the webhooks. Local only:
 * it talks to the stand-in named in .data/local-endpoints.json.
 */
const units: Record<string, number> = { d: 86400, h: 3600, m: 60, s: 1 };

async function main() {
  const [amount = '', unit = ''] = /^(\d+)([dhms])$/.exec(process.argv[2] ?? '')?.slice(1) ?? [];
  if (!amount) throw new Error('Say how far: npm run stripe:advance -- 32d (d, h, m or s)');
  const endpoints = readLocalEndpoints(resolve(repositoryRoot, process.env.DATA_DIR ?? '.data'));
  if (!endpoints?.stripeApiBase) throw new Error('Folio is not running: start it with npm start');
  const response = await fetch(`${endpoints.stripeApiBase}/_standin/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: Number(amount) * units[unit]! }),
  });
  const { now } = (await response.json()) as { now: number };
  console.log(`Stripe's test clock is now ${new Date(now * 1000).toISOString()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
