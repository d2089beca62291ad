import type { PostTags_PostFragment } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';

/** The story's tags, each a link to its tag page (/tag/{tagSlug}). */
export function PostTags({ tags }: PostTags_PostFragment) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id} className="post-tags__tag">
          <Link to="ShowTagPosts" params={{ tagSlug: tag.id }}>
            {tag.displayTitle}
          </Link>
        </li>
      ))}
    </ul>
  );
}
