import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { catalogLimits } from '#contract/catalogs.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import {
  CreateCatalogMutation,
  PickerEditItemsMutation,
  PostCatalogMembershipQuery,
} from './list-picker-documents.ts';
import { markSaved, toggleReadingList } from './save-mutations.ts';
import { saveTexts as texts } from './texts.ts';

type Membership = Extract<
  Operations.PostCatalogMembershipQuery['postCatalogMembership'],
  { __typename: 'PostCatalogMembership' }
>['catalogs'][number];

/**
 * The story into or out of one of the viewer's own lists, over the version the picker read. On a
 * Conflict the list's membership is read again: when another window already made the change nothing is
 * sent, otherwise it is sent once more over the version read now. Nothing either window did is lost.
 */
async function toggleOwnList(
  client: ReturnType<typeof useApolloClient>,
  postId: string,
  { catalog, catalogItemId }: Membership,
) {
  const send = (version: number, itemId: string | null) =>
    mutateOutcome(
      client,
      {
        mutation: PickerEditItemsMutation,
        variables: {
          catalogId: catalog.id,
          version,
          operations: [
            itemId ? { remove: { catalogItemId: itemId } } : { append: { type: 'POST', id: postId } },
          ],
        },
      },
      (data) => data.editCatalogItems,
    );
  const first = await send(catalog.version, catalogItemId);
  if (first.__typename !== 'Conflict') return first;
  const { data } = await client.query({
    query: PostCatalogMembershipQuery,
    variables: { postId },
    fetchPolicy: 'network-only',
  });
  const answer = data?.postCatalogMembership;
  const now =
    answer?.__typename === 'PostCatalogMembership'
      ? answer.catalogs.find((entry) => entry.catalog.id === catalog.id)
      : undefined;
  if (!now) return first;
  // The other window already made the change wanted: nothing left to send.
  if ((now.catalogItemId === null) !== (catalogItemId === null)) return { __typename: 'Catalog' as const };
  return send(now.catalog.version, now.catalogItemId);
}

/** The viewer's lists with a checkbox each (checked: the story is in it) and a form for a new list. */
export function ListPicker({ postId, onClose }: { postId: string; onClose: () => void }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { data, refetch } = useQuery(PostCatalogMembershipQuery, {
    variables: { postId },
    fetchPolicy: 'network-only',
  });
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const answer = data?.postCatalogMembership;
  const memberships = answer?.__typename === 'PostCatalogMembership' ? answer.catalogs : null;

  const failed = (result: { __typename: string; message?: string }) =>
    showToast({ message: result.message ?? texts.failed, toastStyle: 'ERROR' });

  async function toggle(membership: Membership) {
    const saved = membership.catalogItemId !== null;
    const result =
      membership.catalog.predefined === 'READING_LIST'
        ? await toggleReadingList(client, { postId, readingListId: membership.catalog.id, saved })
        : await toggleOwnList(client, postId, membership);
    const ok = ['AddToPredefinedCatalogSuccess', 'EditCatalogItemsSuccess', 'Catalog'].includes(
      result.__typename,
    );
    if (!ok) failed(result);
    // The Reading list's own mutation marks the story already.
    else if (membership.catalog.predefined !== 'READING_LIST')
      markSaved(client.cache, postId, membership.catalog.id, !saved);
    await refetch();
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const created = await mutateOutcome(
      client,
      {
        mutation: CreateCatalogMutation,
        variables: { input: { name, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC' } },
      },
      (result) => result.createCatalog,
    );
    if (created.__typename !== 'Catalog') return failed(created);
    await toggle({ catalog: created, catalogItemId: null });
    setCreating(false);
    setName('');
  }

  return (
    <div className="list-picker" role="dialog" aria-modal="false" aria-label={texts.pickerTitle}>
      <h2 className="list-picker__title">{texts.pickerTitle}</h2>
      {!memberships ? (
        <p>{texts.loading}</p>
      ) : (
        <ul className="list-picker__lists">
          {memberships
            .filter((membership) => membership.catalog.predefined !== 'CURRENTLY_READING')
            .filter((membership) => membership.catalog.predefined !== 'PURCHASED')
            .map((membership) => (
              <li key={membership.catalog.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={membership.catalogItemId !== null}
                    onChange={() => void toggle(membership)}
                  />{' '}
                  {membership.catalog.name}
                </label>
              </li>
            ))}
        </ul>
      )}
      {creating ? (
        <form className="list-picker__new" onSubmit={(event) => void create(event)}>
          <input
            aria-label={texts.newListName}
            placeholder={texts.newListName}
            value={name}
            maxLength={catalogLimits.nameMaxLength}
            required
            onChange={(event) => setName(event.target.value)}
          />
          <label>
            <input
              type="checkbox"
              checked={isPrivate}
              onChange={(event) => setPrivate(event.target.checked)}
            />{' '}
            {texts.makePrivate}
          </label>
          <button type="button" className="button button--outline" onClick={() => setCreating(false)}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--dark">
            {texts.create}
          </button>
        </form>
      ) : (
        <button type="button" className="button button--outline" onClick={() => setCreating(true)}>
          {texts.newList}
        </button>
      )}
      <button type="button" className="button button--dark list-picker__done" onClick={onClose}>
        {texts.done}
      </button>
    </div>
  );
}
