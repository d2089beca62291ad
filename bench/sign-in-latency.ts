// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '#functions/auth/password/hash.ts';
import { startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { startLocalRuntime } from '#local/runtime.ts';
import { ensureWebBuild, webDist } from '#local/web-build.ts';
import { benchBrowser } from './bench-browser.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Sign-in latency through the whole local platform (gateway → CloudFront Function → AppSync → the auth
 * Lambdas → DynamoDB Local, the e-mail through SQS and the mail consumer): asking for a code (the
 * browser's binding first, as the web client does), until
 * the code is in the mailbox, verifying it, the callback that opens the session, and the first signed-in
 * query; then the same with a password. p50/p95 over BENCH_ROUNDS readers (at most 15). Prints;
 * asserts nothing.
 */
// Every request comes from 127.0.0.1, and the callback takes 30 per IP in 15 minutes: two per round.
const rounds = Math.min(15, Number(process.env.BENCH_ROUNDS ?? 15));
const password = 'correct horse battery staple';
const email = (round: number) => `bench${round}@folio.example`;

/** Runs the steps in order, timing each (ms); `signedIn` receives the session cookie. */
async function stepped(steps: Array<[string, (cookie: string) => Promise<string | void>]>) {
  const times: Record<string, number> = {};
  let carried = '';
  for (const [name, step] of steps) {
    const start = performance.now();
    carried = (await step(carried)) ?? carried;
    times[name] = performance.now() - start;
  }
  return times;
}

async function main() {
  // Every sign-in logs a line; the table is what this prints.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-sign-in-'));
  const passwordHash = await hashPassword(password);
  const runtime = await startLocalRuntime({
    dynamoEndpoint: dynamo.endpoint,
    table: 'folio',
    dataDir,
    webDist,
    port: 0,
    prepare: async ({ data }) => {
      for (let round = 0; round < rounds; round += 1) {
        const id = `bench${String(round).padStart(7, '0')}`;
        await data.entities.user
          .put({ id, username: id, name: 'Bench Reader', email: email(round), createdAt: 0 })
          .go();
        await data.entities.claim.put({ kind: 'email', value: email(round), ownerId: id }).go();
        await data.entities.credential.put({ userId: id, passwordHash, updatedAt: 0 }).go();
      }
    },
  });
  const { graphql, bind, codeFor, callback } = benchBrowser(runtime);
  const samples: Record<string, number[]> = {};
  const note = (times: Record<string, number>) => {
    for (const [name, time] of Object.entries(times)) (samples[name] ??= []).push(time);
    const total = Object.values(times).reduce((sum, time) => sum + time, 0);
    (samples[Object.keys(times).length > 3 ? 'code: total' : 'password: total'] ??= []).push(total);
  };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const to = email(round);
      let token = '';
      note(
        await stepped([
          [
            'code: request',
            async () =>
              void (await graphql(
                `mutation { sendAcctAuthEmail(email: "${to}", operation: login, type: code, binding: "${await bind()}") { __typename } }`,
              )),
          ],
          ['code: in the mailbox', async () => (token = await codeFor(to))],
          [
            'code: verify',
            async () => {
              const data = await graphql(
                `mutation { verifyLoginCode(email: "${to}", loginCode: "${token}") { ... on AccountToken { value } } }`,
              );
              token = data.verifyLoginCode?.value ?? '';
            },
          ],
          ['code: callback', async () => callback(token)],
          [
            'code: first signed-in query',
            async (cookie) => void (await graphql('{ viewer { id } }', cookie)),
          ],
        ]),
      );
      note(
        await stepped([
          [
            'password: sign in',
            async () => {
              const data = await graphql(
                `mutation { signInWithPassword(email: "${to}", password: "${password}", binding: "${await bind()}") { ... on AccountToken { value } } }`,
              );
              token = data.signInWithPassword?.value ?? '';
            },
          ],
          ['password: callback', async () => callback(token)],
          [
            'password: first signed-in query',
            async (cookie) => void (await graphql('{ viewer { id } }', cookie)),
          ],
        ]),
      );
    }
    const rows = Object.fromEntries(
      Object.entries(samples).map(([name, values]) => [
        name,
        { 'p50 ms': ms(percentile(values, 50)), 'p95 ms': ms(percentile(values, 95)), n: values.length },
      ]),
    );
    console.table(rows);
  } finally {
    await runtime.stop();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
