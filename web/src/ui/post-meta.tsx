import { formatDate, readingMinutes } from '../lib/format.ts';
import { texts } from '../lib/texts.ts';
import { MemberOnlyStar } from './member-only-star.tsx';

interface PostMetaProps {
  readingTime: number;
  /** AWSTimestamp: seconds. */
  firstPublishedAt: number | null;
  isLocked: boolean;
}

/** "★ · 5 min read · Mar 5, 2024" under a story's title. */
export function PostMeta({ readingTime, firstPublishedAt, isLocked }: PostMetaProps) {
  const parts = [
    texts.minRead(readingMinutes(readingTime)),
    firstPublishedAt == null ? null : formatDate(firstPublishedAt),
  ];
  return (
    <div className="post-meta">
      {isLocked && <MemberOnlyStar />}
      {parts.filter(Boolean).map((part, index) => (
        <span key={index} className="post-meta__part">
          {part}
        </span>
      ))}
    </div>
  );
}
