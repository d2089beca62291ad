import { pagingInfo, type Paging } from '#contract/paging.ts';
import { toAwsTimestamp } from '#shared/api/graphql-user/graphql-user.ts';
import type { Page } from '#shared/data/query-page.ts';
import { canView, isListed } from '../access.ts';
import { isMuted, noMutes } from '../mutes.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { presentStories, type PostConnection, type Reader } from '../service.ts';

export interface ProfileListsDependencies {
  posts: Pick<PostsRepository, 'findPosts' | 'findContents' | 'postsByCreator' | 'findMutes'>;
  /** The stories a reader clapped, newest first clap first (claps/repository.ts `clappedBy`). */
  clappedBy: (userId: string, paging: Paging) => Promise<Page<{ targetId: string }>>;
  /** A writer's published responses, newest updated first (your-stories' responses shelf). */
  responsesOf: (creatorId: string, paging: Paging) => Promise<Page<PostItem>>;
}

/**
 * The profile's lists beyond the writer's own stories (issue #16, decisions 221–222): what the person
 * clapped (/has-recommended), their responses (/responses), and when they last published (user cards).
 * Public as the profile is. The viewer's mutes do not filter the person's own responses (a profile is
 * not filtered), but other writers' stories on their Claps tab leave out those the viewer muted.
 */
export function createProfileLists({ posts, clappedBy, responsesOf }: ProfileListsDependencies) {
  const connection = async (
    stories: PostItem[],
    cursor: string | null,
    paging: Paging,
    reader: Reader,
  ): Promise<PostConnection> => ({
    posts: await presentStories(posts.findContents, stories, reader),
    pagingInfo: pagingInfo(paging.limit, cursor),
  });

  return {
    /**
     * /@{username}/has-recommended: ONE Query of the reader's clappers (gsi1) beside the signed-in
     * viewer's mutes (ONE Query), ONE BatchGet of the stories; only listed stories show (a response, an
     * unlisted or trashed story does not), none of a writer or publication the viewer muted.
     */
    async clappedPostsOf(userId: string, paging: Paging, reader: Reader): Promise<PostConnection> {
      const [page, mutes] = await Promise.all([
        clappedBy(userId, paging),
        reader.viewer.id ? posts.findMutes(reader.viewer.id) : noMutes,
      ]);
      const ids = page.items.map((item) => item.targetId);
      const found = ids.length > 0 ? await posts.findPosts(ids) : new Map<string, PostItem>();
      const stories = ids
        .map((id) => found.get(id))
        .filter((post): post is PostItem => post !== undefined && isListed(post) && !isMuted(post, mutes));
      return connection(stories, page.cursor, paging, reader);
    },

    /** /@{username}/responses: ONE Query of the writer's responses shelf (gsi4); published ones the viewer may open. */
    async responsesOf(creatorId: string, paging: Paging, reader: Reader): Promise<PostConnection> {
      const page = await responsesOf(creatorId, paging);
      const published = page.items.filter(
        (post) => post.status === 'PUBLISHED' && canView(post, reader.viewer),
      );
      return connection(published, page.cursor, paging, reader);
    },

    /**
     * User.lastPostCreatedAt of a batch of users: ONE Query of each writer's listed stories (gsi1,
     * limit 1), side by side; the newest one's first publish, null without one.
     */
    async lastPostCreatedAt(userIds: readonly string[]): Promise<(number | null)[]> {
      const newest = await Promise.all(
        userIds.map((id) => posts.postsByCreator(id, { limit: 1, cursor: null })),
      );
      return newest.map((page) => toAwsTimestamp(page.items[0]?.firstPublishedAt));
    },
  };
}

export type ProfileLists = ReturnType<typeof createProfileLists>;
