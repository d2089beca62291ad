import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { notFound, ResultError, type ResultValue } from '#shared/api/results.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { findTopic, topicCatalogue, type CatalogueTopic } from '#shared/topics/topic-catalogue.ts';
import { changeLimits, refuseOverLimit } from './rate-limits.ts';
import type { SocialRepository } from './social-repository.ts';
import type { SignedInViewer } from './viewer-updates.ts';

/** A topic as followTopic answers it (Topic.tags by the posts Lambda, viewerEdge by this one). */
export interface GraphqlFollowedTopic {
  __typename: 'Topic';
  id: string;
  name: string;
  description: string;
  visibility: CatalogueTopic['visibility'];
  tagId: string;
}

export type SocialTopicResult = GraphqlFollowedTopic | ResultValue<'NotFound' | 'RateLimited'>;

export interface TopicFollowsDependencies {
  social: SocialRepository;
  rateLimits: RateLimitCounter;
  now: () => number;
}

const edgeOwner = (viewer: Viewer) => viewer.id ?? 'visitor';

/**
 * Following a topic (decision 217) is following its tags: one place for what the feeds read (the
 * reader's followed tags). The topic is followed when every tag of it that has stories is.
 */
export function createTopicFollows({ social, rateLimits, now }: TopicFollowsDependencies) {
  /** Follows or unfollows each tag of the topic not yet so, one transaction a tag (decision 182). */
  const change =
    (action: 'follow' | 'unfollow') =>
    async (viewer: SignedInViewer, topicSlug: string): Promise<SocialTopicResult> => {
      const topic = findTopic(topicSlug, viewer);
      if (!topic) return notFound(`No topic ${topicSlug}.`);
      const limited = await refuseOverLimit(rateLimits, changeLimits.social, viewer.id, now());
      if (limited) return limited;
      const { existing, followed } = await social.findTagsAndFollows(viewer.id, topic.tagSlugs);
      const toChange = [...existing].filter((slug) => followed.has(slug) === (action === 'unfollow'));
      // One at a time: each transaction checks the same follower item.
      for (const slug of toChange) {
        const target = { kind: 'tag' as const, id: slug };
        const outcome =
          action === 'follow'
            ? await social.follow(viewer.id, target, now())
            : await social.unfollow(viewer.id, target);
        if (outcome === 'conflict')
          throw new ResultError('ServiceUnavailable', 'Too many changes at once; try again.');
      }
      return {
        __typename: 'Topic',
        id: topic.slug,
        name: topic.name,
        description: topic.description,
        visibility: topic.visibility,
        tagId: topic.tagSlugs[0],
      };
    };

  return {
    followTopic: change('follow'),
    unfollowTopic: change('unfollow'),

    /** Topic.viewerEdge for a batch of topics: ONE consistent BatchGet of their tags and the viewer's follows. */
    async topicEdges(topicIds: readonly string[], viewer: Viewer) {
      const slugsOf = (id: string) => topicCatalogue.find((topic) => topic.slug === id)?.tagSlugs ?? [];
      const state = viewer.id
        ? await social.findTagsAndFollows(viewer.id, topicIds.flatMap(slugsOf))
        : { existing: new Set<string>(), followed: new Set<string>() };
      return topicIds.map((id) => {
        const withStories = slugsOf(id).filter((slug) => state.existing.has(slug));
        return {
          __typename: 'TopicViewerEdge' as const,
          id: `${id}:${edgeOwner(viewer)}`,
          isFollowing: withStories.length > 0 && withStories.every((slug) => state.followed.has(slug)),
        };
      });
    },

    /** User.followingTagsConnection: the viewer's own followed tags, newest first; null for anyone else. */
    async followedTags(userId: string, paging: Paging, viewer: Viewer) {
      if (!viewer.id || viewer.id !== userId) return null;
      const page = await social.followedTagSlugsOf(userId, paging);
      const found = page.items.length > 0 ? await social.findTagsBySlugs(page.items) : new Map();
      return {
        tags: page.items.flatMap((slug) => {
          const tag = found.get(slug);
          return tag
            ? [
                {
                  id: tag.slug,
                  displayTitle: tag.displayTitle,
                  postCount: tag.postCount ?? 0,
                  followerCount: tag.followerCount ?? 0,
                },
              ]
            : [];
        }),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },
  };
}

export type TopicFollows = ReturnType<typeof createTopicFollows>;
