import type { PageProps } from '#web/routes/page-registry.ts';
import { usePostPageQuery } from '../api/post-page-query.ts';
import { postIdOf } from '../post-id-of.ts';
import { LockedNotice } from './locked-notice.tsx';
import { PostBody } from './post-body.tsx';
import { PostHeader } from './post-header.tsx';
import { PostTags } from './post-tags.tsx';
import { SeriesBar } from './series-bar.tsx';
import { StoryBar } from './story-bar/story-bar.tsx';
import { StoryEnd } from './story-end/story-end.tsx';

/**
 * The story: its header, the story bar (again after the body), the body, its tags and the story's end
 * (the writer, the publication, more from both). Its data was loaded before the page showed (server render
 * or client navigation).
 */
export function PostPage({ params }: PageProps) {
  const { data } = usePostPageQuery(postIdOf(params));
  const post = data?.postResult;
  if (post?.__typename !== 'Post') return null;
  return (
    <article className="post">
      <PostHeader post={post} />
      <StoryBar post={post} place="top" />
      {post.sequence && <SeriesBar sequence={post.sequence} />}
      <PostBody content={post.content} />
      {post.content.isLockedPreviewOnly && <LockedNotice postId={post.id} authorId={post.creator.id} />}
      <PostTags tags={post.tags} />
      <StoryBar post={post} place="end" />
      <StoryEnd post={post} />
    </article>
  );
}
