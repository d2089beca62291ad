import type { WhoToFollowReasonKind } from '#graphql/generated/operations.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { texts } from '#web/lib/texts.ts';

/** Who to follow's words (ours; the issue gives the reasons' shape: "Followed by Ada"). */
export const whoToFollowTexts = {
  heading: 'Who to follow',
  lastStory: (awsTimestamp: number) => `Last story ${formatDate(awsTimestamp)}`,
  reason({ kind, subject }: { kind: WhoToFollowReasonKind; subject?: string | null }): string {
    if (kind === 'FOLLOWED_BY' && subject) return `Followed by ${subject}`;
    if (kind === 'WRITES_ABOUT' && subject) return `Writes about ${subject}`;
    return `Popular on ${texts.siteName}`;
  },
} as const;
