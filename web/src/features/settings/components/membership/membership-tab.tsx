import { formatMonthYear } from '../../../../lib/format/date.ts';
import { Link } from '../../../../lib/router/link.tsx';
import { settingsTexts } from '../../texts.ts';
import type { MembershipSettingsUser } from './membership-settings-fragment.ts';

/**
 * Membership and payment: #membership (the tier and since when) and #payment. No payment exists in
 * Folio yet, and the tab says so rather than showing forms that cannot work.
 */
export function MembershipTab({ user }: { user: MembershipSettingsUser }) {
  const membership = user.membership;
  return (
    <>
      <section id="membership" className="settings-section" aria-labelledby="membership-heading">
        <h2 id="membership-heading" className="settings-section__heading">
          {settingsTexts.membershipHeading}
        </h2>
        {membership ? (
          <>
            <p className="settings-section__value">
              {settingsTexts.currentTier(settingsTexts.tier[membership.tier])}
            </p>
            {membership.memberSince !== null && (
              <p className="settings-field__hint">
                {settingsTexts.memberSince(formatMonthYear(membership.memberSince))}
              </p>
            )}
            {membership.tier === 'FRIEND' && membership.friendSince !== null && (
              <p className="settings-field__hint">
                {settingsTexts.friendSince(formatMonthYear(membership.friendSince))}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="settings-section__value">{settingsTexts.notMember}</p>
            <Link to="ShowPay" params={{}} className="button button--dark">
              {settingsTexts.becomeMember}
            </Link>
          </>
        )}
      </section>
      <section id="payment" className="settings-section" aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="settings-section__heading">
          {settingsTexts.paymentHeading}
        </h2>
        <p className="settings-section__value">{settingsTexts.paymentsLater}</p>
      </section>
    </>
  );
}
