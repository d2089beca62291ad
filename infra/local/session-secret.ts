import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local session signing key: `{dataDir}/session-secret`, made on the first start (48 random bytes,
 * base64url, readable by its owner only) and kept, so a restart signs nobody out. Deleting the file
 * signs everyone out, as rotating the key in Secrets Manager does in AWS.
 */
export function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  const existing = readIfPresent(file);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readIfPresent(file) ?? secret;
    throw error;
  }
  return secret;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
