import * as z from 'zod';
import type { MutationGoogleOneTapArgs } from '#graphql/generated/schema-types.ts';
import { authOperations } from '#shared/data/entities/auth-grant.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { browserBinding, withArguments } from '../core/arguments.ts';
import { callerOf } from '../core/caller.ts';
import type { GoogleOneTap } from './service.ts';

/** A compact JWS (decodeJwt refuses more than 16 KB too); its content is checked by the service. */
export const googleOneTapArguments = graphqlArguments<MutationGoogleOneTapArgs>()(
  z.object({
    credential: z
      .string()
      .min(1, 'The Google credential is missing.')
      .max(16_384, 'The Google credential is too long.')
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'The Google credential is not valid.'),
    operation: z.enum(authOperations, 'Operation must be login or register.'),
    binding: browserBinding,
  }),
);

/** Mutation.googleOneTap (graphql/resolver-manifest.ts), merged into the auth Lambda's fields by handler.ts. */
export function createOneTapFields(googleOneTap: GoogleOneTap): Record<string, FieldResolver> {
  return {
    'Mutation.googleOneTap': withArguments(googleOneTapArguments, (args, event) =>
      googleOneTap(args, callerOf(event)),
    ),
  };
}
