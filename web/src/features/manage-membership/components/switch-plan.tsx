import { Button, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { MembershipPlanCadence } from '#graphql/generated/operations.ts';
import { membershipTexts as t } from '#web/connected/membership/membership-texts.ts';
import type { ViewerMembershipStatus } from '#web/connected/membership/membership-status-query.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney, membershipPrice } from '#web/lib/format/money.ts';
import { manageTexts } from '../texts.ts';

const cadences: MembershipPlanCadence[] = ['MONTHLY', 'YEARLY', 'PREMIUM_MONTHLY', 'PREMIUM_YEARLY'];

/**
 * Spec 2 §4 plan switching (only when allowed): the other plans, then "You'll be charged ... with this
 * payment method:" for the one chosen, from the current period's end.
 */
export function SwitchPlan({
  status,
  onSwitch,
}: {
  status: ViewerMembershipStatus;
  onSwitch: (plan: MembershipPlanCadence) => Promise<string | null>;
}) {
  const current = status.switchPlanSchedule?.membershipType ?? status.membershipType;
  const [chosen, setChosen] = useState<MembershipPlanCadence | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!status.canSwitchPlan) return null;
  const priceOf = (type: MembershipPlanCadence) =>
    `${formatMoney(membershipPrice(type, status.currency).amount, status.currency)} ${t.cadence(type)}`;

  async function submit() {
    if (!chosen) return;
    setBusy(true);
    setError(await onSwitch(chosen));
    setBusy(false);
    setChosen(null);
  }

  return (
    <section className="manage-membership__switch" aria-labelledby="switch-plan">
      <h2 id="switch-plan">{manageTexts.switchHeading}</h2>
      <RadioGroupField
        legend={manageTexts.switchTo}
        name="plan"
        value={chosen ?? ''}
        onChange={(event) => setChosen(event.target.value as MembershipPlanCadence)}
      >
        {cadences
          .filter((type) => type !== current)
          .map((type) => (
            <Radio key={type} value={type}>
              {`${t.planName[type]} – ${priceOf(type)}`}
            </Radio>
          ))}
      </RadioGroupField>
      {chosen && (
        <>
          <p className="manage-membership__switch-charge">{t.charged(priceOf(chosen))}</p>
          <p>{manageTexts.switchStarts(formatDate(status.currentPeriodEndsAt))}</p>
        </>
      )}
      {error && (
        <p role="alert" className="manage-membership__error">
          {error}
        </p>
      )}
      <Button variation="primary" isDisabled={!chosen || busy} onClick={() => void submit()}>
        {manageTexts.switchConfirm}
      </Button>
    </section>
  );
}
