import type * as z from 'zod';
import type { FieldResolver, ResolverEvent } from './resolver-router.ts';
import { badRequest, describeZodError, type ResultValue } from './results.ts';
import { viewerFromIdentity, type Viewer } from './viewer.ts';

/** A signed-in viewer: a field built with `signedInField` runs only for one. */
export type SignedInViewer = Viewer & { id: string };

/**
 * A field whose answer is a result union and which only a signed-in viewer may use: a visitor is
 * answered Unauthorized (told `signInMessage`), bad arguments BadRequest — both as values, never
 * errors — and only then does `run` run. A mutation's xsrf token was already checked by the router
 * (resolver-router.ts).
 */
export const signedInField =
  (signInMessage: string) =>
  <S extends z.ZodType>(
    schema: S,
    run: (viewer: SignedInViewer, args: z.output<S>, event: ResolverEvent) => Promise<unknown>,
  ): FieldResolver =>
  async (event: ResolverEvent) => {
    const viewer = viewerFromIdentity(event.identity);
    if (!viewer.id) return { __typename: 'Unauthorized', message: signInMessage } satisfies ResultValue;
    const parsed = schema.safeParse(event.arguments);
    if (!parsed.success) return badRequest(describeZodError(parsed.error));
    return run({ ...viewer, id: viewer.id }, parsed.data, event);
  };
