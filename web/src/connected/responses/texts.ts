import { responseMessages } from '#contract/responses.ts';
import { abbreviateCount } from '#web/lib/format/count.ts';
import { texts } from '#web/lib/texts.ts';

/** What the responses section says (issue #13). Spec 2 §5's closed-discussion message is verbatim. */
export const responsesTexts = {
  heading: (count: number) => `Responses (${abbreviateCount(count)})`,
  /** The bar's responses link, read aloud. */
  count: (count: number) => (count === 1 ? '1 response' : `${count} responses`),
  sortLabel: 'Sort responses',
  sorts: { MOST_RELEVANT: 'Most relevant', MOST_RECENT: 'Most recent' },
  placeholder: 'What are your thoughts?',
  signInToRespond: 'Sign in to respond',
  respond: 'Respond',
  reply: 'Reply',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this response? This cannot be undone.',
  hide: 'Hide',
  unhide: 'Show to readers',
  hiddenMark: 'Hidden from readers',
  deleted: 'This response was deleted.',
  muted: 'Response from a writer you muted',
  showMuted: 'Show',
  replies: (count: number) => (count === 1 ? 'Show 1 reply' : `Show ${abbreviateCount(count)} replies`),
  hideReplies: 'Hide replies',
  moreResponses: 'More responses',
  moreReplies: 'More replies',
  none: 'No responses yet. Be the first to respond.',
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  linkPrompt: 'Paste or type a link (https://…)',
  editorLabel: 'Your response',
  /** Medium's expand icon under the response box: the text goes along to the story editor. */
  openFullEditor: 'Open in the full editor',
  handOffFailed: 'This browser could not carry your text to the full editor. Copy it, or respond here.',
  closed: responseMessages.closed,
  /** The PUBLISH_RESPONSE and HIDE_POST_RESPONSE toasts (spec 2 §4 names them without a text: ours). */
  published: texts.toasts.responsePublished,
  hidden: 'The response is hidden from readers.',
  undo: texts.toasts.undo,
  failed: 'Sorry, that didn’t work. Please try again.',
  loadFailed: 'The responses could not be loaded.',
  loading: texts.loading,
};
