import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (memory-hard, in Node's crypto), a random 16-byte salt, and the parameters
 * written into the hash, `$scrypt$ln=15,r=8,p=1${salt}${hash}` (PHC string format, base64 without
 * padding). A hash keeps the parameters it was made with, so they can be raised later: a hash made
 * with weaker ones still verifies, and `needsRehash` says to replace it at the next right password.
 */

export interface ScryptParameters {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8: 32 MiB and about 0.1 s per hash on one core (bench/password-hash.ts). */
export const currentParameters: ScryptParameters = { ln: 15, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;
/** Refused when read from a stored hash: a corrupted item must not make us allocate gigabytes. */
const maxLn = 20;

const derive = (password: string, salt: Buffer, { ln, r, p }: ScryptParameters) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly N=2^15, r=8: give room.
    const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = currentParameters,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, parameters);
  const { ln, r, p } = parameters;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

const encoded =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

function parse(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const match = encoded.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt = '', key = ''] = match;
  const parameters = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (parameters.ln < 1 || parameters.ln > maxLn || parameters.r < 1 || parameters.p < 1) return undefined;
  return { parameters, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** True when `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with weaker parameters than today's (or cannot be read). */
export function needsRehash(stored: string, parameters: ScryptParameters = currentParameters): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.parameters;
  return ln < parameters.ln || r < parameters.r || p < parameters.p;
}

let decoy: Promise<string> | undefined;
/**
 * A hash of nothing anybody knows, verified when an address has no password, so that an unknown
 * address takes as long to refuse as a wrong password (timing tells nothing).
 */
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
