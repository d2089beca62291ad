/** The series page's texts (spec 1 §2.1 names the page, not its wording: ours). */
export const seriesTexts = {
  kicker: 'Series',
  by: (name: string) => `A series by ${name}`,
  parts: (count: number) => (count === 1 ? '1 story' : `${count} stories`),
  part: (position: number) => `Part ${position}`,
  startReading: 'Start reading',
  empty: 'No stories in this series yet.',
  pageTitle: (title: string, writer: string, site: string) => `${title} | a series by ${writer} | ${site}`,
  // The writer's tools.
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
