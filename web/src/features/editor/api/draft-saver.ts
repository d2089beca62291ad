import type { ApolloClient } from '@apollo/client';
import type { SaveOutcome } from '../autosave/autosave.ts';
import { sameDocument, type DraftDocument } from '../autosave/draft-document.ts';
import type { ResponseTargetInput } from '#graphql/generated/schema-types.ts';
import { SaveDraftMutation, StartDraftMutation } from './draft-operations.ts';
import { toVersionedDraft } from './post-draft-fragment.ts';
import { StartResponseDraftMutation } from './response-operations.ts';

/** The local key of a story not saved yet (/new-story): it has no id until its first save. */
export const newStoryKey = 'new-story';

/** The local key of a response not saved yet (decision 121): one per story or quote it answers. */
export const newResponseKey = (target: ResponseTargetInput) =>
  target.inResponseToQuoteId
    ? `new-response:quote:${target.inResponseToQuoteId}`
    : `new-response:${target.inResponseToPostId ?? ''}`;

/** Whether a key is a draft the server has not started yet (no id). */
export const isNewDraftKey = (key: string) => key === newStoryKey || key.startsWith('new-response:');

type Started = { id: string; version: number };

/** startDraft, or startResponseDraft for a response: the draft's id and version, or why not. */
async function startOn(client: ApolloClient, target: ResponseTargetInput | undefined) {
  if (!target) {
    const { data } = await client.mutate({ mutation: StartDraftMutation, errorPolicy: 'none' });
    return data?.startDraft;
  }
  const { data } = await client.mutate({
    mutation: StartResponseDraftMutation,
    variables: { input: target },
    errorPolicy: 'none',
  });
  return data?.startResponseDraft;
}

/**
 * The autosave's save port over the API. A new story's first save starts the draft (startDraft, or
 * startResponseDraft with what a response answers), then saves on it; the id is remembered, so a save
 * that fails after the start never starts a second story. A refused start (a closed discussion, a quote
 * that is not the writer's) keeps the text on this device with the server's words.
 * Offline, a failed request and RateLimited are `unreachable` (tried again); BadRequest, NotFound,
 * Unauthorized and Forbidden are `refused` with the server's message, the text kept on this device.
 */
export function createDraftSaver(client: ApolloClient, responseTarget?: ResponseTargetInput) {
  let started: Started | undefined;

  async function start(): Promise<SaveOutcome | Started> {
    if (started) return started;
    const result = await startOn(client, responseTarget);
    if (result?.__typename === 'PostDraft') return (started = { id: result.id, version: result.version });
    if (result === undefined || result.__typename === 'RateLimited') return { kind: 'unreachable' };
    return { kind: 'refused', message: result.message };
  }

  return async function save(
    key: string,
    document: DraftDocument,
    baseVersion: number,
  ): Promise<SaveOutcome> {
    let postId = key;
    let base = baseVersion;
    if (isNewDraftKey(key)) {
      const draft = await start();
      if ('kind' in draft) return draft;
      // Until its first save lands, a new story is at the version startDraft made.
      [postId, base] = [draft.id, draft.version];
    }
    const { data } = await client.mutate({
      mutation: SaveDraftMutation,
      variables: { input: { postId, baseVersion: base, ...document } },
      errorPolicy: 'none',
    });
    const result = data?.saveDraft;
    switch (result?.__typename) {
      case 'DraftSaved':
        return { kind: 'saved', version: result.version, savedAt: result.savedAt * 1000, key: result.postId };
      case 'Conflict': {
        // A save's Conflict always carries the stored copy; without one there is nothing to offer yet.
        if (!result.draft) return { kind: 'unreachable' };
        const server = toVersionedDraft(result.draft);
        // A save whose answer was lost on the way stored this very text: that is no conflict.
        if (sameDocument(server.document, document)) {
          return { kind: 'saved', version: server.version, savedAt: Date.now(), key: postId };
        }
        return { kind: 'conflict', server };
      }
      case 'RateLimited':
      case undefined:
        return { kind: 'unreachable' };
      default:
        return { kind: 'refused', message: result.message };
    }
  };
}
