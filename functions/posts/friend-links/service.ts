import { randomBytes } from 'node:crypto';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { PostsRepository } from '../repository.ts';
import { writingLimits } from '../rate-limits.ts';
import { isWritersStory, storyNotFound } from '../writers-story.ts';
import type { FriendLinksRepository } from './repository.ts';

export const friendLinkMessages = {
  signIn: 'Sign in to share your stories with a friend link.',
  notMemberOnly: 'Only member-only stories have friend links: anyone can already read this one.',
  notPublished: 'Publish the story before sharing a friend link to it.',
  membersOnly:
    'Friend links are for members. Become a member to share your member-only stories with friends.',
} as const;

export interface FriendLink {
  __typename: 'FriendLink';
  postId: string;
  /** null once revoked. */
  key: string | null;
}

export interface FriendLinksDependencies {
  links: FriendLinksRepository;
  posts: Pick<PostsRepository, 'findPost'>;
  rateLimits: RateLimitCounter;
  now: () => number;
  newKey?: () => string;
}

type Refusal = ResultValue<'BadRequest' | 'NotFound' | 'Forbidden' | 'RateLimited'>;

/**
 * Friend links (decision 142): the writer of a published member-only story, a member, shares it with a
 * link that opens it in full for anyone holding it, and revokes it. Anyone else asking gets the NotFound
 * of an unknown id. The link is read on the story page (story-unlock.ts).
 */
export function createFriendLinksService({
  links,
  posts,
  rateLimits,
  now,
  newKey = () => randomBytes(16).toString('hex'),
}: FriendLinksDependencies) {
  return {
    async createFriendLink(viewer: SignedInViewer, postId: string): Promise<FriendLink | Refusal> {
      const limited = await refuseOverLimit(rateLimits, writingLimits.friendLinks, viewer.id, now());
      if (limited) return limited;
      const post = await posts.findPost(postId);
      if (!isWritersStory(post, viewer)) return storyNotFound(postId);
      if (!post.isLocked) return badRequest(friendLinkMessages.notMemberOnly);
      if (post.status !== 'PUBLISHED') return badRequest(friendLinkMessages.notPublished);
      if (viewer.tier === 'FREE') return { __typename: 'Forbidden', message: friendLinkMessages.membersOnly };
      const key = await links.keepFriendLink(postId, newKey(), now());
      return { __typename: 'FriendLink', postId, key };
    },

    async revokeFriendLink(viewer: SignedInViewer, postId: string): Promise<FriendLink | Refusal> {
      const limited = await refuseOverLimit(rateLimits, writingLimits.friendLinks, viewer.id, now());
      if (limited) return limited;
      if (!isWritersStory(await posts.findPost(postId), viewer)) return storyNotFound(postId);
      await links.revokeFriendLink(postId);
      return { __typename: 'FriendLink', postId, key: null };
    },
  };
}

export type FriendLinksService = ReturnType<typeof createFriendLinksService>;
