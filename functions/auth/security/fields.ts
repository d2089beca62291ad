import { z } from 'zod';
import type { FieldResolver, ResolverEvent } from '../../shared/resolver-router.ts';
import { badRequest } from '../../shared/results.ts';
import { viewerFromIdentity } from '../../shared/viewer.ts';
import { firstIssueMessage } from '../email-sign-in/arguments.ts';
import type { EmailVerification } from './email-change.ts';
import type { Connections } from './connections.ts';
import type { PasswordService } from '../password/service.ts';
import { callerOf } from '../email-sign-in/fields.ts';
import {
  createIntegrationTokenArguments,
  disconnectAccountArguments,
  requestEmailChangeArguments,
  revokeArguments,
  setPasswordArguments,
  signInWithPasswordArguments,
} from './arguments.ts';
import type { SecurityService } from './sessions-and-tokens.ts';

export interface SecurityServices {
  password: PasswordService;
  security: SecurityService;
  connections: Connections;
  emailVerification: EmailVerification;
}

const userSource = z.object({ id: z.string() });
const viewerOf = (event: ResolverEvent) => viewerFromIdentity(event.identity);

/**
 * Validates `event.arguments` with `schema` and hands them on; bad input is a BadRequest value (every
 * one of these fields answers a union that has it).
 */
const withArguments =
  <S extends z.ZodType>(
    schema: S,
    resolve: (args: z.output<S>, event: ResolverEvent) => Promise<unknown>,
  ): FieldResolver =>
  async (event) => {
    const parsed = schema.safeParse(event.arguments);
    return parsed.success ? resolve(parsed.data, event) : badRequest(firstIssueMessage(parsed.error));
  };

/**
 * The boundary of password sign-in, Security settings and e-mail verification. `services` is read
 * when a field is resolved, never before (graphql/resolver-manifest.test.ts builds these routes over
 * nothing to read their keys).
 */
export function createSecurityResolvers(services: SecurityServices): Record<string, FieldResolver> {
  return {
    'Mutation.signInWithPassword': withArguments(signInWithPasswordArguments, (args, event) =>
      services.password.signInWithPassword(args, callerOf(event)),
    ),
    'Mutation.setPassword': withArguments(setPasswordArguments, (args, event) =>
      services.password.setPassword(args, viewerOf(event)),
    ),
    'Mutation.sendVerificationEmail': async (event) =>
      services.emailVerification.sendVerificationEmail(viewerOf(event)),
    'Mutation.requestEmailChange': withArguments(requestEmailChangeArguments, (args, event) =>
      services.emailVerification.requestEmailChange(args.email, viewerOf(event)),
    ),
    'Mutation.revokeSession': withArguments(revokeArguments, (args, event) =>
      services.security.revokeSession(args.id, viewerOf(event)),
    ),
    'Mutation.disconnectAccount': withArguments(disconnectAccountArguments, (args, event) =>
      services.connections.disconnectAccount(args.provider, viewerOf(event)),
    ),
    'Mutation.createIntegrationToken': withArguments(createIntegrationTokenArguments, (args, event) =>
      services.security.createIntegrationToken(args.description, viewerOf(event)),
    ),
    'Mutation.revokeIntegrationToken': withArguments(revokeArguments, (args, event) =>
      services.security.revokeIntegrationToken(args.id, viewerOf(event)),
    ),
    'User.sessions': async (event) =>
      services.security.sessionsOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.integrationTokens': async (event) =>
      services.security.integrationTokensOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.connectedAccounts': async (event) =>
      services.connections.connectedAccountsOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.twitterScreenName': async (event) =>
      services.connections.twitterScreenNameOf(userSource.parse(event.source).id, viewerOf(event)),
  };
}
