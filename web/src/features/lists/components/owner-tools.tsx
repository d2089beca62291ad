import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { catalogLimits } from '#contract/catalogs.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { routeCatalogue } from '#web/routes/catalogue.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { DeleteCatalogMutation, UpdateCatalogMutation } from '../api/catalog-edit-mutations.ts';
import type { CatalogOfPage, ItemsOfPage } from '../api/catalog-page-query.ts';
import { ownerTexts as texts } from './owner-texts.ts';
import { moveDown, moveUp, removeItem, setNote, useCatalogEdit } from './use-catalog-edit.ts';

/** Rename, describe, make private, delete: the owner's own lists only (the predefined ones keep theirs). */
export function OwnerDetails({ catalog }: { catalog: CatalogOfPage }) {
  const client = useApolloClient();
  const router = useRouter();
  const { showToast } = useToasts();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(catalog.name);
  const [description, setDescription] = useState(catalog.description);
  const [isPrivate, setPrivate] = useState(catalog.visibility !== 'PUBLIC');
  if (catalog.predefined) return null;
  const refused = (result: { __typename: string; message?: string }) =>
    showToast({ message: result.message ?? texts.failed, toastStyle: 'ERROR' });

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await mutateOutcome(
      client,
      {
        mutation: UpdateCatalogMutation,
        variables: {
          input: { catalogId: catalog.id, name, description, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC' },
        },
      },
      (data) => data.updateCatalog,
    );
    if (result.__typename === 'Catalog') setEditing(false);
    else refused(result);
  }

  async function remove() {
    if (!window.confirm(texts.confirmDelete)) return;
    const result = await mutateOutcome(
      client,
      { mutation: DeleteCatalogMutation, variables: { catalogId: catalog.id } },
      (data) => data.deleteCatalog,
    );
    if (result.__typename === 'CatalogDeleted') router.navigate(routeCatalogue.ShowYourLists.path);
    else refused(result);
  }

  if (!editing)
    return (
      <p className="catalog__owner-tools">
        <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
          {texts.edit}
        </button>{' '}
        <button type="button" className="button button--outline" onClick={() => void remove()}>
          {texts.delete}
        </button>
      </p>
    );
  return (
    <form className="catalog__details-form" onSubmit={(event) => void save(event)}>
      <label>
        {texts.name}
        <input
          value={name}
          required
          maxLength={catalogLimits.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label>
        {texts.description}
        <textarea
          value={description}
          maxLength={catalogLimits.descriptionMaxLength}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <label>
        <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />{' '}
        {texts.private}
      </label>
      <button type="button" className="button button--outline" onClick={() => setEditing(false)}>
        {texts.cancel}
      </button>{' '}
      <button type="submit" className="button button--dark">
        {texts.save}
      </button>
    </form>
  );
}

/** Move up, Move down, Remove and the note of one item: plain buttons, reachable by keyboard. */
export function ItemControls({
  catalog,
  items,
  index,
  slugId,
}: {
  catalog: CatalogOfPage;
  items: ItemsOfPage;
  index: number;
  slugId: string;
}) {
  const edit = useCatalogEdit(slugId);
  const shape = { id: catalog.id, version: catalog.version, items };
  const item = items[index]!;
  const [note, setNoteText] = useState(item.note ?? '');
  const title = item.post?.title ?? item.catalog?.name ?? '';
  const id = item.catalogItemId;
  return (
    <div className="catalog__item-controls">
      <button
        type="button"
        className="button button--outline"
        aria-label={texts.moveUp(title)}
        disabled={index === 0}
        onClick={() => void edit(shape, moveUp(id))}
      >
        ↑
      </button>{' '}
      <button
        type="button"
        className="button button--outline"
        aria-label={texts.moveDown(title)}
        disabled={index === items.length - 1}
        onClick={() => void edit(shape, moveDown(id))}
      >
        ↓
      </button>{' '}
      <button
        type="button"
        className="button button--outline"
        aria-label={texts.remove(title)}
        onClick={() => void edit(shape, removeItem(id))}
      >
        ✕
      </button>
      <form
        className="catalog__note-form"
        onSubmit={(event) => {
          event.preventDefault();
          void edit(shape, setNote(id, note));
        }}
      >
        <input
          aria-label={texts.note(title)}
          value={note}
          maxLength={catalogLimits.noteMaxLength}
          onChange={(event) => setNoteText(event.target.value)}
        />{' '}
        <button type="submit" className="button button--outline">
          {texts.saveNote}
        </button>
      </form>
    </div>
  );
}
