import { texts } from '../../lib/texts.ts';
import { PostCard } from '../post-card/post-card.tsx';
import type { StoryListConnection } from './story-list-fragment.ts';

type FetchMore = (options: { variables: { to: string } }) => Promise<unknown>;

interface StoryListProps {
  connection: StoryListConnection;
  /** The list query's fetchMore: "Show more" asks for the page after the cursor, which the cache appends. */
  fetchMore: FetchMore;
  loadingMore: boolean;
}

/** A list of story cards, with "Show more" while pages remain. */
export function StoryList({ connection, fetchMore, loadingMore }: StoryListProps) {
  const { posts, pagingInfo } = connection;
  const to = pagingInfo.next?.to;
  if (posts.length === 0) return <p className="story-list__empty">{texts.noStories}</p>;
  const showMore = () => {
    if (!to) return;
    fetchMore({ variables: { to } }).catch((error: unknown) =>
      console.error('Could not load more stories.', error),
    );
  };
  return (
    <div className="story-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {to && (
        <button
          type="button"
          className="button button--outline story-list__more"
          onClick={showMore}
          disabled={loadingMore}
        >
          {texts.showMore}
        </button>
      )}
    </div>
  );
}
