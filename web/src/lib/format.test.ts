import { formatDate, imageUrl, readingMinutes } from './format.ts';

describe('formatDate', () => {
  const seconds = (ms: number) => ms / 1000;

  it('prints the UTC calendar date of an AWSTimestamp (seconds), whatever the local time zone', () => {
    expect(formatDate(seconds(Date.UTC(2024, 2, 5, 23, 59)))).toBe('Mar 5, 2024');
    expect(formatDate(seconds(Date.UTC(2024, 11, 31, 0, 0)))).toBe('Dec 31, 2024');
    expect(formatDate(0)).toBe('Jan 1, 1970');
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [0.2, 1],
    [1, 1],
    [4.01, 5],
    [12.5, 13],
  ])('%s minutes → %s', (time, minutes) => {
    expect(readingMinutes(time)).toBe(minutes);
  });
});

it('builds image URLs', () => {
  expect(imageUrl('1*abc.png')).toBe('/_/image/1*abc.png');
  expect(imageUrl('a/b')).toBe('/_/image/a%2Fb');
});
