import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PaymentMethod_method } from '#web/ui/payment-method-fragment.ts';
import type * as Operations from '#graphql/generated/operations.ts';

/** Spec 2 §3 MembershipStatus as the API answers it (null: no live membership). */
export type ViewerMembershipStatus = NonNullable<Operations.MembershipStatusQuery['membershipStatus']>;

/**
 * Spec 2 §7's membership queries (viewer membership for reactivation, plan switch eligibility,
 * UsePaymentMethodRetention, UseReactivateMembershipUpsell) as one: the banners, the reactivation
 * dialog, the avatar menu, the settings tab and the manage pages all read this one cache entry.
 */
export const MembershipStatusQuery: TypedDocumentNode<
  Operations.MembershipStatusQuery,
  Operations.MembershipStatusQueryVariables
> = gql`
  query MembershipStatusQuery {
    membershipStatus {
      membershipId
      currentPeriodEndsAt
      startedAt
      currency
      amount
      discountEndsAt
      membershipType
      isCancelled
      paymentProvider
      paymentFailedAt
      hasRecurringPaymentFailedMoreThanOnce
      hasCreditCardExpired
      cancelReason
      canSwitchPlan
      isEligibleForReactivation
      paymentMethod {
        ...PaymentMethod_method
      }
      planV2 {
        discount {
          numCycles
          percentOff
          regularPrice {
            amount
            currency
          }
        }
      }
      switchPlanSchedule {
        startAt
        membershipType
        plan {
          id
          price {
            amount
            currency
          }
        }
      }
    }
  }
  ${PaymentMethod_method}
`;

/**
 * The viewer's membership status, loaded in the browser for signed-in members (`skip` otherwise): it is
 * the reader's own and never part of a cached page. `undefined` while loading or skipped.
 */
export function useMembershipStatusQuery(skip: boolean) {
  const { data, loading, error, refetch } = useQuery(MembershipStatusQuery, {
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return { status: data?.membershipStatus, loaded: data !== undefined, loading, error, refetch };
}
