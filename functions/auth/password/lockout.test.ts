import {
  afterFailure,
  afterSuccess,
  maxSoftLockouts,
  refusalOf,
  unlockedState,
  type LockoutState,
} from './lockout.ts';

const start = Date.UTC(2026, 2, 1, 12);

/** `count` wrong passwords at `now`, answering each outcome. */
function fail(state: LockoutState, count: number, now: number) {
  const outcomes = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const next = afterFailure(state, now);
    state = next.state;
    outcomes.push(next.outcome);
  }
  return { state, outcomes };
}

test('five wrong passwords count up; the sixth locks for one minute and starts the count again', () => {
  const { state, outcomes } = fail(unlockedState, 6, start);
  expect(outcomes.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map((failCount) => ({ kind: 'invalid', failCount })));
  expect(outcomes[5]).toEqual({ kind: 'soft', lockedOutUntil: start + 60_000 });
  expect(state).toMatchObject({ failCount: 0, softLockouts: 1, softLockoutsSince: start });
  expect(refusalOf(state, start + 59_999)).toEqual({ kind: 'soft', lockedOutUntil: start + 60_000 });
  expect(refusalOf(state, start + 60_000)).toBeUndefined();
});

test('the sixth soft lockout within a day is permanent', () => {
  let state = unlockedState;
  let at = start;
  for (let lockout = 1; lockout <= maxSoftLockouts; lockout += 1) {
    const round = fail(state, 6, at);
    expect(round.outcomes.at(-1)).toEqual({ kind: 'soft', lockedOutUntil: at + 60_000 });
    state = round.state;
    at += 61_000;
  }
  const last = fail(state, 6, at);
  expect(last.outcomes.at(-1)).toEqual({ kind: 'permanent' });
  expect(refusalOf(last.state, at + 365 * 86_400_000)).toEqual({ kind: 'permanent' });
});

test('soft lockouts older than a day no longer count', () => {
  let state = unlockedState;
  for (let lockout = 0; lockout < maxSoftLockouts; lockout += 1)
    state = fail(state, 6, start + lockout * 61_000).state;
  const nextDay = start + 86_400_000;
  const round = fail(state, 6, nextDay);
  expect(round.outcomes.at(-1)).toEqual({ kind: 'soft', lockedOutUntil: nextDay + 60_000 });
  expect(round.state).toMatchObject({ softLockouts: 1, softLockoutsSince: nextDay });
});

test('a day without a wrong password starts the count again', () => {
  const three = fail(unlockedState, 3, start).state;
  expect(afterFailure(three, start + 86_399_999).outcome).toEqual({ kind: 'invalid', failCount: 4 });
  expect(afterFailure(three, start + 86_400_000).outcome).toEqual({ kind: 'invalid', failCount: 1 });
});

test('a right password clears the count, not the day’s lockouts', () => {
  const locked = fail(fail(unlockedState, 6, start).state, 3, start + 61_000).state;
  expect(afterSuccess(locked)).toEqual({ ...locked, failCount: 0 });
});
