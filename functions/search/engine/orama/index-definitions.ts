import type { SearchIndexKind } from '#contract/search.ts';
import type { SearchViewer } from '../../ports.ts';

/**
 * What each Orama database indexes (only these properties; the whole document is stored), how much
 * each searched property weighs, the quality signal that breaks ties (decision 226) and what a
 * viewer's mutes rank out. Orama's full-text `string` properties cannot also be matched exactly, so a
 * facet that is searched too (`username`) is indexed a second time as an enum under `facetFields`.
 */
export interface IndexDefinition {
  schema: Record<string, 'string' | 'string[]' | 'enum' | 'enum[]' | 'boolean' | 'number'>;
  /** Searched properties and their boosts: text relevance weighs the field it matched in. */
  boosts: Record<string, number>;
  /** The text attributes of a hit that get a `_highlightResult`. */
  highlighted: readonly string[];
  /** Where a filterable attribute is indexed when it is not under its own name. */
  facetFields: Record<string, string>;
  signal: string;
  /** The (enum) properties whose value, among the viewer's muted ids, ranks a document out. */
  muted: (viewer: SearchViewer) => Record<string, readonly string[]>;
}

const noMutes = () => ({});

export const indexDefinitions: Record<SearchIndexKind, IndexDefinition> = {
  posts: {
    schema: {
      title: 'string',
      subtitle: 'string',
      tagNames: 'string[]',
      creatorName: 'string',
      collectionName: 'string',
      previewText: 'string',
      bodyText: 'string',
      postId: 'enum',
      creatorId: 'enum',
      collectionId: 'enum',
      tags: 'enum[]',
      isLocked: 'boolean',
      writtenByHighQualityUser: 'boolean',
      latestPublishedAt: 'number',
      clapCount: 'number',
    },
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
    facetFields: {},
    signal: 'clapCount',
    muted: (viewer) => ({
      creatorId: [...viewer.mutedUserIds],
      collectionId: [...viewer.mutedCollectionIds],
    }),
  },
  users: {
    schema: {
      name: 'string',
      username: 'string',
      bio: 'string',
      userId: 'enum',
      usernameFacet: 'enum',
      highQualityUser: 'boolean',
      followerCount: 'number',
    },
    boosts: { name: 4, username: 4, bio: 1 },
    highlighted: ['name', 'username', 'bio'],
    facetFields: { username: 'usernameFacet' },
    signal: 'followerCount',
    muted: (viewer) => ({ userId: [...viewer.mutedUserIds] }),
  },
  collections: {
    schema: {
      name: 'string',
      description: 'string',
      collectionId: 'enum',
      slug: 'enum',
      followerCount: 'number',
    },
    boosts: { name: 4, description: 1 },
    highlighted: ['name', 'description'],
    facetFields: {},
    signal: 'followerCount',
    muted: (viewer) => ({ collectionId: [...viewer.mutedCollectionIds] }),
  },
  tags: {
    schema: { displayText: 'string', tagSlug: 'enum', postCount: 'number', followerCount: 'number' },
    boosts: { displayText: 1 },
    highlighted: ['displayText'],
    facetFields: {},
    signal: 'followerCount',
    muted: noMutes,
  },
  lists: {
    schema: {
      name: 'string',
      description: 'string',
      creatorName: 'string',
      creatorId: 'enum',
      itemCount: 'number',
    },
    boosts: { name: 4, description: 1, creatorName: 1 },
    highlighted: ['name', 'description', 'creatorName'],
    facetFields: {},
    signal: 'itemCount',
    muted: (viewer) => ({ creatorId: [...viewer.mutedUserIds] }),
  },
};
