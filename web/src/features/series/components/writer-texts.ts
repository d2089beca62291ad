/** The writer's tools on the series page (their own chunk, with writer-tools.tsx). */
export const writerTexts = {
  addStory: 'Add a story',
  add: 'Add',
  choose: 'Choose one of your published stories',
  noCandidates: 'All your published stories are in a series. Publish another to add it here.',
  remove: 'Remove',
  removeStory: (title: string) => `Remove ${title} from the series`,
  moveUp: 'Move up',
  moveUpStory: (title: string) => `Move ${title} up`,
  moveDown: 'Move down',
  moveDownStory: (title: string) => `Move ${title} down`,
  failed: 'The series could not be changed. Please try again.',
} as const;
