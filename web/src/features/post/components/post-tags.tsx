import type { PostTagsPost } from './post-tags-fragment.ts';

/** The story's tags. Plain labels until the tag pages (/tag/{tagSlug}) exist. */
export function PostTags({ tags }: PostTagsPost) {
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
