import { Link } from '../../../lib/router/link.tsx';
import { EntityRow } from '../../../ui/entity-row/entity-row.tsx';
import { FollowButton } from '../../../ui/follow-button/follow-button.tsx';
import type { PersonRowUser } from './person-row-fragment.ts';

/** A follower or followed writer: portrait, name linking to their profile, bio and Follow. */
export function PersonRow({ user }: { user: PersonRowUser }) {
  return (
    <EntityRow
      name={user.name}
      imageId={user.imageId}
      description={user.bio}
      link={
        <Link to="ShowUser" params={{ username: user.username }} className="entity-row__link">
          {user.name}
        </Link>
      }
      action={
        <FollowButton
          target={{ kind: 'user', id: user.id, name: user.name }}
          isFollowing={user.viewerEdge.isFollowing}
        />
      }
    />
  );
}
