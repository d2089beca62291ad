import { servedTier, type HeldTiers } from './served-tier.ts';

/** What a user item says of a reader's memberships, past and present. */
export interface MembershipHistory extends HeldTiers {
  /** Set once by the first membership, paid (webhook) or gifted (redemption); never cleared. */
  memberSince?: number | undefined;
}

/**
 * Spec 2 §3 Viewer.hasPastMemberships and the past member of NOT_REDEEMABLE_BY_PAST_MEMBERS, one rule
 * (docs/decisions.md §150): the reader had a membership, paid or gifted, and it has ended — `memberSince`
 * is set and they are served FREE now. A current member has no past membership yet.
 */
export const hasPastMemberships = (reader: MembershipHistory, now: number): boolean =>
  reader.memberSince !== undefined && servedTier(reader, now) === 'FREE';

/**
 * Spec 2 §3 Viewer.isMembershipTrialEligible (decision 150): a reader who was never a member, paid or
 * gifted (Folio offers no trial: a trial would be for them).
 */
export const isNewToMembership = (reader: MembershipHistory): boolean => reader.memberSince === undefined;
