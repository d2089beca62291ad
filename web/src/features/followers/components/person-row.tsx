import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { UserRow } from '#web/ui/entity-row/user-row.tsx';
import type { PersonRow_UserFragment } from '#graphql/generated/operations.ts';

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
