import type { MembershipOffer, PlanCadence } from '#contract/membership-plans.ts';
import { planCadences } from '#contract/membership-plans.ts';
import { withStartedFrom } from '#web/lib/plans-link.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/** Which of the four plans pages: each shows plans, and starts a checkout from them. */
export type PlansVariant = 'plans' | 'discount' | 'onboarding';

/** The offer a variant prices its plans with (the /discount page's half-off first year). */
export const offerOf = (variant: PlansVariant): MembershipOffer | null =>
  variant === 'discount' ? 'HALF_OFF_FIRST_YEAR' : null;

/** `/plans/confirmation/{membershipType}`: spec 2 §3's membership types as a path (premium-yearly…). */
export const membershipTypeOf = (cadence: PlanCadence) => cadence.toLowerCase().replace('_', '-');

/** The cadence a membershipType names; null for anything else (→ 404). */
export const cadenceOfMembershipType = (membershipType: string | undefined): PlanCadence | null =>
  planCadences.find((cadence) => membershipTypeOf(cadence) === membershipType) ?? null;

/** Where the payment provider sends a paid reader: /welcome-member, carrying where they started. */
export const welcomeHref = (from: string | null) =>
  withStartedFrom(buildRoute('ShowWelcomeMember', {}), from);
