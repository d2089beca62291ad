import type { PostTags_PostFragment } from '#graphql/generated/operations.ts';

/** The story's tags. Plain labels until the tag pages (/tag/{tagSlug}) exist. */
export function PostTags({ tags }: PostTags_PostFragment) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id} className="post-tags__tag">
          {tag.displayTitle}
        </li>
      ))}
    </ul>
  );
}
