import { z } from 'zod';

/** Arguments of the users domain's fields, validated at the boundary (resolvers.ts). */

export const maxUserIdLength = 64;
export const maxUsernameLength = 64;
export const oneLookupMessage = 'Ask for a user by id or by username: exactly one of the two.';

/** How a username is written in links and by people (` @Writer `) versus how it is stored (`writer`). */
export const normaliseUsername = (raw: string) => raw.trim().replace(/^@/, '').toLowerCase();

const userId = z.string().trim().min(1, 'A user id cannot be empty.').max(maxUserIdLength);
const username = z
  .string()
  .transform(normaliseUsername)
  .pipe(z.string().min(1, 'A username cannot be empty.').max(maxUsernameLength));

export type UserLookup = { id: string } | { username: string };

/** userResult(id | username): exactly one of the two, as a lookup the service can follow. */
export const userResultArguments = z
  .object({ id: userId.nullish(), username: username.nullish() })
  .transform((args, context): UserLookup => {
    const hasId = args.id !== null && args.id !== undefined;
    const hasUsername = args.username !== null && args.username !== undefined;
    if (hasId === hasUsername) {
      context.addIssue({ code: 'custom', message: oneLookupMessage });
      return z.NEVER;
    }
    return hasId ? { id: args.id as string } : { username: args.username as string };
  });

/** The parent of Post.creator: the posts domain puts the writer's id on every Post it returns. */
export const postSource = z.object({ creatorId: z.string().nullish() }).nullish();
