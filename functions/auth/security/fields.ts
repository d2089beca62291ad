import * as z from 'zod';
import type { FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { withArguments } from '../core/arguments.ts';
import {
  createIntegrationTokenArguments,
  disconnectAccountArguments,
  requestEmailChangeArguments,
  revokeArguments,
} from './arguments.ts';
import type { Connections } from './connections.ts';
import type { EmailChange } from './email-change.ts';
import type { SessionsAndTokens } from './sessions-and-tokens.ts';

export interface SecurityServices {
  sessionsAndTokens: SessionsAndTokens;
  connections: Connections;
  emailChange: EmailChange;
}

const userSource = z.object({ id: z.string() });
const viewerOf = (event: ResolverEvent) => viewerFromIdentity(event.identity);

/**
 * The boundary of Security settings (sessions, integration tokens, connected accounts) and of the
 * e-mail address change. `services` is read when a field is resolved, never before
 * (graphql/resolver-manifest.test.ts builds these routes over nothing to read their keys).
 */
export function createSecurityFields(services: SecurityServices): Record<string, FieldResolver> {
  return {
    'Mutation.sendVerificationEmail': async (event) =>
      services.emailChange.sendVerificationEmail(viewerOf(event)),
    'Mutation.requestEmailChange': withArguments(requestEmailChangeArguments, (args, event) =>
      services.emailChange.requestEmailChange(args.email, viewerOf(event)),
    ),
    'Mutation.revokeSession': withArguments(revokeArguments, (args, event) =>
      services.sessionsAndTokens.revokeSession(args.id, viewerOf(event)),
    ),
    'Mutation.disconnectAccount': withArguments(disconnectAccountArguments, (args, event) =>
      services.connections.disconnectAccount(args.provider, viewerOf(event)),
    ),
    'Mutation.createIntegrationToken': withArguments(createIntegrationTokenArguments, (args, event) =>
      services.sessionsAndTokens.createIntegrationToken(args.description, viewerOf(event)),
    ),
    'Mutation.revokeIntegrationToken': withArguments(revokeArguments, (args, event) =>
      services.sessionsAndTokens.revokeIntegrationToken(args.id, viewerOf(event)),
    ),
    'User.sessions': async (event) =>
      services.sessionsAndTokens.sessionsOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.integrationTokens': async (event) =>
      services.sessionsAndTokens.integrationTokensOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.connectedAccounts': async (event) =>
      services.connections.connectedAccountsOf(userSource.parse(event.source).id, viewerOf(event)),
    'User.twitterScreenName': async (event) =>
      services.connections.twitterScreenNameOf(userSource.parse(event.source).id, viewerOf(event)),
  };
}
