import { texts } from '#web/lib/texts.ts';
import { PostCard } from '../post-card/post-card.tsx';
import { MoreOnScroll } from '../show-more/more-on-scroll.tsx';
import { ShowMoreButton, type FetchMore } from '../show-more/show-more-button.tsx';
import type { StoryList_ConnectionFragment } from '#graphql/generated/operations.ts';

interface StoryListProps {
  connection: StoryList_ConnectionFragment;
  /** The list query's fetchMore: asks for the page after the cursor, which the cache appends. */
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What shows when there is no story: "No stories yet." unless told. */
  empty?: string;
  /** How the next page comes: "Show more" (the default), or by scrolling to the end (infinite). */
  more?: 'button' | 'scroll';
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
  more = 'button',
}: StoryListProps) {
  const { posts, pagingInfo } = connection;
  if (posts.length === 0 && !pagingInfo.next) return <p className="story-list__empty">{empty}</p>;
  const MorePages = more === 'scroll' ? MoreOnScroll : ShowMoreButton;
  return (
    <div className="story-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <MorePages next={pagingInfo.next} fetchMore={fetchMore} loadingMore={loadingMore} what="stories" />
    </div>
  );
}
