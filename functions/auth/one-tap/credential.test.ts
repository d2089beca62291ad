import { createProviderDirectory } from '../core/identity/discovery.ts';
import { providerCatalogue } from '../core/identity/providers.ts';
import { checkGoogleCredential, credentialMaxAgeSeconds } from './credential.ts';
import { fakeGoogle } from './test-google.ts';

const now = Date.UTC(2026, 2, 1, 12);
const google = fakeGoogle();
const options = () => ({
  directory: createProviderDirectory(google.fetch, () => now),
  profile: providerCatalogue.google,
  clientId: google.clientId,
  now,
});

describe('checking the credential of Google one-tap', () => {
  test('a token Google issued to our client: the identity, its expiry and a replay key', async () => {
    const checked = await checkGoogleCredential(google.credential({}, now), options());
    expect(checked).toEqual({
      ok: true,
      identity: {
        subject: '110169484474386276334',
        email: 'ada@gmail.com',
        emailVerified: true,
        name: 'Ada Lovelace',
      },
      expiresAt: now / 1000 + 3600,
      replayKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Google's discovery document names its JWK Set: both are read through the fetch port.
    expect(google.requests).toEqual(
      expect.arrayContaining([
        'https://accounts.google.com/.well-known/openid-configuration',
        'https://www.googleapis.com/oauth2/v3/certs',
      ]),
    );
  });

  test('Google writes its issuer with or without the scheme: both are Google', async () => {
    const checked = await checkGoogleCredential(
      google.credential({ iss: 'accounts.google.com' }, now),
      options(),
    );
    expect(checked.ok).toBe(true);
  });

  test('refuses tokens for another client, from another issuer, expired or tampered with', async () => {
    const refusal = async (credential: string) => {
      const checked = await checkGoogleCredential(credential, options());
      return checked.ok ? 'accepted' : checked.refusal;
    };
    expect(await refusal(google.credential({ aud: 'someone-else', azp: 'someone-else' }, now))).toBe(
      'wrong-audience',
    );
    expect(await refusal(google.credential({ iss: 'https://accounts.example' }, now))).toBe('wrong-issuer');
    expect(await refusal(google.credential({ exp: now / 1000 - 120 }, now - 3_600_000))).toBe('expired');
    const [header, , signature] = google.credential({}, now).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'mallory', iss: google.issuer })).toString('base64url');
    expect(await refusal(`${header}.${payload}.${signature}`)).toBe('invalid-signature');
    expect(await refusal('not-a-token')).toBe('malformed');
  });

  test(`a token older than ${credentialMaxAgeSeconds / 60} minutes is refused, however long it lives`, async () => {
    const issuedAt = now - (credentialMaxAgeSeconds + 1) * 1000;
    const checked = await checkGoogleCredential(google.credential({}, issuedAt), options());
    expect(checked).toEqual({ ok: false, refusal: 'too-old' });
  });

  test('needs no nonce: the prompt sends none', async () => {
    const checked = await checkGoogleCredential(google.credential({ nonce: 'anything' }, now), options());
    expect(checked.ok).toBe(true);
  });

  test('the replay key is the same for every encoding of one token, and differs between tokens', async () => {
    const credential = google.credential({}, now);
    const first = await checkGoogleCredential(credential, options());
    // A base64url tail with other unused bits decodes to the same signature bytes.
    const [header, payload, signature = ''] = credential.split('.');
    const last = signature.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? last;
    const reencoded = `${header}.${payload}.${signature.slice(0, -1)}${sibling}`;
    const second = await checkGoogleCredential(reencoded, options());
    const other = await checkGoogleCredential(google.credential({}, now), options());
    expect(first.ok && second.ok && other.ok).toBe(true);
    if (!first.ok || !second.ok || !other.ok) return;
    expect(second.replayKey).toBe(first.replayKey);
    expect(other.replayKey).not.toBe(first.replayKey);
  });

  test('a rotated key is found by reading the JWK Set again', async () => {
    const rotating = fakeGoogle();
    const clock = { now };
    const directory = createProviderDirectory(rotating.fetch, () => clock.now);
    const check = (credential: string) =>
      checkGoogleCredential(credential, {
        directory,
        profile: providerCatalogue.google,
        clientId: rotating.clientId,
        now: clock.now,
      });
    expect((await check(rotating.credential({}, clock.now))).ok).toBe(true);
    rotating.rotateKey();
    // The set is read again at most once a minute (core/identity/discovery.ts), then the new key is there.
    clock.now += 2 * 60_000;
    expect((await check(rotating.credential({}, clock.now))).ok).toBe(true);
    const certs = rotating.requests.filter((url) => url.endsWith('/certs'));
    expect(certs).toHaveLength(2);
  });

  test('Google unreachable is an error of ours, not a refusal of the reader', async () => {
    const down = createProviderDirectory(
      async () => new Response('down', { status: 503 }),
      () => now,
    );
    await expect(
      checkGoogleCredential(google.credential({}, now), { ...options(), directory: down }),
    ).rejects.toThrow(/503/);
  });
});
