import * as z from 'zod';
import type { QueryUserResultArgs } from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { userIdSchema } from '#shared/data/ids.ts';

/** Arguments of the users domain's fields, validated at the boundary (resolvers.ts). */

export const maxUsernameLength = 64;
export const oneLookupMessage = 'Ask for a user by id or by username: exactly one of the two.';

/** How a username is written in links and by people (` @Writer `) versus how it is stored (`writer`). */
export const normaliseUsername = (raw: string) => raw.trim().replace(/^@/, '').toLowerCase();

const username = z
  .string()
  .transform(normaliseUsername)
  .pipe(z.string().min(1, 'A username cannot be empty.').max(maxUsernameLength));

export type UserLookup = { id: string } | { username: string };

/** userResult(id | username): exactly one of the two, as a lookup the service can follow. */
export const userResultArguments = graphqlArguments<QueryUserResultArgs>()(
  z
    .object({ id: userIdSchema.nullish(), username: username.nullish() })
    .transform((args, context): UserLookup => {
      const hasId = args.id !== null && args.id !== undefined;
      const hasUsername = args.username !== null && args.username !== undefined;
      if (hasId === hasUsername) {
        context.addIssue({ code: 'custom', message: oneLookupMessage });
        return z.NEVER;
      }
      return hasId ? { id: args.id as string } : { username: args.username as string };
    }),
);

/** The parent of Post.creator: the posts domain puts the writer's id on every Post it returns. */
export const postSource = z.object({ creatorId: z.string().nullish() }).nullish();
