import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { withArguments } from '../core/arguments.ts';
import { callerOf } from '../core/caller.ts';
import { setPasswordArguments, signInWithPasswordArguments } from './arguments.ts';
import type { PasswordService } from './service.ts';

/**
 * The boundary of password sign-in and setting a password. `password` is read when a field is
 * resolved, never before (graphql/resolver-manifest.test.ts builds the fields over nothing).
 */
export function createPasswordFields(password: PasswordService): Record<string, FieldResolver> {
  return {
    'Mutation.signInWithPassword': withArguments(signInWithPasswordArguments, (args, event) =>
      password.signInWithPassword(args, callerOf(event)),
    ),
    'Mutation.setPassword': withArguments(setPasswordArguments, (args, event) =>
      password.setPassword(args, viewerFromIdentity(event.identity)),
    ),
  };
}
