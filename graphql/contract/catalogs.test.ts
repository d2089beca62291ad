import {
  catalogIdFromSlugId,
  catalogSlugIdOf,
  catalogVisibilityCode,
  isPrivateCatalog,
  predefinedCatalogId,
} from './catalogs.ts';

describe('a list’s slug and visibility', () => {
  test('the slug is the normalised name plus the id; a predefined list’s is its own slug', () => {
    expect(catalogSlugIdOf({ id: '0123456789abcdef', name: 'Café Reads: 2026!' })).toBe(
      'cafe-reads-2026-0123456789abcdef',
    );
    expect(catalogSlugIdOf({ id: '0123456789abcdef', name: '読書' })).toBe('0123456789abcdef');
    expect(
      catalogSlugIdOf({ id: 'predefined:u1:READING_LIST', name: 'Reading list', predefined: 'READING_LIST' }),
    ).toBe('reading-list');
    expect(
      catalogSlugIdOf({
        id: 'predefined:u1:CURRENTLY_READING',
        name: 'Resume reading',
        predefined: 'CURRENTLY_READING',
      }),
    ).toBe('currently-reading');
  });

  test('a slug names its list by the id ending it, a predefined slug the owner’s list, anything else none', () => {
    expect(catalogIdFromSlugId('cafe-reads-0123456789abcdef')).toBe('0123456789abcdef');
    expect(catalogIdFromSlugId('0123456789abcdef')).toBe('0123456789abcdef');
    expect(catalogIdFromSlugId('purchased', 'u1')).toBe(predefinedCatalogId('u1', 'PURCHASED'));
    expect(catalogIdFromSlugId('reading-list')).toBeUndefined();
    expect(catalogIdFromSlugId('predefined:u1:READING_LIST')).toBe('predefined:u1:READING_LIST');
    expect(catalogIdFromSlugId('predefined:u1:FAVOURITES')).toBeUndefined();
    expect(catalogIdFromSlugId('cafe-reads-XYZ')).toBeUndefined();
  });

  test('spec 3 §9: locked and private count as 1 and are seen by the owner alone, public as 0', () => {
    expect(catalogVisibilityCode('LOCKED')).toBe(1);
    expect(catalogVisibilityCode('PRIVATE')).toBe(1);
    expect(catalogVisibilityCode('PUBLIC')).toBe(0);
    expect([isPrivateCatalog('LOCKED'), isPrivateCatalog('PRIVATE'), isPrivateCatalog('PUBLIC')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
