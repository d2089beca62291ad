import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { selectsOnlyId } from '#shared/api/selection.ts';
import { badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { postSource, userResultArguments } from './arguments.ts';
import type { UsersService } from './service.ts';
import type { SocialChanges } from './social-changes.ts';
import type { SocialReads } from './social-reads.ts';
import { createSocialResolvers } from './social-resolvers.ts';
import { createTopicResolvers } from './topic-resolvers.ts';
import type { TopicFollows } from './topic-follows.ts';
import { createUpdateResolvers } from './update-resolvers.ts';
import { createNotificationsResolvers } from './notifications/resolvers.ts';
import type { NotificationsService } from './notifications/service.ts';
import type { ViewerUpdates } from './viewer-updates.ts';
import { whoToFollowArguments } from './who-to-follow/arguments.ts';
import type { WhoToFollow } from './who-to-follow/service.ts';

/** The boundary: AppSync events in, validated arguments and the viewer out to the service. */
export function createUsersResolvers({
  service,
  updates,
  socialChanges,
  socialReads,
  topicFollows,
  whoToFollow,
  notifications,
}: {
  service: UsersService;
  notifications: NotificationsService;
  updates: ViewerUpdates;
  socialChanges: SocialChanges;
  socialReads: SocialReads;
  topicFollows: TopicFollows;
  whoToFollow: WhoToFollow;
}) {
  const social = createSocialResolvers({ changes: socialChanges, reads: socialReads });
  const topics = createTopicResolvers(topicFollows);
  const fields: Record<string, FieldResolver> = {
    'Query.viewer': (event) => service.viewer(viewerFromIdentity(event.identity)),
    // UserResult is a union: bad arguments are answered as a BadRequest value, not an error.
    'Query.userResult': async (event) => {
      const parsed = userResultArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return service.userResult(parsed.data, viewerFromIdentity(event.identity));
    },
    'Query.whoToFollow': async (event) => {
      const { limit } = parseArguments(whoToFollowArguments, event.arguments);
      return whoToFollow.whoToFollow(viewerFromIdentity(event.identity), limit);
    },
    ...createUpdateResolvers(updates),
    ...social.fields,
    ...topics.fields,
    ...createNotificationsResolvers(notifications),
  };

  const batchFields: Record<string, BatchFieldResolver> = {
    'Post.creator': async (events) => {
      const ids = events.map((event) => postSource.parse(event.source)?.creatorId);
      // Asked only for the id (the cache decision does): the story already knows it, nothing to read.
      if (events.every((event) => selectsOnlyId(event.info))) return ids.map((id) => (id ? { id } : null));
      // One request, one viewer: the batch's events all carry the same identity.
      return service.creatorsOf(ids, viewerFromIdentity(events[0]?.identity));
    },
    ...social.batchFields,
    ...topics.batchFields,
  };
  // Lists (issue #13): a list carries its creatorId as a story does.
  batchFields['Catalog.creator'] = batchFields['Post.creator']!;

  return { fields, batchFields };
}
