import type * as z from 'zod';
import type { FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { badRequest, describeZodError, type ResultValue } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import type { SignedInViewer } from './viewer-updates.ts';

/**
 * The viewer's mutations whose answer is a result union: a visitor is answered Unauthorized (told
 * `signInMessage`), bad arguments BadRequest — both as values, never errors — and only then does the
 * change run. The xsrf token was already checked by the router (functions/shared/api/resolver-router.ts).
 */
export const viewerMutation =
  (signInMessage: string) =>
  <S extends z.ZodType>(
    schema: S,
    change: (viewer: SignedInViewer, args: z.output<S>) => Promise<unknown>,
  ): FieldResolver =>
  async (event: ResolverEvent) => {
    const viewer = viewerFromIdentity(event.identity);
    if (!viewer.id) return { __typename: 'Unauthorized', message: signInMessage } satisfies ResultValue;
    const parsed = schema.safeParse(event.arguments);
    if (!parsed.success) return badRequest(describeZodError(parsed.error));
    return change({ ...viewer, id: viewer.id }, parsed.data);
  };
