import { texts } from '#web/lib/texts.ts';
import { PostCard } from '../post-card/post-card.tsx';
import type { ComponentType } from 'react';
import { ShowMoreButton, type FetchMore, type MorePagesProps } from '../show-more/show-more-button.tsx';
import type { StoryList_ConnectionFragment } from '#graphql/generated/operations.ts';

interface StoryListProps {
  connection: StoryList_ConnectionFragment;
  /** The list query's fetchMore: asks for the page after the cursor, which the cache appends. */
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What shows when there is no story: "No stories yet." unless told. */
  empty?: string;
  /**
   * What asks for the next page: "Show more" unless told; `MoreOnScroll` (ui/show-more, imported by the
   * pages that page infinitely, so it stays out of the chunk every page loads: decision 258).
   */
  pager?: ComponentType<MorePagesProps>;
}

/**
 * A list of story cards while pages remain. A page may be short, even empty, while its cursor goes on
 * (the server leaves out muted and trashed stories): the list is empty only on its last page.
 */
export function StoryList({
  connection,
  fetchMore,
  loadingMore,
  empty = texts.noStories,
  pager: Pager = ShowMoreButton,
}: StoryListProps) {
  const { posts, pagingInfo } = connection;
  if (posts.length === 0 && !pagingInfo.next) return <p className="story-list__empty">{empty}</p>;
  return (
    <div className="story-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <Pager next={pagingInfo.next} fetchMore={fetchMore} loadingMore={loadingMore} what="stories" />
    </div>
  );
}
