import { imageUrl } from '../../lib/format/image-url.ts';
import { postRoute } from '../../lib/post-route.ts';
import { Link } from '../../lib/router/link.tsx';
import { Avatar } from '../avatar.tsx';
import { InCollection } from '../in-collection.tsx';
import { PostMeta } from '../post-meta.tsx';
import type { PostCardPost } from './post-card-fragment.ts';

/** Post card image size (spec 1 §9 gives 767×271 for the wide card; a list card shows a thumbnail). */
const thumbnail = { width: 160, height: 107 };

export function PostCard({ post }: { post: PostCardPost }) {
  const route = postRoute(post);
  const { creator, previewImage } = post;
  return (
    <article className="post-card">
      <div className="post-card__text">
        <div className="post-card__byline">
          <Link to="ShowUser" params={{ username: creator.username }} className="post-card__author">
            <Avatar name={creator.name} imageId={creator.imageId} size={20} />
            <span>{creator.name}</span>
          </Link>
          <InCollection statusForCollection={post.statusForCollection} collection={post.collection} />
        </div>
        <Link to={route.name} params={route.params} className="post-card__link">
          <h2 className="post-card__title">{post.title}</h2>
          {post.extendedPreviewContent.subtitle && (
            <p className="post-card__subtitle">{post.extendedPreviewContent.subtitle}</p>
          )}
        </Link>
        <PostMeta
          readingTime={post.readingTime}
          firstPublishedAt={post.firstPublishedAt}
          isLocked={post.isLocked}
        />
      </div>
      {previewImage && (
        <Link
          to={route.name}
          params={route.params}
          className="post-card__image"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img src={imageUrl(previewImage.id)} alt={previewImage.alt ?? ''} {...thumbnail} loading="lazy" />
        </Link>
      )}
    </article>
  );
}
