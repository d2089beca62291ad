import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { postRoute } from '#web/lib/post-route.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import {
  ApprovePostSubmissionMutation,
  DeclinePostSubmissionMutation,
  PendingSubmissionsQuery,
  submissionsShown,
} from '../api/pending-submissions.ts';
import { submissionTexts as texts } from './submission-texts.ts';

type Decision = 'approve' | 'decline';

/** The publication home's queries (by id or by slug): the list an approval changes. */
const publicationStoryQueries = [
  'PublicationProfileMainCollectionQuery',
  'PublicationProfileMainPublicationQuery',
];

/**
 * For the publication's editors (on its home, above its stories, and on its submissions page): the
 * stories writers submitted, each with Approve (it joins the publication) and Decline. Asked in the
 * browser (it is the editors' alone); the server answers Forbidden to anyone else. Its own chunk:
 * readers never load it. On the home: the newest few, a link to the page, nothing while none waits;
 * on the page: a page's worth, or that none waits.
 */
export default function PendingSubmissions({
  collection,
  place,
}: {
  collection: { id: string; name: string; slug: string };
  place: 'home' | 'page';
}) {
  const limit = submissionsShown[place];
  const hydrated = useHydrated();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { data } = useQuery(PendingSubmissionsQuery, {
    variables: { collectionId: collection.id, limit },
    skip: !hydrated,
    fetchPolicy: 'network-only',
  });
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  const answer = data?.pendingSubmissions;
  const waiting =
    answer?.__typename === 'PostConnection' ? answer.posts.filter((post) => !decided.has(post.id)) : [];
  if (waiting.length === 0) {
    return answer && place === 'page' ? <p className="people__empty">{texts.none}</p> : null;
  }

  const decide = async (post: (typeof waiting)[number], decision: Decision) => {
    setBusy(post.id);
    try {
      const variables = { postId: post.id };
      const result =
        decision === 'approve'
          ? (await client.mutate({ mutation: ApprovePostSubmissionMutation, variables })).data
              ?.approvePostSubmission
          : (await client.mutate({ mutation: DeclinePostSubmissionMutation, variables })).data
              ?.declinePostSubmission;
      if (result?.__typename === 'Post') {
        setDecided((ids) => new Set(ids).add(post.id));
        showToast({
          message:
            decision === 'approve' ? texts.approved(post.title, collection.name) : texts.declined(post.title),
        });
        // An approved story joins the publication's list below: only that list is asked again.
        if (decision === 'approve') await client.refetchQueries({ include: publicationStoryQueries });
      } else {
        showToast({
          message: result && 'message' in result ? result.message : texts.failed,
          toastStyle: 'ERROR',
        });
      }
    } catch {
      showToast({ message: texts.failed, toastStyle: 'ERROR' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="submissions" aria-label={texts.heading}>
      <h2 className="submissions__heading">{texts.heading}</h2>
      <ul className="entity-list">
        {waiting.map((post) => {
          const route = postRoute({ ...post, collection: null });
          return (
            <li key={post.id} className="entity-row">
              <div className="entity-row__text">
                <p className="entity-row__name">
                  <a className="entity-row__link" href={buildRoute(route.name, route.params)}>
                    {post.title}
                  </a>
                </p>
                <p className="entity-row__description">{texts.by(post.creator.name)}</p>
              </div>
              <div className="entity-row__action submissions__actions">
                <button
                  type="button"
                  className="button button--dark"
                  disabled={busy === post.id}
                  aria-label={texts.approveStory(post.title)}
                  onClick={() => void decide(post, 'approve')}
                >
                  {texts.approve}
                </button>
                <button
                  type="button"
                  className="button button--outline"
                  disabled={busy === post.id}
                  aria-label={texts.declineStory(post.title)}
                  onClick={() => void decide(post, 'decline')}
                >
                  {texts.decline}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {place === 'home' && (
        <Link to="ShowCollectionSubmissions" params={{ collectionSlug: collection.slug }}>
          {texts.seeAll}
        </Link>
      )}
    </section>
  );
}
