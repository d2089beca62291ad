import { createOneTapFields } from '../functions/auth/one-tap/fields.ts';
import { createPlatformFields } from '../functions/auth/platform/fields.ts';
import { createAuthResolvers } from '../functions/auth/email-sign-in/fields.ts';
import { createPostsResolvers } from '../functions/posts/resolvers.ts';
import { createPublicationsResolvers } from '../functions/publications/resolvers.ts';
import { createUsersResolvers } from '../functions/users/resolvers.ts';
import type { ResolverRoutes } from '../functions/shared/resolver-router.ts';
import { resolverDomains, resolverKey, resolverManifest, type ResolverDomain } from './resolver-manifest.ts';

/** Each domain's routes, built over an unused service: only the route keys are read here. */
const routesOf: Record<ResolverDomain, ResolverRoutes> = {
  posts: createPostsResolvers({} as never),
  users: createUsersResolvers({} as never),
  publications: createPublicationsResolvers({} as never),
  // The auth Lambda serves the sign-in fields and, merged in by its entry, Google one-tap and the
  // platform fields.
  auth: {
    fields: {
      ...createAuthResolvers({} as never, {} as never).fields,
      ...createOneTapFields({} as never),
      ...createPlatformFields({ flags: {} as never }),
    },
  },
};

test.each(resolverDomains)(
  'the %s Lambda resolves exactly its manifest fields, batched where the manifest batches',
  (domain) => {
    const bindings = resolverManifest.filter((binding) => binding.domain === domain);
    const { fields = {}, batchFields = {} } = routesOf[domain];
    expect(Object.keys(fields).sort()).toEqual(
      bindings
        .filter((binding) => !binding.maxBatchSize)
        .map(resolverKey)
        .sort(),
    );
    expect(Object.keys(batchFields).sort()).toEqual(
      bindings
        .filter((binding) => binding.maxBatchSize)
        .map(resolverKey)
        .sort(),
    );
  },
);

test('every manifest field exists in the schema', async () => {
  const { loadAppSyncSchema } = await import('../infra/local/appsync/schema.ts');
  const schema = loadAppSyncSchema();
  for (const binding of resolverManifest) {
    const type = schema.getType(binding.typeName);
    const fields = type && 'getFields' in type ? type.getFields() : {};
    expect([resolverKey(binding), binding.fieldName in fields]).toEqual([resolverKey(binding), true]);
  }
});
