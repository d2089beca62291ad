/** What the editor says about saving (the "Saving…" / "Saved"; the rest is ours: the spec shows no editor). */
export const autosaveTexts = {
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  offline: 'Offline: your changes are kept on this device and saved when you are back online.',
  conflictHeading: 'This story was changed somewhere else',
  conflictBody:
    'It was saved in another tab or on another device after you started editing here. Choose the version to keep; nothing is saved until you do.',
  mine: 'Your version (this tab)',
  theirs: 'The other version',
  keepMine: 'Keep my version',
  takeTheirs: 'Use the other version',
  untitled: 'Untitled',
} as const;
