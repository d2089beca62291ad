import {
  developmentCaptchaToken,
  developmentCaptchaVerifier,
  openCaptchaVerifier,
  recaptchaClassicVerifier,
  recaptchaEnterpriseVerifier,
} from './verifiers.ts';

const context = { ip: '203.0.113.7', action: 'register' };

test('the development verifier accepts exactly the development token', async () => {
  expect(await developmentCaptchaVerifier.verify(developmentCaptchaToken, context)).toBe(true);
  expect(await developmentCaptchaVerifier.verify('anything-else', context)).toBe(false);
  expect(await developmentCaptchaVerifier.verify(undefined, context)).toBe(false);
});

test('the open verifier accepts everything', async () => {
  expect(await openCaptchaVerifier.verify(undefined, context)).toBe(true);
});

/** Google's servers cannot run here: the verifier's fetch is a double answering an assessment. */
function googleDouble(status: number, body: unknown) {
  return jest.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const verifierWith = (fetch: ReturnType<typeof googleDouble>) =>
  recaptchaEnterpriseVerifier({
    projectId: 'folio-prod',
    siteKey: 'site-key-1',
    apiKey: async () => 'api key/1',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });

const assessment = (valid: boolean, action: string, score: number) => ({
  name: 'projects/1/assessments/abc',
  tokenProperties: { valid, action, hostname: 'folio.example' },
  riskAnalysis: { score, reasons: [] },
});

test('creates an assessment with the token, site key, expected action and IP', async () => {
  const fetch = googleDouble(200, assessment(true, 'register', 0.9));
  expect(await verifierWith(fetch).verify('browser-token', context)).toBe(true);
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(
    'https://recaptchaenterprise.googleapis.com/v1/projects/folio-prod/assessments?key=api%20key%2F1',
  );
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({
    event: {
      token: 'browser-token',
      siteKey: 'site-key-1',
      expectedAction: 'register',
      userIpAddress: '203.0.113.7',
    },
  });
});

test.each([
  ['an invalid token', assessment(false, 'register', 0.9)],
  ['another action', assessment(true, 'login', 0.9)],
  ['a low score', assessment(true, 'register', 0.3)],
  ['no risk analysis', { tokenProperties: { valid: true, action: 'register' } }],
])('refuses %s', async (_, body) => {
  expect(await verifierWith(googleDouble(200, body)).verify('browser-token', context)).toBe(false);
});

test('accepts a score of exactly 0.5', async () => {
  const fetch = googleDouble(200, assessment(true, 'register', 0.5));
  expect(await verifierWith(fetch).verify('browser-token', context)).toBe(true);
});

test('refuses a missing token without asking Google', async () => {
  const fetch = googleDouble(200, assessment(true, 'register', 0.9));
  expect(await verifierWith(fetch).verify('', context)).toBe(false);
  expect(fetch).not.toHaveBeenCalled();
});

test('Google failing is an error, not a failed challenge', async () => {
  const fetch = googleDouble(403, { error: { code: 403, message: 'API key not valid' } });
  await expect(verifierWith(fetch).verify('browser-token', context)).rejects.toThrow('answered 403');
});

describe('classic reCAPTCHA (siteverify)', () => {
  const classicWith = (fetch: ReturnType<typeof googleDouble>) =>
    recaptchaClassicVerifier({
      secret: async () => 'secret&1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
  const verdict = (body: unknown) => classicWith(googleDouble(200, body)).verify('browser-token', context);

  test('posts the secret, the token and the IP as a form', async () => {
    const fetch = googleDouble(200, {
      success: true,
      action: 'register',
      score: 0.9,
      hostname: 'folio.example',
    });
    expect(await classicWith(fetch).verify('browser-token', context)).toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'secret&1',
      response: 'browser-token',
      remoteip: '203.0.113.7',
    });
  });

  test.each([
    ['a failed token', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a spent or late token', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['another action', { success: true, action: 'login', score: 0.9 }],
    ['a low score', { success: true, action: 'register', score: 0.3 }],
  ])('refuses %s', async (_, body) => {
    expect(await verdict(body)).toBe(false);
  });

  test('accepts a score of exactly 0.5, and a key that reports neither action nor score', async () => {
    expect(await verdict({ success: true, action: 'register', score: 0.5 })).toBe(true);
    expect(await verdict({ success: true, hostname: 'folio.example' })).toBe(true);
  });

  test('refuses a missing token without asking Google', async () => {
    const fetch = googleDouble(200, { success: true });
    expect(await classicWith(fetch).verify(undefined, context)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('Google failing, refusing our secret or answering nonsense is an error', async () => {
    await expect(classicWith(googleDouble(503, {})).verify('t', context)).rejects.toThrow('answered 503');
    await expect(
      classicWith(googleDouble(200, { success: false, 'error-codes': ['invalid-input-secret'] })).verify(
        't',
        context,
      ),
    ).rejects.toThrow('refused the secret: invalid-input-secret');
    await expect(classicWith(googleDouble(200, { score: 0.9 })).verify('t', context)).rejects.toThrow();
  });
});
