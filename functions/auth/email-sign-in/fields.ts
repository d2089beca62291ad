import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { ResultError } from '#shared/api/results.ts';
import { firstIssueMessage, withArguments } from '../core/arguments.ts';
import { callerOf } from '../core/caller.ts';
import {
  emailAvailabilityArguments,
  sendAcctAuthEmailArguments,
  sendNewsletterSubscriptionAcctAuthEmailArguments,
  verifyLoginCodeArguments,
} from './arguments.ts';
import type { EmailSignInService } from './service.ts';

/**
 * The boundary of e-mail sign-in: AppSync events in, validated arguments and the caller out to the
 * service. The two mutations answer unions, so bad input is a BadRequest value; emailAvailability is
 * a Boolean and throws instead. `service` is read when a field is resolved, never before
 * (graphql/resolver-manifest.test.ts builds the fields over nothing to read their keys).
 */
export function createEmailSignInFields(service: EmailSignInService): Record<string, FieldResolver> {
  return {
    'Mutation.sendAcctAuthEmail': withArguments(sendAcctAuthEmailArguments, (args, event) =>
      service.sendAcctAuthEmail(args, callerOf(event)),
    ),
    'Mutation.sendNewsletterSubscriptionAcctAuthEmail': withArguments(
      sendNewsletterSubscriptionAcctAuthEmailArguments,
      (args, event) => service.sendNewsletterSubscriptionAcctAuthEmail(args, callerOf(event)),
    ),
    'Mutation.verifyLoginCode': withArguments(verifyLoginCodeArguments, (args, event) =>
      service.verifyLoginCode(args, callerOf(event)),
    ),
    'Query.emailAvailability': async (event) => {
      const parsed = emailAvailabilityArguments.safeParse(event.arguments);
      if (!parsed.success) throw new ResultError('BadRequest', firstIssueMessage(parsed.error));
      return service.emailAvailability(parsed.data.email, callerOf(event));
    },
  };
}
