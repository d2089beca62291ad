import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

export const repositoryRoot = join(__dirname, '..', '..');
export const webDist = join(repositoryRoot, 'web', 'dist');
const manifest = join(webDist, '.vite', 'manifest.json');

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

/** True when web/dist is missing or older than a source it is built from. */
export function webBuildIsStale(): boolean {
  let built: number;
  try {
    built = statSync(manifest).mtimeMs;
  } catch {
    return true;
  }
  const sources = [
    join(repositoryRoot, 'web', 'src'),
    join(repositoryRoot, 'web', 'vite.config.ts'),
    join(repositoryRoot, 'package-lock.json'),
  ];
  return sources.some((source) => newestChange(source) > built);
}

/** Builds the browser bundle with Vite when it is stale; throws with Vite's output when it fails. */
export function ensureWebBuild(log: (line: string) => void = () => undefined): void {
  if (!webBuildIsStale()) return;
  log('Building the web client…');
  const started = new Date();
  const vite = join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', join(repositoryRoot, 'web', 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: repositoryRoot,
      encoding: 'utf8',
      // Jest sets NODE_ENV=test, which would make Vite ship React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`The web build failed:\n${result.stdout}${result.stderr}`);
  // The build is as new as the sources it read when it started: a source saved while Vite ran makes
  // it stale again, rather than older than a manifest written after it.
  utimesSync(manifest, started, started);
}
