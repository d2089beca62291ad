import { navigationDestinations } from '#contract/navigation-items.ts';

/** A publication ("collection" on the wire, as the spec calls it). */
export const collectionSchema = {
  model: { entity: 'collection', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    avatarImageId: { type: 'string' },
    logoImageId: { type: 'string' },
    /** A live custom domain (lower-case host name), when the publication has one. */
    domain: { type: 'string' },
    creatorId: { type: 'string', required: true },
    /** How many follow the publication (Collection.subscriberCount): as the user's followerCount. */
    followerCount: { type: 'number' },
    /**
     * The publication's navigation bar, in order; absent reads as none. Written only through
     * navigationItemsSchema (graphql/contract/navigation-items.ts), which also bounds its size.
     */
    navigationItems: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          title: { type: 'string', required: true },
          value: { type: 'string', required: true },
          destination: { type: navigationDestinations, required: true },
        },
      },
    },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    bySlug: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['slug'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byDomain: {
      index: 'gsi2',
      condition: (attributes: { domain?: string }) => Boolean(attributes.domain),
      pk: { field: 'gsi2pk', composite: ['domain'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    /** The publications a user created, by creation time (the avatar menu's adminCollections). */
    byCreator: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['creatorId'] },
      sk: { field: 'gsi3sk', composite: ['createdAt'] },
    },
  },
} as const;
