import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port.ts';
import { assertJava } from './java.ts';

/** The official emulator's jar, shipped inside amplify-dynamodb-simulator (pinned; see docs/decisions.md). */
const emulatorDir = join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Keep data in this folder; in memory when absent. */
  dataDir?: string;
  port?: number;
  /** The JVM's settings; benchmarks compare others (bench/dynamodb-local-cost.ts). */
  jvmOptions?: readonly string[];
}

/**
 * The JVM's settings (docs/decisions.md 74): C1 only and the serial collector, as DESIGN.md §2 found
 * fastest to start and to serve here, and a heap that starts small and stays bounded. Left alone, the
 * JVM sizes its heap from the machine's memory (a 64th of it to start with, up to a quarter) and its
 * young generation fills far more pages than the emulator's data needs.
 */
export const dynamoDbLocalJvmOptions: readonly string[] = [
  '-XX:TieredStopAtLevel=1',
  '-XX:+UseSerialGC',
  '-Xms16m',
  '-Xmx256m',
];

/** Starts DynamoDB Local as our own child process on a free port and waits until it answers. */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      ...(options.jvmOptions ?? dynamoDbLocalJvmOptions),
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulatorDir, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-port',
      String(port),
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilReady(endpoint, child, () => stderr);
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, stderr: () => string) {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited early:\n${stderr()}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 30 s: ${error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    client.destroy();
  }
}

/** SDK settings for talking to the emulator (it accepts any credentials). */
export function localClientConfig(endpoint: string) {
  return {
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}
