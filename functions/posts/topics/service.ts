import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { UserReads } from '#shared/data/reads/users.ts';
import {
  findTopic,
  listedTopics,
  topicCatalogue,
  type CatalogueTopic,
} from '#shared/topics/topic-catalogue.ts';
import { isListed } from '../access.ts';
import { toGraphqlTag, type GraphqlPost, type GraphqlTag } from '../mappers.ts';
import { isMuted, noMutes } from '../mutes.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import type { Reader } from '../service.ts';
import type { FollowReads } from './follow-reads.ts';
import {
  rankRecommended,
  rankWriters,
  relatedCandidates,
  relatedTagSlugs,
  tabCandidates,
  topicNeighbours,
} from './ranking.ts';
import { suggestedTagsShown, writersShown } from '#contract/topics.ts';

/** A catalogue topic on the wire (Topic.tags and viewerEdge are resolved from its id). */
export interface GraphqlTopic {
  __typename: 'Topic';
  id: string;
  name: string;
  description: string;
  visibility: CatalogueTopic['visibility'];
  tagId: string;
}

export interface FollowSuggestions {
  tags: GraphqlTag[];
  writers: GraphqlUser[];
}

export interface TopicsServiceDependencies {
  repository: PostsRepository;
  follows: FollowReads;
  users: Pick<UserReads, 'findUsersByIds'>;
  /** Presents listed stories as the other lists do (the posts service's presentAll). */
  present: (posts: PostItem[], reader: Reader) => Promise<GraphqlPost[]>;
  now: () => number;
}

/** Suggestions (decision 219): from this many of the reader's newest followed tags. */
const followedTagsRead = 100;
const writerSourceTags = 3;
const writerSourceStories = 50;
/** The best ranked writers whose follow is looked up (one BatchGet of at most 100 keys). */
const writersConsidered = 50;

const toGraphqlTopic = (topic: CatalogueTopic): GraphqlTopic => ({
  __typename: 'Topic',
  id: topic.slug,
  name: topic.name,
  description: topic.description,
  visibility: topic.visibility,
  tagId: topic.tagSlugs[0],
});

/** Topics (decision 216) and the tag page's recommended, who-to-follow and related tags (decision 218). */
export function createTopicsService({ repository, follows, users, present, now }: TopicsServiceDependencies) {
  const mutesOf = (viewer: Viewer) =>
    viewer.id ? repository.findMutes(viewer.id) : Promise.resolve(noMutes);

  /** Existing tags in the order asked: one BatchGet (tags come into being with their first story). */
  const existingTags = async (slugs: readonly string[]): Promise<GraphqlTag[]> => {
    const unique = [...new Set(slugs)];
    const found = unique.length > 0 ? await repository.findTags(unique) : new Map();
    return unique.flatMap((slug) => {
      const tag = found.get(slug);
      return tag ? [toGraphqlTag(tag)] : [];
    });
  };

  /** The listed stories of a tag's newest `limit`: one Query, one BatchGet per 100 stories. */
  const newestStories = async (tagSlug: string, limit: number): Promise<PostItem[]> => {
    const page = await repository.postsByTag(tagSlug, { limit, cursor: null });
    const ids = page.items.map((item) => item.postId);
    const found = ids.length > 0 ? await repository.findPosts(ids) : new Map<string, PostItem>();
    return ids.flatMap((id) => {
      const post = found.get(id);
      return post && isListed(post) ? [post] : [];
    });
  };

  /** Writers as Users, in the order given: one BatchGet. */
  const writersOf = async (ids: readonly string[], viewer: Viewer): Promise<GraphqlUser[]> => {
    const found = ids.length > 0 ? await users.findUsersByIds(ids) : new Map();
    return ids.flatMap((id) => {
      const user = found.get(id);
      return user ? [toGraphqlUser(user, user.id === viewer.id)] : [];
    });
  };

  return {
    /** Query.topics: the topics listed to the viewer; no read. */
    topics: (viewer: Viewer): GraphqlTopic[] => listedTopics(viewer).map(toGraphqlTopic),

    /** Query.topic (TopicCacheController): no read; null when none or not the viewer's to see. */
    topic(slug: string, viewer: Viewer): GraphqlTopic | null {
      const topic = findTopic(slug, viewer);
      return topic ? toGraphqlTopic(topic) : null;
    },

    /** Topic.tags for a batch of topics: ONE BatchGet of all their tags; those without stories left out. */
    async topicTags(topicIds: readonly string[]): Promise<GraphqlTag[][]> {
      const slugsOf = (id: string) => topicCatalogue.find((topic) => topic.slug === id)?.tagSlugs ?? [];
      const found = new Map(
        (await existingTags(topicIds.flatMap(slugsOf))).map((tag) => [tag.id, tag] as const),
      );
      return topicIds.map((id) => slugsOf(id).flatMap((slug) => found.get(slug) ?? []));
    },

    /** Tag.recommendedPosts: the tag's newest 200 listed stories, weighed (ranking.ts), muted ones out. */
    async recommendedPosts(tagSlug: string, reader: Reader): Promise<GraphqlPost[]> {
      const [stories, mutes] = await Promise.all([
        newestStories(tagSlug, tabCandidates),
        mutesOf(reader.viewer),
      ]);
      const shown = rankRecommended(
        stories.filter((post) => !isMuted(post, mutes)),
        now(),
      );
      return present(shown, reader);
    },

    /** Tag.topWriters: the writers of the tag's newest 200 listed stories by their claps here. */
    async topWriters(tagSlug: string, viewer: Viewer): Promise<GraphqlUser[]> {
      const [stories, mutes] = await Promise.all([newestStories(tagSlug, tabCandidates), mutesOf(viewer)]);
      const excluded = new Set([...mutes.users, ...(viewer.id ? [viewer.id] : [])]);
      return writersOf(rankWriters(stories, excluded).slice(0, writersShown), viewer);
    },

    /** Tag.relatedTags: the tag's topic neighbours, then the tags beside it on its newest 100 stories. */
    async relatedTags(tagSlug: string): Promise<GraphqlTag[]> {
      return existingTags(relatedTagSlugs(tagSlug, await newestStories(tagSlug, relatedCandidates)));
    },

    /**
     * Query.followSuggestions (decision 219), the signed-in reader's own: tags from the topics of the
     * tags they follow, then the listed topics' main tags; writers of their three newest followed tags
     * (or of the suggested tags, following none), not followed, not muted, not themselves.
     */
    async followSuggestions(viewer: Viewer): Promise<FollowSuggestions | null> {
      const viewerId = viewer.id;
      if (!viewerId) return null;
      const [followed, mutes] = await Promise.all([
        follows.followedTagSlugs(viewerId, followedTagsRead),
        repository.findMutes(viewerId),
      ]);
      const following = new Set(followed);
      const candidates = [
        ...followed.flatMap(topicNeighbours),
        ...listedTopics(viewer).map((topic) => topic.tagSlugs[0]),
      ].filter((slug) => !following.has(slug));
      const tags = (await existingTags(candidates)).slice(0, suggestedTagsShown);
      const sources = (followed.length > 0 ? followed : tags.map((tag) => tag.id)).slice(0, writerSourceTags);
      const stories = (
        await Promise.all(sources.map((slug) => newestStories(slug, writerSourceStories)))
      ).flat();
      const ranked = rankWriters(
        stories.filter((post) => !isMuted(post, mutes)),
        new Set([viewerId]),
      );
      const considered = ranked.slice(0, writersConsidered);
      const followedWriters = await follows.followedUserIds(viewerId, considered);
      const writers = considered.filter((id) => !followedWriters.has(id)).slice(0, writersShown);
      return { tags, writers: await writersOf(writers, viewer) };
    },
  };
}

export type TopicsService = ReturnType<typeof createTopicsService>;
