import { texts } from '#web/lib/texts.ts';
import type { PublicationAddress } from '#web/routes/entity-urls.ts';
import { PublicationLink } from './entity-links.tsx';

interface InCollectionProps {
  statusForCollection: string | null;
  collection: (PublicationAddress & { name: string }) | null;
}

/** "in {publication}" after a writer's name, only when the publication approved the story (spec 1 §3). */
export function InCollection({ statusForCollection, collection }: InCollectionProps) {
  if (!collection || statusForCollection !== 'APPROVED') return null;
  return (
    <span className="in-collection">
      {` ${texts.inCollection} `}
      <PublicationLink collection={collection}>{collection.name}</PublicationLink>
    </span>
  );
}
