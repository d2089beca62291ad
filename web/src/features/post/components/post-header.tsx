import { Link } from '../../../lib/router/link.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { InCollection } from '../../../ui/in-collection.tsx';
import { PostMeta } from '../../../ui/post-meta.tsx';
import type { PostHeaderPost } from './post-header-fragment.ts';

/** Title, subtitle and byline: who wrote it, where, how long it takes, when. */
export function PostHeader({ post }: { post: PostHeaderPost }) {
  const { creator } = post;
  const subtitle = post.extendedPreviewContent.subtitle;
  return (
    <header className="post-header">
      <h1 className="post-header__title">{post.title}</h1>
      {subtitle && <p className="post-header__subtitle">{subtitle}</p>}
      <div className="byline">
        <Link
          to="ShowUser"
          params={{ username: creator.username }}
          className="byline__avatar"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar name={creator.name} imageId={creator.imageId} size={44} />
        </Link>
        <div className="byline__text">
          <div>
            <Link to="ShowUser" params={{ username: creator.username }} className="byline__name">
              {creator.name}
            </Link>
            <InCollection statusForCollection={post.statusForCollection} collection={post.collection} />
          </div>
          <PostMeta
            readingTime={post.readingTime}
            firstPublishedAt={post.firstPublishedAt}
            isLocked={post.isLocked}
          />
        </div>
      </div>
    </header>
  );
}
