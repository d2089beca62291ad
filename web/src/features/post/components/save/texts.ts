/** What the Save button and its list picker say (issue #13; the spec gives no texts of its own). */
export const saveTexts = {
  save: 'Save',
  saveLabel: 'Save to Reading list',
  savedLabel: 'Remove from Reading list',
  addToList: 'Add to list',
  pickerTitle: 'Save to',
  newList: 'New list',
  newListName: 'Give it a name',
  makePrivate: 'Make it private',
  create: 'Create',
  cancel: 'Cancel',
  done: 'Done',
  loading: 'Loading your lists…',
  failed: 'Your lists could not be changed. Please try again.',
} as const;
