import { formatDate } from '../lib/format/date.ts';
import { readingTimeLabel } from '../lib/format/reading-time.ts';
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
    readingTimeLabel(readingTime),
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
