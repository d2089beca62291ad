import { resolverKey, resolverManifest } from '../../graphql/resolver-manifest.ts';
import { createUsersResolvers } from './resolvers.ts';
import type { UsersService } from './service.ts';

test('resolves exactly the fields the manifest gives the users domain, batched where the manifest batches', () => {
  const { fields, batchFields } = createUsersResolvers({} as UsersService);
  const bindings = resolverManifest.filter((binding) => binding.domain === 'users');
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
