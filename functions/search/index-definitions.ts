import type { SearchIndexKind } from '#contract/search.ts';

/**
 * What each index searches and how much each searched attribute weighs (text relevance weighs the
 * attribute it matched in), the text attributes a hit highlights, the quality signal that ranks equal
 * matches (decision 226), and the attributes naming a writer or a publication, by which a viewer's mutes
 * rank a document out. Both engines read this one definition (decision 272), so a query ranks alike on
 * either. Every attribute of a document is kept, so any filterable one can be filtered on.
 */
export interface IndexDefinition {
  boosts: Readonly<Record<string, number>>;
  highlighted: readonly string[];
  signal: string;
  muted: { user?: string; collection?: string };
}

export const indexDefinitions = {
  posts: {
    boosts: {
      title: 8,
      subtitle: 4,
      tagNames: 4,
      creatorName: 4,
      collectionName: 4,
      previewText: 2,
      bodyText: 1,
    },
    highlighted: ['title', 'subtitle', 'previewText', 'creatorName', 'collectionName'],
    signal: 'clapCount',
    muted: { user: 'creatorId', collection: 'collectionId' },
  },
  users: {
    boosts: { name: 4, username: 4, bio: 1 },
    highlighted: ['name', 'username', 'bio'],
    signal: 'followerCount',
    muted: { user: 'userId' },
  },
  collections: {
    boosts: { name: 4, description: 1 },
    highlighted: ['name', 'description'],
    signal: 'followerCount',
    muted: { collection: 'collectionId' },
  },
  tags: {
    boosts: { displayText: 1 },
    highlighted: ['displayText'],
    signal: 'followerCount',
    muted: {},
  },
  lists: {
    boosts: { name: 4, description: 1, creatorName: 1 },
    highlighted: ['name', 'description', 'creatorName'],
    signal: 'itemCount',
    muted: { user: 'creatorId' },
  },
} as const satisfies Record<SearchIndexKind, IndexDefinition>;

/** Never returned in a hit, whatever attributesToRetrieve asks: a story's body (decision 225). */
export const unretrievableFields: readonly string[] = ['bodyText'];
