import type { WhoToFollowSuggestion } from '#graphql/generated/schema-types.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { Page } from '#shared/data/query-page.ts';
import type { UsersRepository } from '../repository.ts';
import type { SocialRepository } from '../social-repository.ts';
import type { WhoToFollowRepository } from './repository.ts';
import { chooseSuggestions, type Suggestion } from './suggestions.ts';

/** How far who to follow looks (decision 223): bounded, so it costs the same for every reader. */
export const whoToFollowReach = {
  /** The viewer's follows and mutes read to leave them out. */
  edgesRead: 200,
  /** Of the people the viewer follows, the newest followed whose own follows are consulted. */
  followedConsulted: 5,
  followingPerFollowed: 25,
  tagsConsulted: 3,
  storiesPerTag: 20,
  recentStories: 60,
} as const;

export interface WhoToFollowDependencies {
  users: Pick<UsersRepository, 'findUsersByIds'>;
  social: Pick<SocialRepository, 'followedIdsOf' | 'mutedIdsOf'>;
  suggestions: WhoToFollowRepository;
}

type Answer = Omit<WhoToFollowSuggestion, 'user'> & { user: GraphqlUser };

const nothing: Page<string> = { items: [], cursor: null };
const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Query.whoToFollow (issue #16, decision 223): three round trips, each of requests side by side — the
 * viewer's follows, mutes and tags and Folio's newest stories (4 Queries); the follows of the people
 * they follow last and their tags' newest stories (≤ 8 Queries); those stories and tags (≤ 2
 * BatchGets) — then ONE BatchGet of the people suggested and named. A visitor gets the popular writers.
 */
export function createWhoToFollow({ users, social, suggestions }: WhoToFollowDependencies) {
  const reach = whoToFollowReach;
  const first = (limit: number) => ({ limit, cursor: null });

  async function signalsOf(viewerId: string | undefined) {
    const [followed, muted, tagSlugs, recent] = await Promise.all([
      viewerId ? social.followedIdsOf(viewerId, 'user', first(reach.edgesRead)) : nothing,
      viewerId ? social.mutedIdsOf(viewerId, 'user', first(reach.edgesRead)) : nothing,
      viewerId ? suggestions.followedTagSlugs(viewerId, reach.tagsConsulted) : [],
      suggestions.newestStories(reach.recentStories),
    ]);
    const consulted = followed.items.slice(0, reach.followedConsulted);
    const [followings, tagStoryIds] = await Promise.all([
      Promise.all(consulted.map((id) => social.followedIdsOf(id, 'user', first(reach.followingPerFollowed)))),
      Promise.all(tagSlugs.map((slug) => suggestions.newestOfTag(slug, reach.storiesPerTag))),
    ]);
    const storyIds = unique(tagStoryIds.flat());
    const [stories, tags] = await Promise.all([
      storyIds.length > 0 ? suggestions.findStories(storyIds) : new Map(),
      tagSlugs.length > 0 ? suggestions.findTags(tagSlugs) : new Map(),
    ]);
    const excluded = new Set([...followed.items, ...muted.items, ...(viewerId ? [viewerId] : [])]);
    return {
      tags,
      signals: {
        excluded,
        followedBy: consulted.map((userId, index) => ({
          userId,
          followingIds: followings[index]?.items ?? [],
        })),
        tagWriters: tagSlugs.map((tagSlug, index) => ({
          tagSlug,
          creatorIds: (tagStoryIds[index] ?? []).flatMap((id) => {
            const story = stories.get(id);
            return story ? [story.creatorId] : [];
          }),
        })),
        recentStories: recent.map((story) => ({
          creatorId: story.creatorId,
          clapCount: story.clapCount ?? 0,
        })),
      },
    };
  }

  return {
    async whoToFollow(viewer: Viewer, limit: number): Promise<Answer[]> {
      const { signals, tags } = await signalsOf(viewer.id);
      // Twice as many as asked: a suspended writer found only now is passed over.
      const chosen = chooseSuggestions(signals, limit * 2);
      const named = chosen.flatMap((item) =>
        item.kind === 'FOLLOWED_BY' && item.subjectId ? [item.subjectId] : [],
      );
      const ids = unique([...chosen.map((item) => item.userId), ...named]);
      const found = ids.length > 0 ? await users.findUsersByIds(ids) : new Map();
      const subjectOf = (item: Suggestion): string | null => {
        if (!item.subjectId) return null;
        if (item.kind === 'FOLLOWED_BY') return found.get(item.subjectId)?.name ?? null;
        return tags.get(item.subjectId)?.displayTitle ?? item.subjectId;
      };
      return chosen
        .flatMap((item) => {
          const user = found.get(item.userId);
          if (!user || user.isSuspended) return [];
          return [
            {
              __typename: 'WhoToFollowSuggestion' as const,
              user: toGraphqlUser(user),
              reason: { __typename: 'WhoToFollowReason' as const, kind: item.kind, subject: subjectOf(item) },
            },
          ];
        })
        .slice(0, limit);
    },
  };
}

export type WhoToFollow = ReturnType<typeof createWhoToFollow>;
