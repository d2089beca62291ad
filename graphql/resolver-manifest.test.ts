import { createAuthFields } from '#functions/auth/handler.ts';
import { createPostsResolvers } from '#functions/posts/resolvers.ts';
import { createPublicationsResolvers } from '#functions/publications/resolvers.ts';
import { createUsersResolvers } from '#functions/users/resolvers.ts';
import { createMembershipsResolvers } from '#functions/memberships/resolvers.ts';
import { createNewslettersResolvers } from '#functions/newsletters/resolvers.ts';
import type { ResolverRoutes } from '#shared/api/resolver-router.ts';
import { resolverDomains, resolverKey, resolverManifest, type ResolverDomain } from './resolver-manifest.ts';

/** Each domain's routes, built over an unused service: only the route keys are read here. */
const routesOf: Record<ResolverDomain, ResolverRoutes> = {
  posts: createPostsResolvers({ service: {}, drafts: {}, stories: {}, publishing: {} } as never),
  users: createUsersResolvers({} as never),
  publications: createPublicationsResolvers({} as never),
  // The auth Lambda's entry merges every capability's fields: the sign-in calls, password and Security
  // settings, Google one-tap and the platform fields.
  auth: { fields: createAuthFields({} as never) },
  memberships: createMembershipsResolvers({} as never),
  newsletters: createNewslettersResolvers({} as never),
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
  const { loadAppSyncSchema } = await import('./appsync-schema.ts');
  const schema = loadAppSyncSchema();
  for (const binding of resolverManifest) {
    const type = schema.getType(binding.typeName);
    const fields = type && 'getFields' in type ? type.getFields() : {};
    expect([resolverKey(binding), binding.fieldName in fields]).toEqual([resolverKey(binding), true]);
  }
});
