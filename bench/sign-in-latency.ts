import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../functions/auth/password/hash.ts';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { readOutbox } from '../infra/local/outbox.ts';
import { startLocalRuntime, type LocalRuntime } from '../infra/local/runtime.ts';
import { ensureWebBuild, webDist } from '../infra/local/web-build.ts';
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

async function graphql(runtime: LocalRuntime, query: string, cookie?: string) {
  const response = await fetch(`${runtime.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, Record<string, string>> };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

async function codeFor(runtime: LocalRuntime, to: string): Promise<string> {
  for (;;) {
    const mail = (await readOutbox(runtime.outbox)).find((entry) => entry.to === to);
    const code = mail && /\n(\d{6})\n/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The bench's browser: its binding cookie, and the binding its sign-in calls pass (as the web client). */
const browser = { cookie: '', binding: '' };

/** GET /m/callback/email/binding, which the web client asks before every sign-in call. */
async function bind(runtime: LocalRuntime): Promise<string> {
  const response = await fetch(`${runtime.url}/m/callback/email/binding`, {
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  browser.binding = ((await response.json()) as { binding: string }).binding;
  browser.cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return browser.binding;
}

/** Takes an account token to the callback from the browser that asked for it; the session cookie it sets. */
async function callback(runtime: LocalRuntime, token: string): Promise<string> {
  const response = await fetch(`${runtime.url}/m/callback/email?token=${token}&operation=login`, {
    redirect: 'manual',
    headers: { cookie: browser.cookie },
  });
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('folio_sid='));
  if (!sid) throw new Error(`The callback set no session (${response.status})`);
  return sid.split(';')[0] ?? '';
}

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
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
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
                runtime,
                `mutation { sendAcctAuthEmail(email: "${to}", operation: login, type: code, binding: "${await bind(runtime)}") { __typename } }`,
              )),
          ],
          ['code: in the mailbox', async () => (token = await codeFor(runtime, to))],
          [
            'code: verify',
            async () => {
              const data = await graphql(
                runtime,
                `mutation { verifyLoginCode(email: "${to}", loginCode: "${token}") { ... on AccountToken { value } } }`,
              );
              token = data.verifyLoginCode?.value ?? '';
            },
          ],
          ['code: callback', async () => callback(runtime, token)],
          [
            'code: first signed-in query',
            async (cookie) => void (await graphql(runtime, '{ viewer { id } }', cookie)),
          ],
        ]),
      );
      note(
        await stepped([
          [
            'password: sign in',
            async () => {
              const data = await graphql(
                runtime,
                `mutation { signInWithPassword(email: "${to}", password: "${password}", binding: "${await bind(runtime)}") { ... on AccountToken { value } } }`,
              );
              token = data.signInWithPassword?.value ?? '';
            },
          ],
          ['password: callback', async () => callback(runtime, token)],
          [
            'password: first signed-in query',
            async (cookie) => void (await graphql(runtime, '{ viewer { id } }', cookie)),
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
