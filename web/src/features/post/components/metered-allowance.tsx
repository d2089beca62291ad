import type { MeteredAllowance_ContentFragment } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';
import { paywallTexts } from '../paywall-texts.ts';

/**
 * The metered allowance on a member-only story (decision 141), for a signed-in non-member: above an
 * opened story, how many free member-only stories are left in the window; above the locked notice of
 * one it could not open, that none are, with the way to /plans. Nothing for anyone else.
 */
export function MeteredAllowance({ content }: { content: MeteredAllowance_ContentFragment }) {
  const { meter } = content;
  if (!meter) return null;
  return (
    <p className="metered-allowance" role="status">
      {meter.unlocked
        ? paywallTexts.storiesLeft(meter.storiesLeft, meter.window)
        : paywallTexts.noneLeft(meter.allowance, meter.window)}{' '}
      <Link className="metered-allowance__plans" to="ShowPay" params={{}}>
        {meter.unlocked ? paywallTexts.becomeMember : paywallTexts.seePlans}
      </Link>
    </p>
  );
}
