import type { ReactNode } from 'react';
import { formatMoney } from '#web/lib/format/money.ts';
import type { MembershipPlanView } from '../api/membership-plans-query.ts';
import { plansTexts } from '../texts.ts';

/** Whole amounts without cents ('$5'), others with them ('$0.96'): spec 2 §9's 0 to 2 decimals. */
const money = (cents: number, currency: MembershipPlanView['price']['currency']) =>
  formatMoney(cents, currency, { decimals: cents % 100 === 0 ? 0 : 2 });

/** A plan's name as a reader reads it: 'Member, yearly'. */
export const planTitle = (plan: MembershipPlanView) =>
  `${plansTexts.tiers[plan.tier === 'FRIEND' ? 'FRIEND' : 'MEMBER']}, ${plansTexts.intervals[plan.billingInterval].toLowerCase()}`;

/**
 * One plan: its tier and interval, its price (the crossout and the saving on yearly plans; "for your
 * first year" under an offer), and the way to choose it.
 */
export function PlanCard({
  plan,
  offer,
  action,
}: {
  plan: MembershipPlanView;
  offer: boolean;
  action: ReactNode;
}) {
  const { price } = plan;
  const tier = plan.tier === 'FRIEND' ? 'FRIEND' : 'MEMBER';
  return (
    <li className="plan-card" data-plan={plan.cadence}>
      <h2 className="plan-card__name">{planTitle(plan)}</h2>
      <p className="plan-card__price">
        {price.crossoutAmount !== null && price.crossoutAmount !== undefined && (
          <s className="plan-card__crossout">{money(price.crossoutAmount, price.currency)}</s>
        )}
        {money(price.amount, price.currency)}
        <span className="plan-card__per">{plansTexts.per[plan.billingInterval]}</span>
      </p>
      {offer && <p className="plan-card__saved">{plansTexts.firstYear}</p>}
      {price.savedAmount ? (
        <p className="plan-card__saved">{plansTexts.saved(money(price.savedAmount, price.currency))}</p>
      ) : null}
      <p className="plan-card__pitch">{plansTexts.tierPitch[tier]}</p>
      <div className="plan-card__action">{action}</div>
    </li>
  );
}
