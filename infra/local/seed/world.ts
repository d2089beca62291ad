import type { CreateEntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import type { DemoImage } from './images.ts';

type Entities = FolioData['entities'];
export type SeedUser = CreateEntityItem<Entities['user']>;
export type SeedClaim = CreateEntityItem<Entities['claim']>;
export type SeedCollection = CreateEntityItem<Entities['collection']>;
export type SeedPost = CreateEntityItem<Entities['post']>;
export type SeedPostContent = CreateEntityItem<Entities['postContent']>;
export type SeedTag = CreateEntityItem<Entities['tag']>;
export type SeedTagPost = CreateEntityItem<Entities['tagPost']>;
export type SeedStaffPick = CreateEntityItem<Entities['staffPick']>;
export type SeedFollow = CreateEntityItem<Entities['follow']>;

/** Everything the seed writes, built in memory first so it can be checked and written in batches. */
export interface SeedWorld {
  users: SeedUser[];
  collections: SeedCollection[];
  posts: SeedPost[];
  postContents: SeedPostContent[];
  tags: SeedTag[];
  /** Each listed story in its tags' listings (the tag pages), as publishing lists it. */
  tagPosts: SeedTagPost[];
  staffPicks: SeedStaffPick[];
  /** Written through the users domain's follow transaction, which keeps the counts (write-world.ts). */
  follows: SeedFollow[];
  claims: SeedClaim[];
  images: DemoImage[];
  /** Responses, highlights and lists: written through the domains' services after the rest (write-engagement.ts). */
  engagement: EngagementPlan;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Where fresh ids come from: one registry per world, so ids never repeat within it. */
export interface IdSource {
  /** 12 lower-case hex characters, the width of post, user and collection ids. */
  entityIds: Set<string>;
  /** 16 lower-case hex characters. */
  imageIds: Set<string>;
}

/** A response (or a reply: its parent is a response) the seed publishes through the responses service. */
export interface SeedResponse {
  id: string;
  authorId: string;
  parentId: string;
  at: number;
  text: string;
}

/** A highlight of one sentence, made through the highlights service (which keeps tallies and the top). */
export interface SeedHighlight {
  readerId: string;
  postId: string;
  paragraphName: string;
  startOffset: number;
  endOffset: number;
  at: number;
}

/** A reader's own list, made and filled through the lists service; `followerIds` save it. */
export interface SeedList {
  id: string;
  creatorId: string;
  name: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  postIds: string[];
  followerIds: string[];
  at: number;
}

/** A story saved to its reader's Reading list. */
export interface SeedSave {
  readerId: string;
  postId: string;
  at: number;
}

/**
 * A reader's claps on a story (issue #16: their has-recommended list): at most the story's total, which
 * sits in its shard 0 already, so the reader's count is a part of it and no shard moves.
 */
export interface SeedClap {
  readerId: string;
  postId: string;
  count: number;
  at: number;
}

/** What readers did with the stories: written through the domains' own services after the world. */
export interface EngagementPlan {
  responses: SeedResponse[];
  claps: SeedClap[];
  highlights: SeedHighlight[];
  lists: SeedList[];
  saves: SeedSave[];
}
