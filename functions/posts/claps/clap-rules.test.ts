import { clapLimits } from '#contract/claps.ts';
import { refuseOverClapLimit } from './clap-rules.ts';

test('claps up to 50 in total pass, whatever the request size', () => {
  expect(refuseOverClapLimit(0, 50)).toBeUndefined();
  expect(refuseOverClapLimit(49, 1)).toBeUndefined();
  expect(refuseOverClapLimit(10, 40)).toBeUndefined();
});

test('a request that would pass 50 is refused whole, with the claps left', () => {
  expect(refuseOverClapLimit(45, 10)).toEqual({
    __typename: 'ClapLimitReached',
    message: 'A reader can give a story 50 claps; you have 5 left.',
    viewerClapCount: 45,
    clapsLeft: 5,
  });
  expect(refuseOverClapLimit(clapLimits.perReaderPerStory, 1)).toMatchObject({
    clapsLeft: 0,
    message: 'You have given this story the most claps a reader can: 50.',
  });
});

test('the refusal names what was clapped: a story or a list', () => {
  expect(refuseOverClapLimit(50, 1)?.message).toBe(
    `You have given this story the most claps a reader can: ${clapLimits.perReaderPerStory}.`,
  );
  expect(refuseOverClapLimit(48, 5, 'catalog')?.message).toBe(
    `A reader can give a list ${clapLimits.perReaderPerStory} claps; you have 2 left.`,
  );
});
