/** The owner's tools' texts (their own chunk: readers never load them). */
export const ownerTexts = {
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  remove: (title: string) => `Remove “${title}”`,
  note: (title: string) => `Note on “${title}”`,
  saveNote: 'Save note',
  edit: 'Edit list',
  name: 'Name',
  description: 'Description',
  private: 'Private: only you can see it',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete list',
  confirmDelete: 'Delete this list? The stories in it stay where they are.',
  failed: 'The list could not be changed. Please try again.',
  merged: 'The list changed in another window: your change was made on top of it.',
} as const;
