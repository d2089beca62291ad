/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import {
  hashViewerId,
  loginEvents,
  maxRemembered,
  observeViewer,
  recordViewer,
  viewerHistoryKey,
} from './viewer-history.ts';

// jsdom has no TextEncoder; browsers and Node do (the hash encodes the id as UTF-8).
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

afterEach(() => localStorage.clear());

describe('the viewer history', () => {
  it('takes a first reader for a new sign-in, and the same reader again for none', () => {
    const first = observeViewer(null, 'u1');
    expect(first).toMatchObject({ newSignIn: true, distinctViewers: 1 });
    expect(first.history).toEqual({ last: hashViewerId('u1'), seen: [hashViewerId('u1')] });
    expect(observeViewer(first.history, 'u1')).toMatchObject({ newSignIn: false, distinctViewers: 1 });
  });

  it('counts a sign-in after a signed-out page, and another reader, without counting anyone twice', () => {
    const ada = observeViewer(null, 'ada').history;
    const out = observeViewer(ada, null);
    expect(out).toMatchObject({ newSignIn: false, history: { last: null } });
    expect(observeViewer(out.history, 'ada')).toMatchObject({ newSignIn: true, distinctViewers: 1 });
    const grace = observeViewer(out.history, 'grace');
    expect(grace).toMatchObject({ newSignIn: true, distinctViewers: 2 });
    expect(observeViewer(grace.history, 'ada')).toMatchObject({ newSignIn: true, distinctViewers: 2 });
  });

  it('keeps only hashes, and at most a bounded number of them', () => {
    let history = observeViewer(null, 'u0').history;
    for (let index = 1; index <= maxRemembered + 5; index++)
      history = observeViewer(history, `u${index}`).history;
    expect(history.seen).toHaveLength(maxRemembered);
    expect(JSON.stringify(history)).not.toContain('u1');
    expect(history.seen.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('is stored in this browser, and an unreadable value counts as none', () => {
    localStorage.setItem(viewerHistoryKey, '{"last": 3}');
    expect(recordViewer('u1')).toMatchObject({ newSignIn: true });
    expect(recordViewer('u1')).toMatchObject({ newSignIn: false });
    expect(JSON.parse(localStorage.getItem(viewerHistoryKey)!).last).toBe(hashViewerId('u1'));
  });
});

describe('login tracking (spec 3 §4)', () => {
  it('records a client-success sign-in with the entry point, operation login', () => {
    expect(loginEvents(observeViewer(null, 'u1'), 'clap')).toEqual([
      { key: 'sign-in.client-success', data: { entryPoint: 'clap', operation: 'login' } },
    ]);
  });

  it('adds multi-user-login with the count once two readers signed in here', () => {
    const first = observeViewer(null, 'u1').history;
    expect(loginEvents(observeViewer(first, 'u2'), undefined)).toEqual([
      { key: 'sign-in.client-success', data: { entryPoint: null, operation: 'login' } },
      { key: 'multi-user-login', data: { count: 2 } },
    ]);
  });

  it('records nothing for a page of the same reader', () => {
    expect(loginEvents(observeViewer(observeViewer(null, 'u1').history, 'u1'), 'nav')).toEqual([]);
  });
});
