import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { usePublicationSubmissionsQuery } from '../api/publication-submissions-query.ts';
import PendingSubmissions from './pending-submissions.tsx';
import { submissionsTitle } from '../submissions-title.ts';
import { submissionTexts as texts } from './submission-texts.ts';

/**
 * /{collectionSlug}/stories/submissions: every story waiting for the publication's editors. Others are
 * told the list is the editors' (the server answers them Forbidden anyway).
 */
export function PublicationSubmissionsPage({ params }: PageProps) {
  const { data } = usePublicationSubmissionsQuery(collectionDomainOrSlug(params));
  const collection = data?.collectionByDomainOrSlug;
  if (!collection) return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{submissionsTitle(collection.name)}</h1>
      </header>
      {collection.viewerEdge.isEditor ? (
        <PendingSubmissions collection={collection} place="page" />
      ) : (
        <p className="people__empty">{texts.editorsOnly}</p>
      )}
    </div>
  );
}
