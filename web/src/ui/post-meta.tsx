import { formatDate } from '#web/lib/format/date.ts';
import { readingTimeLabel } from '#web/lib/format/reading-time.ts';
import { MemberOnlyStar } from './member-only-star.tsx';
import type { PostByline_PostFragment } from '#graphql/generated/operations.ts';

type PostMetaPost = Pick<PostByline_PostFragment, 'id' | 'readingTime' | 'firstPublishedAt' | 'isLocked'> & {
  creator: { id: string };
};

/** "★ · 5 min read · Mar 5, 2024" under a story's title; the star opens its popover (spec 2 §6). */
export function PostMeta({ post }: { post: PostMetaPost }) {
  const parts = [
    readingTimeLabel(post.readingTime),
    post.firstPublishedAt == null ? null : formatDate(post.firstPublishedAt),
  ];
  return (
    <div className="post-meta">
      {post.isLocked && <MemberOnlyStar postId={post.id} authorId={post.creator.id} source="post-meta" />}
      {parts.filter(Boolean).map((part, index) => (
        <span key={index} className="post-meta__part">
          {part}
        </span>
      ))}
    </div>
  );
}
