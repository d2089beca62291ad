import type { CollectionItem } from '../../data/reads/collections.ts';
import { toGraphqlCollection } from './graphql-collection.ts';

const stored: CollectionItem = {
  id: 'c-journal',
  slug: 'the-journal',
  name: 'The Journal',
  description: 'Notes',
  avatarImageId: 'avatar-1',
  domain: 'journal.example.com',
  creatorId: 'user-owner',
  followerCount: 12,
  navigationItems: [
    { title: 'Essays', value: 'writing', destination: 'TAG' },
    { title: 'Shop', value: 'https://shop.journal.example.com/', destination: 'URL' },
  ],
  createdAt: 0,
};

test('maps a publication with its images by id, its follower count, its navigation and its creator', () => {
  expect(toGraphqlCollection(stored)).toEqual({
    __typename: 'Collection',
    id: 'c-journal',
    slug: 'the-journal',
    name: 'The Journal',
    description: 'Notes',
    avatar: { id: 'avatar-1' },
    logo: null,
    domain: 'journal.example.com',
    subscriberCount: 12,
    navigationItems: [
      { __typename: 'NavigationItem', title: 'Essays', value: 'writing', destination: 'TAG' },
      {
        __typename: 'NavigationItem',
        title: 'Shop',
        value: 'https://shop.journal.example.com/',
        destination: 'URL',
      },
    ],
    creatorId: 'user-owner',
  });
});

test('a publication older than follows and navigation has no followers, items, description or domain', () => {
  const legacy: CollectionItem = { id: 'c', slug: 'c', name: 'C', creatorId: 'u', createdAt: 0 };
  expect(toGraphqlCollection(legacy)).toMatchObject({
    description: '',
    avatar: null,
    domain: null,
    subscriberCount: 0,
    navigationItems: [],
  });
});
