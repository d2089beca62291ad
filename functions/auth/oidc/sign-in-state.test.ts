import { socialStartUrl } from '#contract/social-sign-in.ts';
import { formatSignInState, parseSignInState } from './sign-in-state.ts';

const origin = 'https://folio.example';

/** The state as the start path reads it: the `state` query parameter of the web client's URL. */
const stateOfWebUrl = (url: string) => new URL(url).searchParams.get('state') ?? undefined;

describe('the sign-in state', () => {
  test('reads what the web client sends (spec 2 §4: provider|target|operation)', () => {
    const url = socialStartUrl(origin, 'google', '/@ada/a-story?source=home|x', 'register');
    expect(parseSignInState(stateOfWebUrl(url), 'google', origin)).toEqual({
      provider: 'google',
      target: '/@ada/a-story?source=home|x',
      operation: 'register',
    });
  });

  test('connect carries the viewer id, and only connect does', () => {
    expect(parseSignInState('facebook|%2F|connect|0123456789ab', 'facebook', origin)).toEqual({
      provider: 'facebook',
      target: '/',
      operation: 'connect',
      viewerId: '0123456789ab',
    });
    expect(parseSignInState('facebook|%2F|connect', 'facebook', origin)).toBeUndefined();
    expect(parseSignInState('facebook|%2F|login|0123456789ab', 'facebook', origin)).toBeUndefined();
    expect(parseSignInState('facebook|%2F|connect|NOT-AN-ID', 'facebook', origin)).toBeUndefined();
  });

  test.each([
    ['another provider', 'google|%2F|login', 'twitter'],
    ['an unknown operation', 'google|%2F|admin', 'google'],
    ['too many parts', 'google|%2F|connect|0123456789ab|x', 'google'],
    ['a broken encoding', 'google|%E0%A4%A|login', 'google'],
  ] as const)('refuses %s', (_, raw, provider) => {
    expect(parseSignInState(raw, provider, origin)).toBeUndefined();
  });

  test('an unsafe target becomes home; no state at all signs in and comes home', () => {
    for (const target of ['//evil.example/', 'http://evil.example/', 'javascript:alert(1)'])
      expect(parseSignInState(`google|${encodeURIComponent(target)}|login`, 'google', origin)?.target).toBe(
        '/',
      );
    expect(parseSignInState(undefined, 'apple', origin)).toEqual({
      provider: 'apple',
      target: '/',
      operation: 'login',
    });
  });

  test("another host's URL is kept for the callback to check, which hands the session off only to Folio's hosts", () => {
    expect(
      parseSignInState('google|https%3A%2F%2Fux.example%2Fa%3Fb%3D1|login', 'google', origin)?.target,
    ).toBe('https://ux.example/a?b=1');
  });

  test('formatting is the inverse of parsing', () => {
    const state = {
      provider: 'twitter',
      target: '/me/settings#connections',
      operation: 'connect',
      viewerId: 'abcdefabcdef',
    } as const;
    expect(parseSignInState(formatSignInState(state), 'twitter', origin)).toEqual(state);
  });
});
