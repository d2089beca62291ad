import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from '#local/dynamodb-local.ts';
import { freePort } from '#local/free-port.ts';
import { readLocalEndpoints } from '#local/local-endpoints.ts';
import { repositoryRoot } from '#local/web-build.ts';
import { createFolioData } from '#shared/data/data.ts';
import { benchBrowser } from './bench-browser.ts';
import { storyPaths } from './local-platform.ts';
import { mixedRequests, sendAll } from './mixed-requests.ts';
import { cpuMs, processTree, residentMb } from './processes.ts';

/**
 * Resident memory of `npm start` as a developer runs it (the real script, on a free port, with its data
 * in a temporary folder): when ready after seeding the demo content (first start), when ready again on
 * that data (every later start), and after MEMORY_REQUESTS (10,000) mixed requests at 8 connections.
 * Prints figures per process; asserts nothing.
 */
const total = Number(process.env.MEMORY_REQUESTS ?? 10_000);
const connections = 8;
/** A Member of the demo content (README): member-only stories open in full. */
const member = 'ruth_reads@folio.example';

interface Started {
  child: ChildProcess;
  url: string;
}

async function npmStart(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    // Its own process group, so Ctrl-C can be played to all of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`npm start exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('Folio is ready')) resolve();
    });
  });
  return { child, url: `http://localhost:${port}` };
}

/** Ctrl-C, as a developer stops it. */
async function stop({ child }: Started) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
}

/** What each process of `npm start` is, from its command line. */
function roleOf(command: string): string {
  if (command.includes('DynamoDBLocal.jar')) return 'DynamoDB Local (JVM)';
  if (/npm(-cli\.js)? start/.test(command)) return 'npm';
  if (command.startsWith('sh ')) return 'sh';
  if (/\.bin\/tsx |tsx\/dist\/cli/.test(command)) return 'tsx launcher (Node)';
  return 'Folio (Node)';
}

/** CPU used so far by each role's processes, in ms. */
function cpuOf({ child }: Started) {
  const used: Record<string, number> = {};
  for (const info of processTree(child.pid!))
    used[roleOf(info.command)] = (used[roleOf(info.command)] ?? 0) + cpuMs(info.pid);
  return used;
}

/** RSS per role, the sum without npm's own process (what Folio runs) and the sum of everything. */
function memoryOf({ child }: Started) {
  const row: Record<string, number> = {};
  for (const info of processTree(child.pid!)) {
    const role = roleOf(info.command);
    row[`${role} MB`] = (row[`${role} MB`] ?? 0) + residentMb(info.pid).rss;
  }
  const sum = (keys: string[]) => keys.reduce((acc, key) => acc + (row[key] ?? 0), 0);
  const all = Object.keys(row);
  row['Folio: Node + JVM MB'] = sum(all.filter((key) => !/^(npm|sh) /.test(key)));
  row['all of npm start MB'] = sum(all);
  return row;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-memory-'));
  const rows: Record<string, Record<string, number>> = {};
  let running: Started | undefined;
  try {
    running = await npmStart(dataDir);
    rows['ready, after seeding'] = memoryOf(running);
    await stop(running);

    running = await npmStart(dataDir);
    rows['ready (seeded before)'] = memoryOf(running);
    const requests = await mixedRequests(
      running.url,
      await demoStories(dataDir),
      await signIn(running, dataDir),
    );
    const started = Date.now();
    const cpuBefore = cpuOf(running);
    const outcome = await sendAll(requests, total, connections);
    rows[`after ${total} requests`] = memoryOf(running);
    const cpuAfter = cpuOf(running);
    console.table(rows);
    console.log(
      `${outcome.sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${outcome.unexpected} unexpected answers`,
    );
    if (outcome.unexpected) console.log(outcome.examples);
    for (const role of ['Folio (Node)', 'DynamoDB Local (JVM)'])
      console.log(
        `${role}: ${(((cpuAfter[role] ?? 0) - (cpuBefore[role] ?? 0)) / total).toFixed(2)} CPU ms per request`,
      );
  } finally {
    if (running && running.child.exitCode === null) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Stories of the demo content, read from the running platform's DynamoDB Local. */
async function demoStories(dataDir: string) {
  const endpoints = readLocalEndpoints(dataDir)!;
  const dynamo = new DynamoDBClient(localClientConfig(endpoints.dynamoEndpoint));
  try {
    return await storyPaths(createFolioData({ client: dynamo, table: endpoints.table }), 40);
  } finally {
    dynamo.destroy();
  }
}

/** The member's session cookie, signed in through the platform's public paths and its mailbox. */
const signIn = ({ url }: Started, dataDir: string) =>
  benchBrowser({ url, outbox: join(dataDir, 'outbox') }).signInWithCode(member);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
