import type { ReactNode } from 'react';
import { ProfileLink } from '../entity-links.tsx';
import { EntityRow } from './entity-row.tsx';

/** What a writer's row shows of them. */
export interface RowUser {
  id: string;
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
}

/** A writer in a list (followers, following, muted): portrait, name linking to the profile, bio, a button. */
export function UserRow({ user, action }: { user: RowUser; action: ReactNode }) {
  return (
    <EntityRow
      name={user.name}
      imageId={user.imageId}
      description={user.bio}
      link={
        <ProfileLink user={user} className="entity-row__link">
          {user.name}
        </ProfileLink>
      }
      action={action}
    />
  );
}
