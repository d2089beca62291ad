import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import type { IndexChange } from '../ports.ts';
import { isSearchableStory, isSearchableTag, toPostDocument, toTagDocument } from './documents.ts';
import type { PostItem, TagItem } from './documents.ts';

/**
 * Stories' changes from their `post` items: ONE BatchGetItem (100 keys a request) of their bodies,
 * writers and publications, and, when their tags are recounted, the tags they carry.
 */
export function createStoryChanges(data: FolioData) {
  const { postContent, user, collection, tag } = data.entities;
  const owned = { ignoreOwnership: false };

  /** A tag's change: put while it carries a listed story, else removed. */
  const tagChange = (slug: string, found: TagItem | undefined): IndexChange =>
    found && isSearchableTag(found)
      ? { op: 'put', index: 'tags', document: toTagDocument(found) }
      : { op: 'remove', index: 'tags', objectID: slug };

  return {
    tagChange,

    /** People by id: ONE BatchGetItem. */
    async users(ids: readonly string[]): Promise<Map<string, UserItem>> {
      if (ids.length === 0) return new Map();
      const stored = await batchGetAcross(data, [user.get(ids.map((id) => ({ id })))], {
        consistent: true,
        what: 'search document',
      });
      return new Map(user.parse({ Items: stored }, owned).data.map((item) => [item.id, item]));
    },

    /**
     * Each story's put or remove, then (with `recountTags`) a change for each tag they carry, read
     * again since a publish or a removal moved its postCount; tags in `asked` have their own change.
     */
    async changesOf(
      posts: readonly PostItem[],
      { recountTags, asked = new Set() }: { recountTags: boolean; asked?: ReadonlySet<string> },
    ): Promise<IndexChange[]> {
      if (posts.length === 0) return [];
      const ids = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
      const writerIds = ids(posts.map((post) => post.creatorId));
      const collectionIds = ids(posts.map((post) => post.collectionId));
      const tagSlugs = recountTags
        ? ids(posts.flatMap((post) => (post.tags ?? []).map((carried) => carried.slug))).filter(
            (slug) => !asked.has(slug),
          )
        : [];
      const stored = await batchGetAcross(
        data,
        [
          postContent.get(posts.map((post) => ({ id: post.id }))),
          user.get(writerIds.map((id) => ({ id }))),
          ...(collectionIds.length ? [collection.get(collectionIds.map((id) => ({ id })))] : []),
          ...(tagSlugs.length ? [tag.get(tagSlugs.map((slug) => ({ slug })))] : []),
        ],
        { consistent: true, what: 'search document' },
      );
      const bodies = new Map(
        postContent.parse({ Items: stored }, owned).data.map((item) => [item.id, item.paragraphs ?? []]),
      );
      const writers = new Map(user.parse({ Items: stored }, owned).data.map((item) => [item.id, item]));
      const collections = new Map(
        collection.parse({ Items: stored }, owned).data.map((item) => [item.id, item]),
      );
      const tags = new Map(tag.parse({ Items: stored }, owned).data.map((item) => [item.slug, item]));
      return [
        ...posts.map((post): IndexChange => {
          const writer = writers.get(post.creatorId);
          if (!isSearchableStory(post, writer)) return { op: 'remove', index: 'posts', objectID: post.id };
          const publication = post.collectionId ? collections.get(post.collectionId) : undefined;
          const document = toPostDocument(post, bodies.get(post.id) ?? [], writer, publication);
          return { op: 'put', index: 'posts', document };
        }),
        ...tagSlugs.map((slug) => tagChange(slug, tags.get(slug))),
      ];
    },
  };
}
