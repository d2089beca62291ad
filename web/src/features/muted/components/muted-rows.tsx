import { Link } from '../../../lib/router/link.tsx';
import { EntityRow } from '../../../ui/entity-row/entity-row.tsx';
import type { MutedCollection, MutedUser } from './muted-row-fragments.ts';
import { UnmuteButton } from './unmute-button.tsx';

export function MutedUserRow({ user }: { user: MutedUser }) {
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
      action={<UnmuteButton target={{ kind: 'user', id: user.id, name: user.name }} />}
    />
  );
}

export function MutedCollectionRow({ collection }: { collection: MutedCollection }) {
  return (
    <EntityRow
      name={collection.name}
      imageId={collection.avatar?.id ?? null}
      description={collection.description}
      link={
        <Link
          to="ShowCollectionHome"
          params={{ collectionSlug: collection.slug }}
          className="entity-row__link"
        >
          {collection.name}
        </Link>
      }
      action={<UnmuteButton target={{ kind: 'collection', id: collection.id, name: collection.name }} />}
    />
  );
}
