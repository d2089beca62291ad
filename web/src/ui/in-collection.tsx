import { Link } from '../lib/router/link.tsx';
import { texts } from '../lib/texts.ts';

interface InCollectionProps {
  statusForCollection: string | null;
  collection: { slug: string; name: string } | null;
}

/** "in {publication}" after a writer's name, only when the publication approved the story (spec 1 §3). */
export function InCollection({ statusForCollection, collection }: InCollectionProps) {
  if (!collection || statusForCollection !== 'APPROVED') return null;
  return (
    <span className="in-collection">
      {` ${texts.inCollection} `}
      <Link to="ShowCollectionHome" params={{ collectionSlug: collection.slug }}>
        {collection.name}
      </Link>
    </span>
  );
}
