import { validate } from 'graphql';
import { loadAppSyncSchema } from '#local/appsync/schema';
import { PublicationNavigationQuery, publicationNavigationQuery } from './publication-navigation-query.ts';

test('is valid against the API schema', () => {
  expect(validate(loadAppSyncSchema(), PublicationNavigationQuery)).toEqual([]);
});

test('asks for the publication the route names, by the same lookup as the publication’s home', () => {
  expect(publicationNavigationQuery({ collectionSlug: 'the-pub' }).variables).toEqual({
    domainOrSlug: 'the-pub',
  });
  expect(publicationNavigationQuery({}).variables).toEqual({ domainOrSlug: '' });
});
