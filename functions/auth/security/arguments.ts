import * as z from 'zod';
import type {
  MutationCreateIntegrationTokenArgs,
  MutationDisconnectAccountArgs,
  MutationRequestEmailChangeArgs,
  MutationRevokeIntegrationTokenArgs,
  MutationRevokeSessionArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { email } from '../core/arguments.ts';
import { oidcProviderNames } from '../core/identity/providers.ts';

/** Arguments of the Security settings and e-mail change fields (fields.ts). */

export const maxTokenDescriptionLength = 100;
export const securityArgumentMessages = {
  noDescription: 'Please say what the token is for.',
  longDescription: `A description can be at most ${maxTokenDescriptionLength} characters long.`,
  notAnId: 'That is not the id of a session or token.',
  notAProvider: 'That is not a sign-in provider.',
} as const;

/** Sessions and tokens are named by a SHA-256 in hex (their id in the API). */
const hashId = z.string().regex(/^[0-9a-f]{64}$/, securityArgumentMessages.notAnId);

export const requestEmailChangeArguments = graphqlArguments<MutationRequestEmailChangeArgs>()(
  z.object({ email }),
);

export const revokeArguments = graphqlArguments<
  MutationRevokeSessionArgs | MutationRevokeIntegrationTokenArgs
>()(z.object({ id: hashId }));

export const createIntegrationTokenArguments = graphqlArguments<MutationCreateIntegrationTokenArgs>()(
  z.object({
    description: z
      .string()
      .trim()
      .min(1, securityArgumentMessages.noDescription)
      .max(maxTokenDescriptionLength, securityArgumentMessages.longDescription),
  }),
);

/** A provider as the state names it (lower case): apple, facebook, google or twitter. */
export const disconnectAccountArguments = graphqlArguments<MutationDisconnectAccountArgs>()(
  z.object({
    provider: z.enum(oidcProviderNames, securityArgumentMessages.notAProvider),
  }),
);
