import { useEffect, useRef, useState } from 'react';
import { membershipTexts } from '#web/connected/membership/membership-texts.ts';
import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import { useUncancelMembership } from '#web/connected/membership/uncancel-membership-mutation.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney } from '#web/lib/format/money.ts';
import { useEventReporter } from '#web/lib/reporting/reporting-context.ts';
import { PaymentMethod } from '#web/ui/payment-method.tsx';
import { clearHash } from './clear-hash.ts';

/** Spec 2 §7's events of the dialog. */
export const reactivationEvents = {
  presented: 'reactivateMembership.presented',
  confirmationViewed: 'reactivateMembership.confirmationViewed',
  converted: 'reactivateMembership.converted',
} as const;

const t = membershipTexts;

/**
 * Spec 2 §4 reactivation dialog: shown (the details load now) → confirming (the button disabled while
 * the call runs, after success, or without data) → success (the page reloads, the hash cleaned) or the
 * inline failure. 426 px wide from md up (the stylesheet).
 */
export function ReactivationDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reporter = useEventReporter();
  const { status, loaded } = useMembershipStatusQuery(false);
  const uncancel = useUncancelMembership();
  const [state, setState] = useState<'shown' | 'confirming' | 'succeeded' | 'failed'>('shown');

  useEffect(() => {
    dialog.current?.showModal();
    reporter.record(reactivationEvents.presented, {});
  }, [reporter]);
  const eligible = status?.isEligibleForReactivation === true;
  useEffect(() => {
    if (eligible) reporter.record(reactivationEvents.confirmationViewed, {});
  }, [eligible, reporter]);

  async function confirm() {
    if (!status) return;
    setState('confirming');
    if (await uncancel(status.membershipId)) {
      setState('succeeded');
      reporter.record(reactivationEvents.converted, {});
      clearHash();
      location.reload();
    } else setState('failed');
  }

  const price = status
    ? `${formatMoney(status.amount, status.currency)} ${t.cadence(status.membershipType)}`
    : '';
  return (
    <dialog
      ref={dialog}
      id="reactivateMembership"
      className="reactivate-dialog"
      aria-labelledby="reactivate-title"
      onClose={onClose}
    >
      <h2 id="reactivate-title" className="reactivate-dialog__title">
        {t.reactivate.title}
      </h2>
      {!loaded && <p aria-busy="true">{t.reactivate.loading}</p>}
      {status && eligible && (
        <>
          <p>{t.nextCharge(formatDate(status.currentPeriodEndsAt))}</p>
          <p>{t.charged(price)}</p>
          {status.paymentMethod && (
            <PaymentMethod method={status.paymentMethod} describeCard={t.card} describeExpiry={t.expires} />
          )}
        </>
      )}
      {state === 'failed' && (
        <p role="alert" className="reactivate-dialog__error">
          {t.reactivate.failure}
        </p>
      )}
      <div className="reactivate-dialog__actions">
        <button type="button" className="button button--outline" onClick={() => dialog.current?.close()}>
          {t.reactivate.close}
        </button>
        <button
          type="button"
          className="button button--dark"
          disabled={!eligible || state === 'confirming' || state === 'succeeded'}
          onClick={() => void confirm()}
        >
          {t.reactivate.confirm}
        </button>
      </div>
    </dialog>
  );
}
