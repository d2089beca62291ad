import { performance } from 'node:perf_hooks';
import { currentParameters, hashPassword, verifyPassword } from '#functions/auth/password/hash.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * What a password costs: scrypt at today's parameters (functions/auth/password/hash.ts), per hash and
 * per verification, p50/p95 over 20 of each on this machine's one core (a Lambda of 1769 MB has one
 * full vCPU). Every password sign-in, and every refusal of an unknown address, pays one verification.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  await run(); // warm: the first call loads the crypto bindings
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const { ln, r, p } = currentParameters;
  const stored = await hashPassword('correct horse battery staple');
  const rows: Record<string, unknown> = {};
  for (const [name, run] of [
    ['hash', () => hashPassword('correct horse battery staple')],
    ['verify (right)', () => verifyPassword('correct horse battery staple', stored)],
    ['verify (wrong)', () => verifyPassword('wrong horse battery staple', stored)],
  ] as const) {
    const samples = await timed(run);
    rows[name] = {
      'p50 ms': ms(percentile(samples, 50)),
      'p95 ms': ms(percentile(samples, 95)),
      n: samples.length,
    };
  }
  console.log(`scrypt N=2^${ln} r=${r} p=${p}: ${(128 * 2 ** ln * r) / 2 ** 20} MiB per hash`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
