import { progressToRecord, readingRule } from './reading.ts';

const thirty = readingRule.readAfterVisibleSeconds * 1000;

describe('when a visit counts as a read', () => {
  it('is nothing before 30 visible seconds and before the end', () => {
    expect(progressToRecord({ visibleMs: thirty - 1, reachedEnd: false }, null)).toBeNull();
  });

  it('is STARTED after 30 visible seconds, once', () => {
    expect(progressToRecord({ visibleMs: thirty, reachedEnd: false }, null)).toBe('STARTED');
    expect(progressToRecord({ visibleMs: thirty * 4, reachedEnd: false }, 'STARTED')).toBeNull();
  });

  it('is FINISHED at the end, whatever the time, once and never back', () => {
    expect(progressToRecord({ visibleMs: 2000, reachedEnd: true }, null)).toBe('FINISHED');
    expect(progressToRecord({ visibleMs: thirty * 2, reachedEnd: true }, 'STARTED')).toBe('FINISHED');
    expect(progressToRecord({ visibleMs: thirty * 2, reachedEnd: true }, 'FINISHED')).toBeNull();
  });
});
