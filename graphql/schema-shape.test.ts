import { loadAppSyncSchema } from './appsync-schema.ts';
import { schemaShapeOf } from '#tools/schema-shape-of.ts';
import { schemaShape } from './schema-shape.ts';

test('schema-shape.json is current (after a schema change: npx tsx tools/write-schema-shape.ts)', () => {
  expect(schemaShape).toEqual(schemaShapeOf(loadAppSyncSchema()));
});

test('connections are pages of their paging limit; other lists are not', () => {
  expect(schemaShape.User?.postsConnection).toEqual({ type: 'PostConnection', paged: true });
  expect(schemaShape.PostConnection?.posts).toEqual({ type: 'Post', list: 'page' });
  expect(schemaShape.Post?.tags).toEqual({ type: 'Tag', list: 'unpaged', max: 5 });
  expect(schemaShape.User?.pinnedPosts).toEqual({ type: 'Post', list: 'unpaged', max: 3 });
  expect(schemaShape.Query?.postResults).toEqual({ type: 'Post', list: 'unpaged' });
});
