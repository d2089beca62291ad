import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  moreFromSource,
  notificationSource,
  pagingArguments,
  parentSource,
  pinningUserSource,
  postResultArguments,
  postResultsArguments,
  archiveArguments,
  tagArguments,
  taggedPostsArguments,
  tagSource,
  topPostsArguments,
} from './arguments.ts';
import type { Publishing } from './publishing/publishing.ts';
import { createPublishingResolvers } from './publishing/resolvers.ts';
import { readerOf, selects, selectsContent } from './selection.ts';
import type { PostsService } from './service.ts';
import { createDraftsResolvers } from './drafts/resolvers.ts';
import type { DraftsService } from './drafts/service.ts';
import { createYourStoriesResolvers } from './your-stories/resolvers.ts';
import type { YourStoriesService } from './your-stories/service.ts';
import { createSettingsResolvers } from './settings/resolvers.ts';
import type { SettingsService } from './settings/service.ts';
import { createSeriesResolvers } from './series/resolvers.ts';
import type { SeriesService } from './series/service.ts';
import { createClapsResolvers } from './claps/resolvers.ts';
import type { ClapsService } from './claps/service.ts';
import { createHighlightsResolvers } from './highlights/resolvers.ts';
import { createProfileResolvers } from './profile/resolvers.ts';
import type { ProfileLists } from './profile/service.ts';
import type { HighlightsService } from './highlights/service.ts';
import { createReadingHistoryResolvers } from './reading-history/resolvers.ts';
import type { ReadingHistoryService } from './reading-history/service.ts';
import { createResponsesResolvers } from './responses/resolvers.ts';
import type { ResponsesService } from './responses/service.ts';
import { createCatalogsResolvers } from './catalogs/resolvers.ts';
import type { CatalogsService } from './catalogs/service.ts';
import { idSource } from './catalogs/arguments.ts';
import type { ViewerEdges } from './reading-history/reading-list-state.ts';
import { createFriendLinksResolvers } from './friend-links/resolvers.ts';
import type { FriendLinksService } from './friend-links/service.ts';
import { createFeedsResolvers } from './feeds/resolvers.ts';
import type { FeedsService } from './feeds/service.ts';
import { createTopicsResolvers } from './topics/resolvers.ts';
import type { TopicsService } from './topics/service.ts';

export interface PostsServices {
  service: PostsService;
  drafts: DraftsService;
  stories: YourStoriesService;
  publishing: Publishing;
  settings: SettingsService;
  series: SeriesService;
  claps: ClapsService;
  readingHistory: ReadingHistoryService;
  highlights: HighlightsService;
  profileLists: ProfileLists;
  responses: ResponsesService;
  catalogs: CatalogsService;
  viewerEdges: ViewerEdges;
  friendLinks: FriendLinksService;
  feeds: FeedsService;
  topics: TopicsService;
}

/** The boundary: AppSync events in, validated arguments and the viewer out to the service. */

/**
 * Every field of the posts Lambda: reading stories here; the writer's drafts, Your stories,
 * publishing and story settings from their folders (graphql/resolver-manifest.ts).
 */
export function createPostsResolvers({
  service,
  drafts,
  stories,
  publishing,
  settings,
  series,
  claps,
  readingHistory,
  highlights,
  profileLists,
  responses,
  catalogs,
  viewerEdges,
  friendLinks,
  feeds,
  topics,
}: PostsServices) {
  const clapResolvers = createClapsResolvers(claps);
  const topicResolvers = createTopicsResolvers(topics);
  const lists = createCatalogsResolvers(catalogs);
  const profile = createProfileResolvers(profileLists);
  const fields: Record<string, FieldResolver> = {
    // PostResult is a union: a bad id is answered as a BadRequest value, not an error.
    'Query.postResult': async (event) => {
      const parsed = postResultArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      const reader = readerOf(event, 'content');
      const withViewerHighlights = reader.withContent && selects(event.info, 'content/viewerHighlights');
      const { id, friendLinkKey } = parsed.data;
      return service.postResult(id, {
        ...reader,
        withViewerHighlights,
        ...(friendLinkKey && { friendLinkKey }),
      });
    },
    'Query.postResults': async (event) => {
      const { postIds } = parseArguments(postResultsArguments, event.arguments);
      return service.postResults(postIds, readerOf(event, 'content'));
    },
    'Query.latestPostsFeed': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      return service.latestPostsFeed(paging, readerOf(event, 'posts/content'));
    },
    'Query.staffPicksFeed': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      return service.staffPicksFeed(paging, readerOf(event, 'items/post/content'));
    },
    'User.postsConnection': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      const user = parentSource.parse(event.source);
      return service.postsOfCreator(user.id, paging, readerOf(event, 'posts/content'));
    },
    'User.pinnedPosts': async (event) => {
      const user = pinningUserSource.parse(event.source);
      return service.pinnedPostsOf(user.id, user.pinnedPostIds, readerOf(event, 'content'));
    },
    'Collection.postsConnection': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      const collection = parentSource.parse(event.source);
      return service.postsOfCollection(collection.id, paging, readerOf(event, 'posts/content'));
    },
    'Collection.taggedPostsConnection': async (event) => {
      const { tagSlug, paging } = parseArguments(taggedPostsArguments, event.arguments);
      const collection = parentSource.parse(event.source);
      return service.taggedPostsOfCollection(
        collection.id,
        tagSlug,
        paging,
        readerOf(event, 'posts/content'),
      );
    },
    'Tag.postsConnection': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      const tag = parentSource.parse(event.source);
      return service.postsOfTag(tag.id, paging, readerOf(event, 'posts/content'));
    },
    // The tag page (issue #16).
    'Query.tag': async (event) => service.tag(parseArguments(tagArguments, event.arguments).tagSlug),
    'Tag.topPosts': async (event) => {
      const { timePeriod } = parseArguments(topPostsArguments, event.arguments);
      const tag = parentSource.parse(event.source);
      return service.topPostsOfTag(tag.id, timePeriod, readerOf(event, 'content'));
    },
    'Tag.archivePostsConnection': async (event) => {
      const { year, month, paging } = parseArguments(archiveArguments, event.arguments);
      const tag = parentSource.parse(event.source);
      return service.archiveOfTag(tag.id, { year, month }, paging, readerOf(event, 'posts/content'));
    },
    'Tag.archiveYears': async (event) => service.archiveYearsOfTag(parentSource.parse(event.source).id),
    'Post.moreFrom': async (event) => {
      const reader = readerOf(event, 'creatorPosts/content');
      const withContent = reader.withContent || selectsContent(event.info, 'collectionPosts/content');
      return service.moreFrom(moreFromSource.parse(event.source), { ...reader, withContent });
    },
    ...createPublishingResolvers(publishing),
    ...createDraftsResolvers(drafts),
    ...createYourStoriesResolvers(stories),
    ...createSettingsResolvers(settings),
    ...createSeriesResolvers(series),
    ...clapResolvers.fields,
    ...createReadingHistoryResolvers(readingHistory),
    ...createHighlightsResolvers(highlights),
    ...createResponsesResolvers(responses),
    ...lists.fields,
    ...profile.fields,
    ...createFriendLinksResolvers(friendLinks),
    ...createFeedsResolvers(feeds),
    ...topicResolvers.fields,
  };

  const batchFields: Record<string, BatchFieldResolver> = {
    'Tag.postCount': (events) => service.tagPostCounts(events.map((event) => tagSource.parse(event.source))),
    'Tag.followerCount': (events) =>
      service.tagFollowerCounts(events.map((event) => tagSource.parse(event.source))),
    ...clapResolvers.batchFields,
    ...lists.batchFields,
    ...topicResolvers.batchFields,
    ...profile.batchFields,
    // Notifications (issue #16): the stories a notification of the users domain names.
    'Notification.post': (events) =>
      service.storiesInPlace(
        events.map((event) => notificationSource.parse(event.source).postId),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Notification.response': (events) =>
      service.storiesInPlace(
        events.map((event) => notificationSource.parse(event.source).responseId),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Post.viewerEdge': (events) =>
      viewerEdges(
        events.map((event) => idSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
  };

  return { fields, batchFields };
}
