import type { ReactNode } from 'react';
import { CollectionFollowerCount, UserFollowerCount } from '#web/connected/follower-counts.tsx';
import { LazySubscribeButton } from '#web/connected/newsletter/lazy-subscribe-button.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import { ProfileLink, PublicationLink } from '#web/ui/entity-links.tsx';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import type { PostCard_PostFragment, StoryEnd_PostFragment } from '#graphql/generated/operations.ts';
import { postTexts } from '../../texts.ts';

type Writer = StoryEnd_PostFragment['creator'];
type Publication = NonNullable<StoryEnd_PostFragment['collection']>;

/**
 * After the story (issue #13): the writer's card ("Written by", followers, bio, Follow), the
 * publication's when a publication approved the story, then "More from" each, four cards at most.
 */
export function StoryEnd({ post }: { post: StoryEnd_PostFragment }) {
  const { creator } = post;
  const publication = post.statusForCollection === 'APPROVED' ? post.collection : null;
  return (
    <footer className="story-end">
      <WrittenBy writer={creator} />
      {publication && <PublishedIn publication={publication} />}
      <MoreFrom name={creator.name} posts={post.moreFrom.creatorPosts}>
        <ProfileLink user={creator} className="more-from__all">
          {postTexts.seeAllFrom(creator.name)}
        </ProfileLink>
      </MoreFrom>
      {publication && (
        <MoreFrom name={publication.name} posts={post.moreFrom.collectionPosts}>
          <PublicationLink collection={publication} className="more-from__all">
            {postTexts.seeAllFrom(publication.name)}
          </PublicationLink>
        </MoreFrom>
      )}
    </footer>
  );
}

function WrittenBy({ writer }: { writer: Writer }) {
  return (
    <ProfileCard
      layout="row"
      target={{ kind: 'user', id: writer.id, name: writer.name }}
      imageId={writer.imageId}
      isFollowing={writer.viewerEdge.isFollowing}
      member={writer}
      subscribe={<LazySubscribeButton writer={writer} />}
      heading={
        <>
          {postTexts.writtenBy}
          <ProfileLink user={writer}>{writer.name}</ProfileLink>
        </>
      }
      followers={<UserFollowerCount user={writer} className="profile-card__followers" />}
      about={writer.bio || null}
    />
  );
}

function PublishedIn({ publication }: { publication: Publication }) {
  return (
    <ProfileCard
      layout="row"
      target={{ kind: 'collection', id: publication.id, name: publication.name }}
      imageId={publication.avatar?.id ?? null}
      isFollowing={publication.viewerEdge.isFollowing}
      heading={
        <>
          {postTexts.publishedIn}
          <PublicationLink collection={publication}>{publication.name}</PublicationLink>
        </>
      }
      followers={<CollectionFollowerCount collection={publication} className="profile-card__followers" />}
      about={publication.description || null}
    />
  );
}

/** "More from {name}": up to four cards, and a link to all of them; nothing when there is no other story. */
function MoreFrom({
  name,
  posts,
  children,
}: {
  name: string;
  posts: PostCard_PostFragment[];
  children: ReactNode;
}) {
  if (posts.length === 0) return null;
  const heading = postTexts.moreFrom(name);
  return (
    <section className="more-from" aria-label={heading}>
      <h2 className="more-from__heading">{heading}</h2>
      <div className="more-from__cards">
        {posts.map((story) => (
          <PostCard key={story.id} post={story} layout="grid" />
        ))}
      </div>
      {children}
    </section>
  );
}
