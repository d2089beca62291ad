import { useRef } from 'react';
import { useEventReporter } from '#web/lib/reporting/reporting-context.ts';
import { usePresented } from '#web/lib/reporting/use-presented.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { MemberOnlyStarPopover } from './membership-popover/member-only-star-popover.tsx';
import { PopoverButton } from './membership-popover/popover-button.tsx';
import { starViewerOf } from './membership-popover/popover-viewer.ts';

/**
 * Spec 2 §7: button.clientPresented and button.clicked for the member-only star. judgement: written
 * lower-case with hyphens, as the events endpoint takes keys (graphql/contract/event-message.ts; the
 * table's key index lower-cases them anyway), like sign-in.client-success.
 */
export const starEvents = { presented: 'button.client-presented', clicked: 'button.clicked' } as const;

interface MemberOnlyStarProps {
  /** The story the star marks, and its author (who is told about the paywall instead). */
  postId: string;
  authorId: string;
  /** Where the star is (the events' data): under a title, or on the locked notice. */
  source: 'post-meta' | 'locked-notice';
}

/**
 * The star that marks member-only stories: a button opening the member-only star popover (spec 2 §6)
 * once who is reading is known; until then (a session not answered yet) the marker alone.
 */
export function MemberOnlyStar({ postId, authorId, source }: MemberOnlyStarProps) {
  const viewer = starViewerOf(useViewerSession(), authorId);
  const reporter = useEventReporter();
  const presented = useRef<HTMLSpanElement>(null);
  const data = { button: 'member-only-star', postId, source };
  usePresented(presented, () => reporter.record(starEvents.presented, data));
  return (
    <span className="member-only" ref={presented}>
      {viewer ? (
        <PopoverButton
          label={texts.memberOnly}
          className="member-only__button"
          popover={<MemberOnlyStarPopover viewer={viewer} storyPath={buildRoute('ShowPost', { postId })} />}
          onClick={() => reporter.record(starEvents.clicked, data)}
        >
          <StarIcon />
        </PopoverButton>
      ) : (
        <span title={texts.memberOnly}>
          <StarIcon />
          <span className="visually-hidden">{texts.memberOnly}</span>
        </span>
      )}
    </span>
  );
}

function StarIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
      <path
        d="M7.44 2.32a.07.07 0 0 1 .12 0l1.52 3.17 3.46.46c.06 0 .08.07.04.11L10.05 8.5l.63 3.44c.01.06-.05.1-.1.07L7.5 10.34l-3.08 1.67c-.05.03-.11-.01-.1-.07l.63-3.44-2.53-2.44c-.04-.04-.02-.1.04-.11l3.46-.46z"
        fill="#ffc017"
      />
    </svg>
  );
}
