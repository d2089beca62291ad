import { edgeHeaders } from '../../shared/edge-headers.ts';
import type { FieldResolver, ResolverEvent } from '../../shared/resolver-router.ts';
import { badRequest, ResultError } from '../../shared/results.ts';
import {
  emailAvailabilityArguments,
  firstIssueMessage,
  sendAcctAuthEmailArguments,
  verifyLoginCodeArguments,
} from './arguments.ts';
import { createSecurityResolvers, type SecurityServices } from '../security/fields.ts';
import type { AuthService, Caller } from './service.ts';

/** The viewer's IP, as the CloudFront Function wrote it (a viewer cannot set it); '' when absent. */
export function callerOf(event: ResolverEvent): Caller {
  const headers = (event.request?.headers ?? {}) as Record<string, string | undefined>;
  return { ip: headers[edgeHeaders.viewerIp]?.trim() ?? '' };
}

/**
 * The boundary: AppSync events in, validated arguments and the caller out to the service. The two
 * mutations answer unions, so bad input is a BadRequest value; emailAvailability is a Boolean and
 * throws instead. Password sign-in and Security settings: security-resolvers.ts.
 */
export function createAuthResolvers(service: AuthService, security: SecurityServices) {
  const fields: Record<string, FieldResolver> = {
    ...createSecurityResolvers(security),
    'Mutation.sendAcctAuthEmail': async (event) => {
      const parsed = sendAcctAuthEmailArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(firstIssueMessage(parsed.error));
      return service.sendAcctAuthEmail(parsed.data, callerOf(event));
    },
    'Mutation.verifyLoginCode': async (event) => {
      const parsed = verifyLoginCodeArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(firstIssueMessage(parsed.error));
      return service.verifyLoginCode(parsed.data, callerOf(event));
    },
    'Query.emailAvailability': async (event) => {
      const parsed = emailAvailabilityArguments.safeParse(event.arguments);
      if (!parsed.success) throw new ResultError('BadRequest', firstIssueMessage(parsed.error));
      return service.emailAvailability(parsed.data.email, callerOf(event));
    },
  };
  return { fields };
}
