import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSessionSecret } from './session-secret.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the first start makes a 48-byte base64url key, readable by its owner only', () => {
  const secret = localSessionSecret(dir);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
  expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
  const file = join(dir, 'session-secret');
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test('later starts keep the key, so sessions survive a restart', () => {
  const first = localSessionSecret(dir);
  expect(localSessionSecret(dir)).toBe(first);
  const other = mkdtempSync(join(tmpdir(), 'folio-secret-'));
  try {
    expect(localSessionSecret(other)).not.toBe(first);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
