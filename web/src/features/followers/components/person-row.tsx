import { FollowButton } from '../../../ui/follow-button/follow-button.tsx';
import { UserRow } from '../../../ui/entity-row/user-row.tsx';
import type { PersonRow_UserFragment } from '#graphql/generated/operations';

/** A follower or followed writer, with Follow. */
export function PersonRow({ user }: { user: PersonRow_UserFragment }) {
  return (
    <UserRow
      user={user}
      action={
        <FollowButton
          target={{ kind: 'user', id: user.id, name: user.name }}
          isFollowing={user.viewerEdge.isFollowing}
        />
      }
    />
  );
}
