import type { PageProps } from '#web/routes/page-registry.ts';
import { usePostPageQuery } from '../api/post-page-query.ts';
import { postIdOf } from '../post-id-of.ts';
import { LockedNotice } from './locked-notice.tsx';
import { PostBody } from './post-body.tsx';
import { PostHeader } from './post-header.tsx';
import { PostTags } from './post-tags.tsx';
import { SeriesBar } from './series-bar.tsx';
import { SaveButton } from '#web/connected/save-button/save-button.tsx';

/** The story. Its data was loaded before the page showed (server render or client navigation). */
export function PostPage({ params }: PageProps) {
  const { data } = usePostPageQuery(postIdOf(params));
  const post = data?.postResult;
  if (post?.__typename !== 'Post') return null;
  return (
    <article className="post">
      <PostHeader post={post} />
      <SaveButton postId={post.id} />
      {post.sequence && <SeriesBar sequence={post.sequence} />}
      <PostBody content={post.content} />
      {post.content.isLockedPreviewOnly && <LockedNotice postId={post.id} authorId={post.creator.id} />}
      <PostTags tags={post.tags} />
    </article>
  );
}
