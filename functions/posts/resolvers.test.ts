import { resolverKey, resolverManifest } from '../../graphql/resolver-manifest.ts';
import { createPostsResolvers } from './resolvers.ts';
import { createPostsService } from './service.ts';
import { memoryRepository } from './test-doubles.ts';

test('resolves exactly the fields the manifest gives the posts domain, batched where the manifest batches', () => {
  const { fields, batchFields } = createPostsResolvers(
    createPostsService({ repository: memoryRepository([]) }),
  );
  const bindings = resolverManifest.filter((binding) => binding.domain === 'posts');
  expect(Object.keys(fields).sort()).toEqual(
    bindings
      .filter((b) => !b.maxBatchSize)
      .map(resolverKey)
      .sort(),
  );
  expect(Object.keys(batchFields).sort()).toEqual(
    bindings
      .filter((b) => b.maxBatchSize)
      .map(resolverKey)
      .sort(),
  );
});
