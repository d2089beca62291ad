import { lazy, Suspense, useMemo, useRef } from 'react';
import type { PageProps } from '#web/routes/page-registry.ts';
import { usePostPageQuery } from '../api/post-page-query.ts';
import { friendLinkKeyOf, postIdOf } from '../post-id-of.ts';
import { highlightMarks } from './highlight-marks.ts';
import { LockedNotice } from './locked-notice.tsx';
import { MeteredAllowance } from './metered-allowance.tsx';
import { PostBody } from '#web/ui/story-body/post-body.tsx';
import { MentionLinkContext } from '#web/ui/story-body/markup-text.tsx';
import { UserHoverLink } from '#web/connected/user-hover-card/user-hover-link.tsx';
import { PostHeader } from './post-header.tsx';
import { PostTags } from './post-tags.tsx';
import { SeriesBar } from './series-bar.tsx';
import { StoryBar } from './story-bar/story-bar.tsx';
import { StoryEnd } from './story-end/story-end.tsx';
import { useReadTracker } from './use-read-tracker.ts';
import { useSelectionMenu, type OpenedMenu } from './use-selection-menu.ts';
import { ResponsesSection } from '#web/connected/responses/responses-section.tsx';

/** The selection menu loads when a reader first selects text or clicks their highlight. */
const HighlightMenu = lazy(() => import('./highlight-menu.tsx'));

const menuKey = (opened: OpenedMenu) =>
  opened.kind === 'own'
    ? opened.highlight.quoteId
    : `${opened.passage.paragraphName}:${opened.passage.startOffset}:${opened.passage.endOffset}`;

/**
 * The story: its header, the story bar (again after the body), the body with its highlights and the
 * selection menu, its tags and the story's end (the writer, the publication, more from both); a read
 * is recorded as it happens. Its data was loaded before the page showed (server render or client
 * navigation).
 */
export function PostPage({ params }: PageProps) {
  const { data } = usePostPageQuery(postIdOf(params), friendLinkKeyOf(params));
  const post = data?.postResult;
  const story = post?.__typename === 'Post' ? post : undefined;
  const body = useRef<HTMLDivElement>(null);
  const marks = useMemo(() => story && highlightMarks(story.content), [story]);
  const ownHighlights = useMemo(() => story?.content.viewerHighlights ?? [], [story]);
  const menu = useSelectionMenu(body, ownHighlights);
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
      <StoryBar post={story} place="top" />
      <MeteredAllowance content={story.content} />
      {story.sequence && <SeriesBar sequence={story.sequence} />}
      <div ref={body}>
        <MentionLinkContext.Provider value={UserHoverLink}>
          <PostBody content={story.content} {...(marks && { marks })} />
        </MentionLinkContext.Provider>
      </div>
      {menu.opened && (
        <Suspense fallback={null}>
          <HighlightMenu
            key={menuKey(menu.opened)}
            postId={story.id}
            opened={menu.opened}
            onClose={menu.close}
          />
        </Suspense>
      )}
      {story.content.isLockedPreviewOnly && <LockedNotice postId={story.id} authorId={story.creator.id} />}
      <PostTags tags={story.tags} />
      <StoryBar post={story} place="end" />
      <StoryEnd post={story} />
      <ResponsesSection post={story} />
    </article>
  );
}
