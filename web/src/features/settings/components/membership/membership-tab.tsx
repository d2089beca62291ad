import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import { membershipTexts } from '#web/connected/membership/membership-texts.ts';
import { formatDate, formatMonthYear } from '#web/lib/format/date.ts';
import { PaymentMethod } from '#web/ui/payment-method.tsx';
import { UpdatePaymentMethodLink } from '#web/connected/membership/update-payment-method-link.tsx';
import { buildRoute } from '#web/routes/build-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { settingsTexts } from '../../texts.ts';
import type { MembershipSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';
import { BillingHistory } from './billing-history.tsx';

/**
 * Membership and payment: #membership (the tier and since when, the plan and its next payment) and
 * #payment (the payment method), with the way to manage the membership (spec 2 §2), and #billingHistory
 * (the viewer's charges and their receipts).
 */
export function MembershipTab({ user }: { user: MembershipSettings_UserFragment }) {
  const membership = user.membership;
  const member = membership !== null && membership.tier !== 'FREE';
  const { status } = useMembershipStatusQuery(!member);
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
            {status && (
              <>
                <p className="settings-field__hint">
                  {status.isCancelled
                    ? membershipTexts.endsOn(formatDate(status.currentPeriodEndsAt))
                    : membershipTexts.nextCharge(formatDate(status.currentPeriodEndsAt))}
                </p>
                <Link to="ShowManageMembershipPage" params={{}} className="button button--dark">
                  {settingsTexts.manageMembership}
                </Link>
              </>
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
        {status?.paymentMethod ? (
          <PaymentMethod
            method={status.paymentMethod}
            describeCard={membershipTexts.card}
            describeExpiry={membershipTexts.expires}
          />
        ) : (
          <p className="settings-section__value">{settingsTexts.noPaymentMethod}</p>
        )}
        {status?.paymentProvider === 'STRIPE' && (
          <UpdatePaymentMethodLink from={buildRoute('ShowSettingsTab', { setting: 'membership' })} />
        )}
      </SettingsSection>
      <BillingHistory />
    </>
  );
}
