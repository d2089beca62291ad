import { resolverKey, resolverManifest } from '../../graphql/resolver-manifest.ts';
import { createPublicationsResolvers } from './resolvers.ts';
import type { PublicationsService } from './service.ts';

test('resolves exactly the fields the manifest gives the publications domain, batched where the manifest batches', () => {
  const { fields, batchFields } = createPublicationsResolvers({} as PublicationsService);
  const bindings = resolverManifest.filter((binding) => binding.domain === 'publications');
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
