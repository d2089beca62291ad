import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** `npm run bench`: every benchmark in turn; each prints its own figures. */
for (const script of [
  'bundle-sizes.ts',
  'editor-bundle.ts',
  'cold-start.ts',
  'dynamodb-requests.ts',
  'dynamodb-request-cost.ts',
  'dynamodb-local-cost.ts',
  'memory.ts',
  'lighthouse.ts',
  'page-throughput.ts',
  'origin-cost.ts',
  'password-hash.ts',
  'sign-in-latency.ts',
  'drafts.ts',
  'image-upload.ts',
  'publish-latency.ts',
  'home-feeds.ts',
  'notification-lag.ts',
]) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), join(__dirname, script)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
