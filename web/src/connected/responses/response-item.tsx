import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ResponseSortType } from '#contract/responses.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { ClapButton } from '../claps/clap-button.tsx';
import { repliesTo, type ThreadParent } from './thread-parent.ts';
import { PostBody } from '#web/ui/story-body/post-body.tsx';
import { ResponseComposer } from './response-composer.tsx';
import { responsesTexts } from './texts.ts';
import { useResponseActions } from './use-response-actions.ts';
import type { ResponseData } from './use-thread-level.ts';

export interface RepliesLevel {
  parent: ThreadParent;
  depth: number;
  sortType: ResponseSortType;
  fresh: readonly ResponseData[];
}

const ResponseEditor = lazy(() => import('./response-editor.tsx'));

/**
 * One response: its writer, date, body and clap count, its replies behind "Show replies", and what
 * the viewer may do — reply, edit and delete their own, hide (the parent's writer, with Undo).
 * A response from a writer the viewer muted stays collapsed until shown.
 */
export function ResponseItem({
  response,
  depth,
  sortType,
  onChanged,
  onRemoved,
  renderReplies,
}: {
  response: ResponseData;
  depth: number;
  sortType: ResponseSortType;
  onChanged(response: ResponseData): void;
  onRemoved(id: string): void;
  /** The replies' level (response-level.tsx renders it: a level holds items, an item a level). */
  renderReplies(level: RepliesLevel): ReactNode;
}) {
  const [revealed, setRevealed] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [replies, setReplies] = useState<ResponseData[]>([]);
  const [message, setMessage] = useState<string>();
  const actions = useResponseActions();
  const { showToast } = useToasts();
  const { post } = response;
  const hidden = response.approvalState !== 'APPROVED';

  if (response.isFromMutedWriter && !revealed) {
    return (
      <article className="response response--collapsed" data-response-id={response.id}>
        <span>{responsesTexts.muted}</span>{' '}
        <button type="button" className="response__action" onClick={() => setRevealed(true)}>
          {responsesTexts.showMuted}
        </button>
      </article>
    );
  }

  async function moderate(hide: boolean) {
    const run = await actions();
    const outcome = hide ? await run.hide(response) : await run.unhide(response);
    if (!outcome.ok) return setMessage(outcome.message);
    onChanged(outcome.response);
    if (!hide) return;
    // Spec 2 §4: hide response (a story's or a list's), undone by showing it again.
    showToast({
      message: responsesTexts.hidden,
      toastStyle: response.parentCatalogId ? 'HIDE_CATALOG_RESPONSE' : 'HIDE_POST_RESPONSE',
      undo: { label: responsesTexts.undo, onUndo: () => void moderate(false) },
    });
  }

  async function remove() {
    if (!window.confirm(responsesTexts.confirmDelete)) return;
    const outcome = await (await actions()).remove(response.id);
    if ('message' in outcome) return setMessage(outcome.message);
    if (!outcome.kept) return onRemoved(response.id);
    onChanged({ ...response, isDeleted: true, paragraphs: [] });
  }

  const replyCount = post.responsesCount + replies.length;
  return (
    <article className={hidden ? 'response response--hidden' : 'response'} data-response-id={response.id}>
      <header className="response__byline">
        <ProfileLink user={post.creator} className="response__writer">
          <Avatar name={post.creator.name} imageId={post.creator.imageId} size={32} />
          <span>{post.creator.name}</span>
        </ProfileLink>
        {post.firstPublishedAt !== null && (
          <span className="response__date">{formatDate(post.firstPublishedAt)}</span>
        )}
        {hidden && <span className="response__hidden-mark">{responsesTexts.hiddenMark}</span>}
      </header>
      {response.isDeleted ? (
        <p className="response__deleted">{responsesTexts.deleted}</p>
      ) : editing ? (
        <Suspense fallback={<p>{responsesTexts.loading}</p>}>
          <ResponseEditor
            initial={response.paragraphs}
            submitLabel={responsesTexts.save}
            onCancel={() => setEditing(false)}
            onSubmit={async (paragraphs) => {
              const outcome = await (await actions()).edit(response.id, paragraphs);
              if (!outcome.ok) return outcome.message;
              onChanged(outcome.response);
              setEditing(false);
              return undefined;
            }}
          />
        </Suspense>
      ) : (
        <div className="response__body">
          {response.quotedText && <blockquote className="response__quote">{response.quotedText}</blockquote>}
          <PostBody
            content={{ isLockedPreviewOnly: false, bodyModel: { paragraphs: response.paragraphs } }}
          />
        </div>
      )}
      {message && (
        <p className="response__message" role="alert">
          {message}
        </p>
      )}
      <footer className="response__actions">
        <ClapButton post={post} />
        {replyCount > 0 && (
          <button
            type="button"
            className="response__action"
            aria-expanded={repliesOpen}
            onClick={() => setRepliesOpen(!repliesOpen)}
          >
            {repliesOpen ? responsesTexts.hideReplies : responsesTexts.replies(replyCount)}
          </button>
        )}
        {!response.isDeleted && (
          <button type="button" className="response__action" onClick={() => setReplying(true)}>
            {responsesTexts.reply}
          </button>
        )}
        {response.viewerIsWriter && !response.isDeleted && (
          <>
            <button type="button" className="response__action" onClick={() => setEditing(true)}>
              {responsesTexts.edit}
            </button>
            <button type="button" className="response__action" onClick={() => void remove()}>
              {responsesTexts.delete}
            </button>
          </>
        )}
        {response.viewerCanModerate && (
          <button type="button" className="response__action" onClick={() => void moderate(!hidden)}>
            {hidden ? responsesTexts.unhide : responsesTexts.hide}
          </button>
        )}
      </footer>
      {replying && (
        <ResponseComposer
          parent={repliesTo(response)}
          label={responsesTexts.reply}
          startOpen
          onClose={() => setReplying(false)}
          onPublished={(reply) => {
            setReplies((shown) => [reply, ...shown]);
            setRepliesOpen(true);
          }}
        />
      )}
      {repliesOpen &&
        renderReplies({ parent: repliesTo(response), depth: depth + 1, sortType, fresh: replies })}
    </article>
  );
}
