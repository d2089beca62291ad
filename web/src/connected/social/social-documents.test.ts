import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { collectionMutations } from './collection-social-mutations.ts';
import { userMutations } from './user-social-mutations.ts';

describe.each([
  ['FollowUser', userMutations.follow, 'user-social-mutations.ts'],
  ['UnfollowUser', userMutations.unfollow, 'user-social-mutations.ts'],
  ['MuteUser', userMutations.mute, 'user-social-mutations.ts'],
  ['UnmuteUser', userMutations.unmute, 'user-social-mutations.ts'],
  ['FollowCollection', collectionMutations.follow, 'collection-social-mutations.ts'],
  ['UnfollowCollection', collectionMutations.unfollow, 'collection-social-mutations.ts'],
  ['MuteCollection', collectionMutations.mute, 'collection-social-mutations.ts'],
  ['UnmuteCollection', collectionMutations.unmute, 'collection-social-mutations.ts'],
] as const)('%s', (name, document, file) => {
  it('is named for the spec’s call and asks it under the alias `result`', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    const field = operation?.kind === 'OperationDefinition' ? operation.selectionSet.selections[0] : null;
    expect(field?.kind === 'Field' && [field.alias?.value, field.name.value]).toEqual([
      'result',
      name.charAt(0).toLowerCase() + name.slice(1),
    ]);
  });

  it('is parsed at build time like every other document', () => {
    expect(precompileDocuments(readFileSync(`${__dirname}/${file}`, 'utf8'), '/with-fragments.ts')).toContain(
      `"value":"${name}"`,
    );
  });
});
