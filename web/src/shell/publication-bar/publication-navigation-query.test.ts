import { publicationNavigationQuery } from './publication-navigation-query.ts';

test('asks for the publication the route names, by the same lookup as the publication’s home', () => {
  expect(publicationNavigationQuery({ collectionSlug: 'the-pub' }).variables).toEqual({
    domainOrSlug: 'the-pub',
  });
  expect(publicationNavigationQuery({}).variables).toEqual({ domainOrSlug: '' });
});
