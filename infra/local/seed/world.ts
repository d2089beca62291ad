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
export type SeedStaffPick = CreateEntityItem<Entities['staffPick']>;
export type SeedFollow = CreateEntityItem<Entities['follow']>;

/** Everything the seed writes, built in memory first so it can be checked and written in batches. */
export interface SeedWorld {
  users: SeedUser[];
  collections: SeedCollection[];
  posts: SeedPost[];
  postContents: SeedPostContent[];
  tags: SeedTag[];
  staffPicks: SeedStaffPick[];
  /** Written through the users domain's follow transaction, which keeps the counts (write-world.ts). */
  follows: SeedFollow[];
  claims: SeedClaim[];
  images: DemoImage[];
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
