import * as z from 'zod';
import type {
  MutationCreateFriendLinkArgs,
  MutationRevokeFriendLinkArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** createFriendLink and revokeFriendLink name the writer's story. */
export const friendLinkArguments = graphqlArguments<
  MutationCreateFriendLinkArgs | MutationRevokeFriendLinkArgs
>()(z.object({ postId: postIdSchema }));
