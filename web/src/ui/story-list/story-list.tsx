import { texts } from '#web/lib/texts.ts';
import { PostCard } from '../post-card/post-card.tsx';
import { ShowMoreButton, type FetchMore } from '../show-more/show-more-button.tsx';
import type { StoryList_ConnectionFragment } from '#graphql/generated/operations.ts';

interface StoryListProps {
  connection: StoryList_ConnectionFragment;
  /** The list query's fetchMore: "Show more" asks for the page after the cursor, which the cache appends. */
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What shows when there is no story: "No stories yet." unless told. */
  empty?: string;
}

/** A list of story cards, with "Show more" while pages remain. */
export function StoryList({ connection, fetchMore, loadingMore, empty = texts.noStories }: StoryListProps) {
  const { posts, pagingInfo } = connection;
  if (posts.length === 0) return <p className="story-list__empty">{empty}</p>;
  return (
    <div className="story-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <ShowMoreButton next={pagingInfo.next} fetchMore={fetchMore} loadingMore={loadingMore} what="stories" />
    </div>
  );
}
