import { clapLimits, clapMessages, type ClapTargetKind } from '#contract/claps.ts';

/** The ClapLimitReached result: the reader's claps so far and how many more the story takes from them. */
export interface ClapLimitReached {
  __typename: 'ClapLimitReached';
  message: string;
  viewerClapCount: number;
  clapsLeft: number;
}

/**
 * The 50 rule (graphql/contract/claps.ts): a request that would take the reader past the limit is
 * refused whole — never counted in part, never clipped — and says how many claps are left.
 */
export function refuseOverClapLimit(
  viewerClapCount: number,
  numClaps: number,
  kind: ClapTargetKind = 'post',
): ClapLimitReached | undefined {
  if (viewerClapCount + numClaps <= clapLimits.perReaderPerStory) return undefined;
  const clapsLeft = Math.max(0, clapLimits.perReaderPerStory - viewerClapCount);
  return {
    __typename: 'ClapLimitReached',
    message: clapMessages.limitReached(clapsLeft, kind),
    viewerClapCount,
    clapsLeft,
  };
}
