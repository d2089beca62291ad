import { formatMonthYear } from '#web/lib/format/date.ts';
import { gatedHref } from '#web/lib/gated-link.ts';
import { plansHref } from '#web/lib/plans-link.ts';
import { popoverTexts } from './texts.ts';
import { learnMoreHref } from './upgrade-target.ts';

/** Who opened the star: a visitor, a reader (memberSince, AWSTimestamp, when a member), or the author. */
export type StarViewer =
  { kind: 'signed-out' } | { kind: 'reader'; memberSince: number | null } | { kind: 'author' };

interface StarPopoverProps {
  viewer: StarViewer;
  /** The story's path: the plans page carries it through the checkout, back to the story. */
  storyPath: string;
}

/**
 * Spec 2 §6: the member-only star popover. A visitor is offered an account (sign up, or sign in from
 * there), then the pay page, plus 'Learn more'; a member sees since when; the story's author learns it
 * is behind the paywall and eligible to earn money, with no call to action. A signed-in non-member
 * (not in the spec) goes straight to the pay page, or 'Learn more'.
 */
export function MemberOnlyStarPopover({ viewer, storyPath }: StarPopoverProps) {
  return (
    <div className="membership-popover" role="dialog" tabIndex={-1} aria-label={popoverTexts.starTitle}>
      <p className="membership-popover__title">{popoverTexts.starTitle}</p>
      <StarBody viewer={viewer} storyPath={storyPath} />
    </div>
  );
}

function StarBody({ viewer, storyPath }: StarPopoverProps) {
  if (viewer.kind === 'author') return <p>{popoverTexts.starAuthor}</p>;
  if (viewer.kind === 'reader' && viewer.memberSince !== null) {
    return <p>{popoverTexts.starMember(formatMonthYear(viewer.memberSince))}</p>;
  }
  const pay = plansHref(storyPath);
  const signedOut = viewer.kind === 'signed-out';
  return (
    <div className="membership-popover__actions">
      <a
        className="button button--dark"
        href={signedOut ? gatedHref({ actionUrl: pay, entry: 'member_only_star' }) : pay}
      >
        {signedOut ? popoverTexts.starSignIn : popoverTexts.starBecomeMember}
      </a>
      <a href={learnMoreHref()}>{popoverTexts.learnMore}</a>
    </div>
  );
}
