import { PublicationLink } from '#web/ui/entity-links.tsx';
import { EntityRow } from '#web/ui/entity-row/entity-row.tsx';
import { UserRow } from '#web/ui/entity-row/user-row.tsx';
import type {
  MutedCollectionRow_CollectionFragment,
  MutedUserRow_UserFragment,
} from '#graphql/generated/operations.ts';
import { UnmuteButton } from './unmute-button.tsx';

/** A muted writer, with Unmute. */
export function MutedUserRow({ user }: { user: MutedUserRow_UserFragment }) {
  return (
    <UserRow user={user} action={<UnmuteButton target={{ kind: 'user', id: user.id, name: user.name }} />} />
  );
}

/** A muted publication, with Unmute. */
export function MutedCollectionRow({ collection }: { collection: MutedCollectionRow_CollectionFragment }) {
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
