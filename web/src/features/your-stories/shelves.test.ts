import { filterOfShelf, shelfOfFilter, shelfOfParams, shelves } from './shelves.ts';

describe('the Your stories shelf of a route', () => {
  it('is the drafts at /me/stories', () => {
    expect(shelfOfParams({})).toBe('drafts');
  });

  it('is the one /me/stories/{filterBy} names, in lower case', () => {
    for (const shelf of shelves) expect(shelfOfParams({ filterBy: shelf })).toBe(shelf);
  });

  it('is none (the 404 page) for a filter spec 3 §2 does not list', () => {
    for (const filterBy of ['DRAFTS', 'Public', 'trash', '', 'drafts ', 'constructor', 'toString'])
      expect(shelfOfParams({ filterBy })).toBeNull();
  });

  it('maps to the API’s filter and back', () => {
    expect(shelves.map(filterOfShelf)).toEqual(['DRAFTS', 'PUBLIC', 'RESPONSES', 'UNLISTED', 'DELETED']);
    for (const shelf of shelves) expect(shelfOfFilter(filterOfShelf(shelf))).toBe(shelf);
  });
});
