import { useMemo, useRef } from 'react';
import type { PageProps } from '#web/routes/page-registry.ts';
import { usePostPageQuery } from '../api/post-page-query.ts';
import { postIdOf } from '../post-id-of.ts';
import { highlightMarks } from './highlight-marks.ts';
import { HighlightMenu } from './highlight-menu.tsx';
import { LockedNotice } from './locked-notice.tsx';
import { PostBody } from './post-body.tsx';
import { PostHeader } from './post-header.tsx';
import { PostTags } from './post-tags.tsx';
import { SeriesBar } from './series-bar.tsx';
import { useReadTracker } from './use-read-tracker.ts';

/** The story. Its data was loaded before the page showed (server render or client navigation). */
export function PostPage({ params }: PageProps) {
  const { data } = usePostPageQuery(postIdOf(params));
  const post = data?.postResult;
  const story = post?.__typename === 'Post' ? post : undefined;
  const body = useRef<HTMLDivElement>(null);
  const marks = useMemo(() => story && highlightMarks(story.content), [story]);
  useReadTracker(
    {
      postId: story?.id ?? '',
      isLocked: story?.isLocked ?? false,
      hasWholeBody: story ? !story.content.isLockedPreviewOnly : false,
    },
    body,
  );
  if (!story) return null;
  return (
    <article className="post">
      <PostHeader post={story} />
      {story.sequence && <SeriesBar sequence={story.sequence} />}
      <div ref={body}>
        <PostBody content={story.content} {...(marks && { marks })} />
      </div>
      <HighlightMenu postId={story.id} body={body} highlights={story.content.viewerHighlights ?? []} />
      {story.content.isLockedPreviewOnly && <LockedNotice postId={story.id} authorId={story.creator.id} />}
      <PostTags tags={story.tags} />
    </article>
  );
}
