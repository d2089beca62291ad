import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { useNotFoundScreenQuery } from './not-found-screen-query.ts';

/** Spec 1 §2.7: unknown routes, invalid redirect parameters and unfound pages. */
export function NotFoundScreen() {
  const picks = useNotFoundScreenQuery().data?.staffPicksFeed.items ?? [];
  return (
    <div className="not-found">
      <p className="not-found__label">{texts.notFound.label}</p>
      <p className="not-found__code">{texts.notFound.code}</p>
      <h1 className="not-found__heading">{texts.notFound.heading}</h1>
      <Link to="ShowHome" params={{}} className="button button--dark not-found__home">
        {texts.home}
      </Link>
      {picks.length > 0 && (
        // Spec 1 §9 two-column cards: side by side at extra-large, one per row below.
        <div className="not-found__picks card-grid">
          {picks.map(({ post }) => (
            <PostCard key={post.id} post={post} layout="grid" />
          ))}
        </div>
      )}
    </div>
  );
}
