import { storyBodyTexts } from '#web/ui/story-body/story-body-texts.ts';

/**
 * The selection menu's and highlights' texts (issue #13). The spec names the actions (highlight,
 * respond, private note, share) without their wording: ours.
 */
export const highlightTexts = {
  menu: 'Selected text',
  highlight: 'Highlight',
  highlightPrivately: 'Highlight privately',
  privateHighlight: 'Only you can see this highlight.',
  makePrivate: 'Make private',
  makePublic: 'Make public',
  removeHighlight: 'Remove highlight',
  respond: 'Respond',
  privateNote: 'Private note',
  notePlaceholder: 'Write a private note (only you can see it)',
  saveNote: 'Save',
  cancel: 'Cancel',
  copyLink: 'Copy link',
  shareOnX: 'Share on X',
  linkCopied: 'Link copied.',
  topHighlight: storyBodyTexts.topHighlight,
  failed: 'That did not work. Please try again.',
} as const;
