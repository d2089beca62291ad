import { formatMonthYear } from '#web/lib/format/date.ts';
import { Link } from '#web/lib/router/link.tsx';
import { settingsTexts } from '../../texts.ts';
import type { MembershipSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

/**
 * Membership and payment: #membership (the tier and since when) and #payment. No payment exists in
 * Folio yet, and the tab says so rather than showing forms that cannot work.
 */
export function MembershipTab({ user }: { user: MembershipSettings_UserFragment }) {
  const membership = user.membership;
  return (
    <>
      <SettingsSection id="membership" heading={settingsTexts.membershipHeading}>
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
      </SettingsSection>
      <SettingsSection id="payment" heading={settingsTexts.paymentHeading}>
        <p className="settings-section__value">{settingsTexts.paymentsLater}</p>
      </SettingsSection>
    </>
  );
}
