import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { MembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';

/** Every change answers the same union: the status after it, or why not. */
const ManageMembershipOutcome = gql`
  fragment ManageMembershipOutcome on ManageMembershipResult {
    __typename
    ... on MembershipStatus {
      membershipId
    }
    ... on BadRequest {
      message
    }
    ... on Unauthorized {
      message
    }
    ... on NotFound {
      message
    }
    ... on Conflict {
      message
    }
    ... on RateLimited {
      message
    }
  }
`;

export const SwitchMembershipPlanMutation: TypedDocumentNode<
  Operations.SwitchMembershipPlanMutation,
  Operations.SwitchMembershipPlanMutationVariables
> = gql`
  mutation SwitchMembershipPlanMutation($planId: MembershipPlanCadence!) {
    switchMembershipPlan(planId: $planId) {
      ...ManageMembershipOutcome
    }
  }
  ${ManageMembershipOutcome}
`;

export const CancelMembershipMutation: TypedDocumentNode<
  Operations.CancelMembershipMutation,
  Operations.CancelMembershipMutationVariables
> = gql`
  mutation CancelMembershipMutation($reason: MembershipCancelReason!) {
    cancelMembership(reason: $reason) {
      ...ManageMembershipOutcome
    }
  }
  ${ManageMembershipOutcome}
`;

export const AcceptRetentionOfferMutation: TypedDocumentNode<
  Operations.AcceptRetentionOfferMutation,
  Operations.AcceptRetentionOfferMutationVariables
> = gql`
  mutation AcceptRetentionOfferMutation($offer: MembershipRetentionOffer!) {
    acceptMembershipRetentionOffer(offer: $offer) {
      ...ManageMembershipOutcome
    }
  }
  ${ManageMembershipOutcome}
`;

/** A change's answer: null when done, else the message to show. */
type Outcome = { __typename: string; message?: string };
const messageOf = (answer: Outcome | undefined, fallback: string) =>
  answer?.__typename === 'MembershipStatus' ? null : (answer?.message ?? fallback);

/**
 * The manage pages' three changes: each refetches the status the pages show (MembershipStatusQuery),
 * which the webhook that followed the change has written.
 */
export function useManageMembership(fallback: string) {
  const client = useApolloClient();
  const options = { refetchQueries: [MembershipStatusQuery], awaitRefetchQueries: true };
  const run = async (call: () => Promise<Outcome | undefined>) => {
    try {
      return messageOf(await call(), fallback);
    } catch {
      return fallback;
    }
  };
  return {
    switchPlan: (planId: Operations.MembershipPlanCadence) =>
      run(
        async () =>
          (await client.mutate({ mutation: SwitchMembershipPlanMutation, variables: { planId }, ...options }))
            .data?.switchMembershipPlan,
      ),
    cancel: (reason: Operations.MembershipCancelReason) =>
      run(
        async () =>
          (await client.mutate({ mutation: CancelMembershipMutation, variables: { reason }, ...options }))
            .data?.cancelMembership,
      ),
    acceptOffer: (offer: Operations.MembershipRetentionOffer) =>
      run(
        async () =>
          (await client.mutate({ mutation: AcceptRetentionOfferMutation, variables: { offer }, ...options }))
            .data?.acceptMembershipRetentionOffer,
      ),
  };
}
