import {
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import * as z from 'zod';

/**
 * Compact JWS as OpenID Connect uses it, on Node's crypto alone: decoding, signature checks against a
 * JWK Set, and ES256 signing (Apple's client secret). Only RS256 and ES256 are accepted: an attacker
 * choosing `none` or an HMAC "signed" with a public key is refused before any key is looked at.
 */
export const jwtAlgorithms = ['RS256', 'ES256'] as const;
export type JwtAlgorithm = (typeof jwtAlgorithms)[number];

const headerSchema = z.object({ alg: z.string(), kid: z.string().optional(), typ: z.string().optional() });

export interface DecodedJwt {
  header: z.output<typeof headerSchema>;
  payload: Record<string, unknown>;
  /** `{header}.{payload}` as received: what the signature covers. */
  signingInput: string;
  signature: Buffer;
}

const base64urlPattern = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The parts of a compact JWS, or undefined when it is not one (the signature is NOT checked here). */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 16_384) return undefined;
  const [header = '', payload = '', signature = ''] = parts;
  if (!parts.every((part) => base64urlPattern.test(part))) return undefined;
  const parsedHeader = headerSchema.safeParse(decodeJson(header));
  const parsedPayload = z.record(z.string(), z.unknown()).safeParse(decodeJson(payload));
  if (!parsedHeader.success || !parsedPayload.success) return undefined;
  return {
    header: parsedHeader.data,
    payload: parsedPayload.data,
    signingInput: `${header}.${payload}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

export type SignatureCheck = 'valid' | 'unsupported-algorithm' | 'no-matching-key' | 'invalid-signature';

const isAlgorithm = (alg: string): alg is JwtAlgorithm => (jwtAlgorithms as readonly string[]).includes(alg);

/** The JWK as a key of the algorithm's type, or undefined (wrong type, wrong curve, unreadable). */
function keyFor(jwk: JsonWebKey, alg: JwtAlgorithm): KeyObject | undefined {
  if (jwk.use !== undefined && jwk.use !== 'sig') return undefined;
  if (typeof jwk.alg === 'string' && jwk.alg !== alg) return undefined;
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    if (alg === 'RS256') return key.asymmetricKeyType === 'rsa' ? key : undefined;
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      ? key
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the signature against the keys of a JWK Set: the key named by `kid`, or (without `kid`)
 * every key of the right type. `no-matching-key` lets the caller refetch the set once (rotation).
 */
export function checkJwtSignature(jwt: DecodedJwt, keys: readonly JsonWebKey[]): SignatureCheck {
  const { alg, kid } = jwt.header;
  if (!isAlgorithm(alg)) return 'unsupported-algorithm';
  const candidates = keys
    .filter((jwk) => kid === undefined || jwk.kid === kid)
    .map((jwk) => keyFor(jwk, alg))
    .filter((key): key is KeyObject => key !== undefined);
  if (candidates.length === 0) return 'no-matching-key';
  const data = Buffer.from(jwt.signingInput, 'ascii');
  const valid = candidates.some((key) =>
    alg === 'RS256'
      ? verify('sha256', data, key, jwt.signature)
      : verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, jwt.signature),
  );
  return valid ? 'valid' : 'invalid-signature';
}

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** An ES256 compact JWS signed with a P-256 private key (PEM or KeyObject). */
export function signEs256Jwt(
  payload: Record<string, unknown>,
  privateKey: string | KeyObject,
  kid?: string,
): string {
  const input = `${encodePart({ alg: 'ES256', ...(kid ? { kid } : {}) })}.${encodePart(payload)}`;
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  const signature = sign('sha256', Buffer.from(input, 'ascii'), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
