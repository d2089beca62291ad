import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { Avatar } from '../avatar.tsx';
import { ProfileLink } from '../entity-links.tsx';
import { InCollection } from '../in-collection.tsx';
import { PostMeta } from '../post-meta.tsx';
import type { PostCard_PostFragment } from '#graphql/generated/operations.ts';
import { PostCardImage } from './post-card-image.tsx';

interface PostCardProps {
  post: PostCard_PostFragment;
  /**
   * list (default): a row of a story list, its thumbnail beside the text. grid: a two-column card
   * (spec 1 §9: 6 of 12 columns at extra-large, full width otherwise), its image above the text at
   * the spec's post card image size.
   */
  layout?: 'list' | 'grid';
}

export function PostCard({ post, layout = 'list' }: PostCardProps) {
  const route = postRoute(post);
  const { creator, previewImage } = post;
  const image = previewImage && (
    <Link to={route.name} params={route.params} className="post-card__image" tabIndex={-1} aria-hidden="true">
      <PostCardImage image={previewImage} layout={layout} />
    </Link>
  );
  return (
    <article className={`post-card post-card--${layout}`}>
      {layout === 'grid' && image}
      <div className="post-card__text">
        <div className="post-card__byline">
          <ProfileLink user={creator} className="post-card__author">
            <Avatar name={creator.name} imageId={creator.imageId} size={20} decorative />
            <span>{creator.name}</span>
          </ProfileLink>
          <InCollection statusForCollection={post.statusForCollection} collection={post.collection} />
        </div>
        <Link to={route.name} params={route.params} className="post-card__link">
          <h2 className="post-card__title">{post.title}</h2>
          {post.extendedPreviewContent.subtitle && (
            <p className="post-card__subtitle">{post.extendedPreviewContent.subtitle}</p>
          )}
        </Link>
        <PostMeta post={post} />
      </div>
      {layout === 'list' && image}
    </article>
  );
}
