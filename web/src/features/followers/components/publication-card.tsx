import { Avatar } from '../../../ui/avatar.tsx';
import { FollowButton } from '../../../ui/follow-button/follow-button.tsx';
import type { FollowedPublication } from '../api/publication-followers-query.ts';
import { texts } from '../../../lib/texts.ts';

/** Sidebar: the publication's card, as on its home (avatar, name, followers, description, Follow). */
export function PublicationCard({ collection }: { collection: FollowedPublication }) {
  return (
    <div className="profile-card">
      <Avatar name={collection.name} imageId={collection.avatar?.id ?? null} size={88} />
      <p className="profile-card__name">{collection.name}</p>
      <p className="profile-card__count">{texts.social.followers(collection.subscriberCount)}</p>
      {collection.description && <p className="profile-card__bio">{collection.description}</p>}
      <div className="profile-card__action">
        <FollowButton
          target={{ kind: 'collection', id: collection.id, name: collection.name }}
          isFollowing={collection.viewerEdge.isFollowing}
        />
      </div>
    </div>
  );
}
