/** @jest-environment jsdom */
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { missingXsrfTokenMessage, readXsrfToken, signOutHref } from './session.ts';

const withCookie = (cookie: string) => ({ cookie });

afterEach(() => {
  document.cookie = 'folio_xsrf=; max-age=0';
  jest.restoreAllMocks();
});

describe('readXsrfToken', () => {
  it.each([
    ['folio_xsrf=tok123', 'tok123'],
    ['a=b; folio_xsrf=tok123; c=d', 'tok123'],
    ['other_folio_xsrf=no;  folio_xsrf=yes', 'yes'],
    ['folio_xsrf=abc-DEF_123', 'abc-DEF_123'],
  ])('reads %p', (cookie, token) => {
    expect(readXsrfToken(withCookie(cookie))).toBe(token);
  });

  it.each(['', 'folio_sid=abc.def', 'folio_xsrf=', 'folio_xsrf'])('is null for %p', (cookie) => {
    expect(readXsrfToken(withCookie(cookie))).toBeNull();
  });

  it("reads the page's own cookies by default", () => {
    document.cookie = 'folio_xsrf=from-document';
    expect(readXsrfToken()).toBe('from-document');
  });
});

describe('signOutHref', () => {
  it('is the AcctSignout route with the token', () => {
    expect(signOutHref(withCookie('folio_xsrf=tok-1'))).toBe('/m/signout/tok-1');
  });

  it("logs the spec's message and gives no address without a token", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(signOutHref(withCookie('folio_sid=abc'))).toBeNull();
    expect(error).toHaveBeenCalledWith('No xsrf token found.');
    expect(missingXsrfTokenMessage).toBe('No xsrf token found.');
  });
});

it('names the header the API checks mutations by', () => {
  expect(xsrfHeaderName).toBe('x-xsrf-token'); // spec 3 §7
});
