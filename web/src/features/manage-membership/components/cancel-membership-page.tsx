import { Button, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { MembershipCancelReason, MembershipRetentionOffer } from '#graphql/generated/operations.ts';
import { membershipTexts as t } from '#web/connected/membership/membership-texts.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useManageMembership } from '../api/manage-membership-mutations.ts';
import { manageTexts } from '../texts.ts';
import { MembershipFrame } from './membership-frame.tsx';

const reasons = Object.keys(t.cancelReasons) as MembershipCancelReason[];
const offers = Object.keys(manageTexts.offer) as MembershipRetentionOffer[];

/**
 * /me/membership/cancel (ShowCancelMembership): the retention offers first (spec 2 §9: 20 % or 50 % off
 * one year), then the reason and the cancellation at the period's end — access is kept until then.
 */
export function CancelMembershipPage() {
  const { cancel, acceptOffer } = useManageMembership(manageTexts.failed);
  const { navigate } = useRouter();
  const [reason, setReason] = useState<MembershipCancelReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = () => navigate(buildRoute('ShowManageMembershipPage', {}));

  async function run(change: () => Promise<string | null>) {
    setBusy(true);
    const failure = await change();
    setBusy(false);
    setError(failure);
    if (!failure) back();
  }

  return (
    <MembershipFrame title={manageTexts.cancelTitle}>
      {(status) =>
        status.isCancelled ? (
          <p>{t.endsOn(formatDate(status.currentPeriodEndsAt))}</p>
        ) : (
          <>
            {!status.planV2.discount && status.paymentProvider === 'STRIPE' && (
              <section aria-labelledby="offers" className="cancel-membership__offers">
                <h2 id="offers">{manageTexts.offersHeading}</h2>
                {offers.map((offer) => (
                  <p key={offer}>
                    {manageTexts.offer[offer]}{' '}
                    <Button size="small" isDisabled={busy} onClick={() => void run(() => acceptOffer(offer))}>
                      {`${manageTexts.acceptOffer}: ${manageTexts.offer[offer]}`}
                    </Button>
                  </p>
                ))}
              </section>
            )}
            <RadioGroupField
              legend={manageTexts.reasonLegend}
              name="reason"
              value={reason ?? ''}
              onChange={(event) => setReason(event.target.value as MembershipCancelReason)}
            >
              {reasons.map((value) => (
                <Radio key={value} value={value}>
                  {t.cancelReasons[value]}
                </Radio>
              ))}
            </RadioGroupField>
            <p>{manageTexts.accessKept(formatDate(status.currentPeriodEndsAt))}</p>
            {error && (
              <p role="alert" className="manage-membership__error">
                {error}
              </p>
            )}
            <Button
              variation="destructive"
              isDisabled={!reason || busy}
              onClick={() => reason && void run(() => cancel(reason))}
            >
              {manageTexts.cancelConfirm}
            </Button>
          </>
        )
      }
    </MembershipFrame>
  );
}
