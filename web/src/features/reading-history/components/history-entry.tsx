import type { HistoryEntry_PostFragment } from '#graphql/generated/operations.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { readingHistoryTexts as t } from '../texts.ts';

/** One story of the reading history: its title and writer, when it was last read, and Remove. */
export function HistoryEntry({
  post,
  lastReadAt,
  onRemove,
}: {
  post: HistoryEntry_PostFragment;
  lastReadAt: number;
  onRemove: () => void;
}) {
  const route = postRoute(post);
  return (
    <li className="reading-history__entry">
      <div>
        <Link to={route.name} params={route.params} className="reading-history__title">
          {post.title}
        </Link>
        <p className="reading-history__when">
          {post.creator.name} · {t.read(formatDate(lastReadAt))}
        </p>
      </div>
      <button
        type="button"
        className="button button--outline"
        aria-label={t.removeLabel(post.title)}
        onClick={onRemove}
      >
        {t.remove}
      </button>
    </li>
  );
}
