import type { SearchIndexKind } from '#contract/search.ts';
import type { SearchViewer } from '../../ports.ts';

/**
 * What each index searches and how much each searched attribute weighs (text relevance weighs the
 * attribute it matched in), the text attributes a hit highlights, the quality signal that ranks equal
 * matches (decision 226), and the attributes whose value, among the viewer's muted ids, ranks a
 * document out. Every attribute of a document is kept, so any filterable one can be filtered on.
 */
export interface IndexDefinition {
  boosts: Record<string, number>;
  highlighted: readonly string[];
  signal: string;
  muted: (viewer: SearchViewer) => Record<string, ReadonlySet<string>>;
}

export const indexDefinitions: Record<SearchIndexKind, IndexDefinition> = {
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
    muted: (viewer) => ({ creatorId: viewer.mutedUserIds, collectionId: viewer.mutedCollectionIds }),
  },
  users: {
    boosts: { name: 4, username: 4, bio: 1 },
    highlighted: ['name', 'username', 'bio'],
    signal: 'followerCount',
    muted: (viewer) => ({ userId: viewer.mutedUserIds }),
  },
  collections: {
    boosts: { name: 4, description: 1 },
    highlighted: ['name', 'description'],
    signal: 'followerCount',
    muted: (viewer) => ({ collectionId: viewer.mutedCollectionIds }),
  },
  tags: {
    boosts: { displayText: 1 },
    highlighted: ['displayText'],
    signal: 'followerCount',
    muted: () => ({}),
  },
  lists: {
    boosts: { name: 4, description: 1, creatorName: 1 },
    highlighted: ['name', 'description', 'creatorName'],
    signal: 'itemCount',
    muted: (viewer) => ({ creatorId: viewer.mutedUserIds }),
  },
};
