import {
  clearedSessionCookies,
  isLocalHost,
  readCookie,
  sessionCookies,
  sessionLifetimeSeconds,
} from './cookies.ts';

test.each([
  ['localhost', true],
  ['localhost:3000', true],
  ['folio.localhost:3000', true],
  ['LOCALHOST', true],
  ['folio.example', false],
  ['localhost.example', false],
  ['abc.lambda-url.eu-west-1.on.aws', false],
  [undefined, false],
])('isLocalHost(%p) is %p', (host, local) => {
  expect(isLocalHost(host)).toBe(local);
});

test('a session sets the HttpOnly session cookie and the readable xsrf cookie for 60 days, Secure in production', () => {
  expect(sessionLifetimeSeconds).toBe(5_184_000);
  expect(sessionCookies('id.sig', 'xsrf-1', 'folio.example')).toEqual([
    'folio_sid=id.sig; Max-Age=5184000; Path=/; SameSite=Lax; HttpOnly; Secure',
    'folio_xsrf=xsrf-1; Max-Age=5184000; Path=/; SameSite=Lax; Secure',
  ]);
});

test('locally the cookies are not Secure (plain HTTP would drop them)', () => {
  expect(sessionCookies('id.sig', 'xsrf-1', 'localhost:3000')).toEqual([
    'folio_sid=id.sig; Max-Age=5184000; Path=/; SameSite=Lax; HttpOnly',
    'folio_xsrf=xsrf-1; Max-Age=5184000; Path=/; SameSite=Lax',
  ]);
});

test('clearing expires both cookies', () => {
  expect(clearedSessionCookies('folio.example')).toEqual([
    'folio_sid=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure',
    'folio_xsrf=; Max-Age=0; Path=/; SameSite=Lax; Secure',
  ]);
});

test('readCookie reads the event cookies, else the Cookie header', () => {
  expect(readCookie(['a=1', 'folio_sid=abc.def=', 'folio_sid=second'], undefined, 'folio_sid')).toBe(
    'abc.def=',
  );
  expect(readCookie(undefined, 'a=1; folio_sid=xyz ; b=2', 'folio_sid')).toBe('xyz');
  expect(readCookie(['folio_sidx=1'], 'folio_sid=header', 'folio_sid')).toBeUndefined();
  expect(readCookie(undefined, undefined, 'folio_sid')).toBeUndefined();
});
