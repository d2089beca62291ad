import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  cancelArguments,
  cardUpdateArguments,
  noArguments,
  retentionOfferArguments,
  switchPlanArguments,
  uncancelArguments,
} from './manage-arguments.ts';
import { manageMessages } from './manage-messages.ts';
import type { ManageService } from './manage-service.ts';

const manageMutation = signedInField(manageMessages.signIn);

/** Managing a membership at the boundary: the viewer's own only, arguments validated with zod. */
export function createManageResolvers(service: ManageService): Record<string, FieldResolver> {
  return {
    'Query.membershipStatus': async (event) => {
      parseArguments(noArguments, event.arguments);
      const viewer = viewerFromIdentity(event.identity);
      return viewer.id ? service.status({ ...viewer, id: viewer.id }) : null;
    },
    'Mutation.switchMembershipPlan': manageMutation(switchPlanArguments, (viewer, args) =>
      service.switchPlan(viewer, args.planId),
    ),
    'Mutation.cancelMembership': manageMutation(cancelArguments, (viewer, args) =>
      service.cancel(viewer, args.reason),
    ),
    'Mutation.acceptMembershipRetentionOffer': manageMutation(retentionOfferArguments, (viewer, args) =>
      service.acceptRetentionOffer(viewer, args.offer),
    ),
    'Mutation.startPaymentMethodUpdate': manageMutation(cardUpdateArguments, (viewer, args) =>
      service.startCardUpdate(viewer, args.returnPath),
    ),
    'Mutation.uncancelMembership': manageMutation(uncancelArguments, (viewer, args) =>
      service.uncancel(viewer, args.membershipId),
    ),
  };
}
