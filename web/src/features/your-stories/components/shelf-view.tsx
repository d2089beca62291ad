import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { useYourStoriesQuery } from '../api/use-your-stories.ts';
import type { Shelf } from '../shelves.ts';
import { yourStoriesTexts } from '../texts.ts';
import { ShelfTabs } from './shelf-tabs.tsx';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { StoryRow } from './story-row.tsx';

/** One shelf: its tab among the others (with their counts), its stories, "Show more". */
export function ShelfView({ shelf }: { shelf: Shelf }) {
  const { result, error, refetch, showMore, loadingMore } = useYourStoriesQuery(shelf);
  const counts = result?.__typename === 'YourStories' ? result.counts : null;
  const tabs = <ShelfTabs current={shelf} counts={counts} />;
  if (result?.__typename === 'Unauthorized') return <SignInPrompt prompt={yourStoriesTexts.signInPrompt} />;
  if (result?.__typename !== 'YourStories') {
    const failed = Boolean(error) || result?.__typename === 'BadRequest';
    return (
      <>
        {tabs}
        {failed ? (
          <p className="your-stories__problem" role="alert">
            {yourStoriesTexts.loadFailed}{' '}
            <button type="button" className="settings-link" onClick={() => void refetch()}>
              {yourStoriesTexts.retry}
            </button>
          </p>
        ) : (
          <p className="your-stories__loading" aria-busy="true">
            {yourStoriesTexts.loading}
          </p>
        )}
      </>
    );
  }
  const { posts, pagingInfo } = result;
  return (
    <>
      {tabs}
      {posts.length === 0 && !pagingInfo.next?.to ? (
        <p className="your-stories__empty">{yourStoriesTexts.empty[shelf]}</p>
      ) : (
        <ul className="your-stories__list">
          {posts.map((post) => (
            <StoryRow key={post.id} post={post} shelf={shelf} />
          ))}
        </ul>
      )}
      <ShowMoreButton
        next={pagingInfo.next}
        fetchMore={showMore}
        loadingMore={loadingMore}
        what={`stories on the ${shelf} shelf`}
      />
    </>
  );
}
