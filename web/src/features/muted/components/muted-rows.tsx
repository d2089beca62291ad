import { PublicationLink } from '../../../ui/entity-links.tsx';
import { EntityRow } from '../../../ui/entity-row/entity-row.tsx';
import { UserRow } from '../../../ui/entity-row/user-row.tsx';
import type { MutedCollection, MutedUser } from './muted-row-fragments.ts';
import { UnmuteButton } from './unmute-button.tsx';

/** A muted writer, with Unmute. */
export function MutedUserRow({ user }: { user: MutedUser }) {
  return (
    <UserRow user={user} action={<UnmuteButton target={{ kind: 'user', id: user.id, name: user.name }} />} />
  );
}

/** A muted publication, with Unmute. */
export function MutedCollectionRow({ collection }: { collection: MutedCollection }) {
  return (
    <EntityRow
      name={collection.name}
      imageId={collection.avatar?.id ?? null}
      description={collection.description}
      link={
        <PublicationLink collection={collection} className="entity-row__link">
          {collection.name}
        </PublicationLink>
      }
      action={<UnmuteButton target={{ kind: 'collection', id: collection.id, name: collection.name }} />}
    />
  );
}
