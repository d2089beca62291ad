/**
 * The search pages' texts. Spec 1 §2.3 names the routes, spec 3 §8 says a failed search shows no
 * message; the wording is Medium's where it has one ("Results for", its empty-state tips), ours otherwise.
 */
export const searchTexts = {
  pageTitle: (query: string, site: string) => (query ? `${query} – Search – ${site}` : `Search – ${site}`),
  publicationPageTitle: (query: string, publication: string) =>
    query ? `${query} – Search ${publication}` : `Search ${publication}`,
  heading: 'Search',
  resultsFor: 'Results for',
  searchIn: (name: string) => `Search ${name}`,
  queryLabel: 'Search query',
  submit: 'Search',
  categoriesLabel: 'Search categories',
  seeAll: 'See all',
  askSomething: 'Type what you are looking for and press Enter.',
  noResults: (query: string) => `No results for “${query}”`,
  tips: [
    'Make sure all words are spelled correctly.',
    'Try different keywords.',
    'Try more general keywords.',
  ],
  retry: 'Try again',
  stories: (count: number) => `${count} ${count === 1 ? 'story' : 'stories'}`,
  followers: (count: string) => `${count} Followers`,
  byWriter: 'by',
};
