import shape from './schema-shape.json';

/** A field that answers an object or a union (leaves are left out: they cost nothing below them). */
export interface FieldShape {
  /** The object or union it answers, lists and non-null unwrapped. */
  type: string;
  /**
   * A list: `page` when its length is the `paging` limit of the field above it (PostConnection.posts),
   * `unpaged` otherwise (Post.tags, Query.postResults).
   */
  list?: 'page' | 'unpaged';
  /** An unpaged list the server never makes longer than this (User.pinnedPosts, Post.tags). */
  max?: number;
  /** The field takes PagingOptions: its answer's page holds at most `paging.limit` items. */
  paged?: true;
}

/** Object type → field → shape. */
export type SchemaShape = Record<string, Record<string, FieldShape>>;

/**
 * The schema as the cost of an operation sees it, without graphql-js's schema machinery (the HTTP
 * Lambda bundles only its parser). Generated from schema.graphql by tools/write-schema-shape.ts;
 * graphql/schema-shape.test.ts fails when it is stale.
 */
export const schemaShape = shape as SchemaShape;
