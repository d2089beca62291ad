import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { highlightsPerPage, UserHighlightsQuery } from '../api/user-highlights-query.ts';
import { highlightsTabTexts as texts } from './highlights-texts.ts';

/**
 * The reader's highlights, newest first (issue #13), public as on their profile; a private note and
 * a private highlight show only to their reader (the server sends them to no one else).
 */
export default function HighlightsTab({ userId }: { userId: string }) {
  const { data, fetchMore, networkStatus } = useQuery(UserHighlightsQuery, {
    variables: { id: userId, limit: highlightsPerPage },
  });
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  const { quotes, pagingInfo } = user.highlights;
  if (quotes.length === 0) return <p className="people__empty">{texts.empty}</p>;
  return (
    <section className="profile__highlights" aria-label={texts.label}>
      {quotes.map(({ quoteId, quote, note, isPrivate, post }) => {
        const route = post && postRoute(post);
        return (
          <figure key={quoteId} className="profile__highlight">
            <blockquote className="profile__highlight-quote">{quote}</blockquote>
            {isPrivate && <p className="profile__highlight-note">{texts.private}</p>}
            {note && <p className="profile__highlight-note">{`${texts.note}: ${note}`}</p>}
            {post && route && (
              <figcaption>
                <Link to={route.name} params={route.params}>
                  {texts.from(post.title)}
                </Link>
              </figcaption>
            )}
          </figure>
        );
      })}
      <ShowMoreButton
        next={pagingInfo.next}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        what="highlights"
      />
    </section>
  );
}
