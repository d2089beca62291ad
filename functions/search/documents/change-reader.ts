import type { SearchIndexKind } from '#contract/search.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import type { SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import type { ChangeReader, IndexChange } from '../ports.ts';
import { readAll, type RebuildSource } from './read-all.ts';
import type { CatalogItem } from './documents.ts';
import { createStoryChanges } from './story-changes.ts';
import { isSearchableList, toCollectionDocument, toListDocument, toUserDocument } from './documents.ts';
import { isSearchablePerson } from './quality.ts';

const remove = (index: SearchIndexKind, objectID: string): IndexChange => ({ op: 'remove', index, objectID });

/** A person's change: put unless suspended. */
const toUser = (person: UserItem): IndexChange =>
  isSearchablePerson(person)
    ? { op: 'put', index: 'users', document: toUserDocument(person) }
    : remove('users', person.id);

/** Every publication is found. */
const toCollection = (publication: CollectionItem): IndexChange => ({
  op: 'put',
  index: 'collections',
  document: toCollectionDocument(publication),
});

/** The ids of one kind asked in a batch, each once. */
function idsOf(messages: readonly SearchIndexMessage[], kind: SearchIndexMessage['kind']) {
  return [...new Set(messages.filter((message) => message.kind === kind).map((message) => message.id))];
}

/**
 * Reads what changed from the table and answers the index changes (decision 230). A batch of messages
 * costs, whatever its size up to 100 ids: one Query per person (their listed stories and their lists)
 * and per publication (its listed stories), then ONE BatchGetItem of everything asked, then, side by
 * side, ONE of the stories' bodies, writers, publications and tags and ONE of the lists' creators. A message read twice gives
 * the same changes, so redelivery and duplicates are harmless.
 */
export function createChangeReader(data: FolioData): ChangeReader {
  const { post, user, collection, tag, catalog } = data.entities;
  const stories = createStoryChanges(data);
  const owned = { ignoreOwnership: false };

  /** A person's listed stories and lists; a publication's listed stories: they carry its name. */
  async function dependents(userIds: readonly string[], collectionIds: readonly string[]) {
    const [byWriter, lists, byCollection] = await Promise.all([
      Promise.all(userIds.map((creatorId) => post.query.byCreator({ creatorId }).go({ pages: 'all' }))),
      Promise.all(userIds.map((creatorId) => catalog.query.byCreator({ creatorId }).go({ pages: 'all' }))),
      Promise.all(
        collectionIds.map((listingCollectionId) =>
          post.query.byCollection({ listingCollectionId }).go({ pages: 'all' }),
        ),
      ),
    ]);
    return {
      postIds: [...byWriter, ...byCollection].flatMap((page) => page.data.map((item) => item.id)),
      listIds: lists.flatMap((page) => page.data.map((item) => item.id)),
    };
  }

  /** Lists' changes: ONE BatchGetItem of their creators (a list carries their names). */
  async function listChanges(listIds: readonly string[], found: readonly CatalogItem[]) {
    const creators = await stories.users([...new Set(found.map((list) => list.creatorId))]);
    const byId = new Map(found.map((list) => [list.id, list]));
    return listIds.map((id): IndexChange => {
      const list = byId.get(id);
      const creator = list && creators.get(list.creatorId);
      return list && isSearchableList(list, creator)
        ? { op: 'put', index: 'lists', document: toListDocument(list, creator) }
        : remove('lists', id);
    });
  }

  return {
    async changesFor(messages) {
      const userIds = idsOf(messages, 'user');
      const collectionIds = idsOf(messages, 'collection');
      const tagSlugs = idsOf(messages, 'tag');
      const more = await dependents(userIds, collectionIds);
      const postIds = [...new Set([...idsOf(messages, 'post'), ...more.postIds])];
      const listIds = [...new Set([...idsOf(messages, 'list'), ...more.listIds])];
      const stored = await batchGetAcross(
        data,
        [
          ...(postIds.length ? [post.get(postIds.map((id) => ({ id })))] : []),
          ...(userIds.length ? [user.get(userIds.map((id) => ({ id })))] : []),
          ...(collectionIds.length ? [collection.get(collectionIds.map((id) => ({ id })))] : []),
          ...(tagSlugs.length ? [tag.get(tagSlugs.map((slug) => ({ slug })))] : []),
          ...(listIds.length ? [catalog.get(listIds.map((id) => ({ id })))] : []),
        ],
        { consistent: true, what: 'search document' },
      );
      const users = new Map(user.parse({ Items: stored }, owned).data.map((item) => [item.id, item]));
      const collections = new Map(
        collection.parse({ Items: stored }, owned).data.map((item) => [item.id, item]),
      );
      const tags = new Map(tag.parse({ Items: stored }, owned).data.map((item) => [item.slug, item]));
      const foundPosts = post.parse({ Items: stored }, owned).data;
      const found = new Set(foundPosts.map((item) => item.id));
      const [storyChanges, lists] = await Promise.all([
        stories.changesOf(foundPosts, { recountTags: true, asked: new Set(tagSlugs) }),
        listChanges(listIds, catalog.parse({ Items: stored }, owned).data),
      ]);
      return [
        ...postIds.filter((id) => !found.has(id)).map((id) => remove('posts', id)),
        ...storyChanges,
        ...userIds.map((id) => {
          const person = users.get(id);
          return person ? toUser(person) : remove('users', id);
        }),
        ...collectionIds.map((id) => {
          const publication = collections.get(id);
          return publication ? toCollection(publication) : remove('collections', id);
        }),
        ...tagSlugs.map((slug) => stories.tagChange(slug, tags.get(slug))),
        ...lists,
      ];
    },

    everything() {
      const sources: RebuildSource[] = [
        {
          params: post.query.latest({}).params(),
          changes: async (items) =>
            stories.changesOf(post.parse({ Items: items }, owned).data, { recountTags: false }),
        },
        {
          params: user.scan.params(),
          changes: async (items) => user.parse({ Items: items }, owned).data.map(toUser),
        },
        {
          params: collection.scan.params(),
          changes: async (items) => collection.parse({ Items: items }, owned).data.map(toCollection),
        },
        {
          params: tag.scan.params(),
          changes: async (items) =>
            tag.parse({ Items: items }, owned).data.map((found) => stories.tagChange(found.slug, found)),
        },
        {
          params: catalog.scan.params(),
          changes: async (items) => {
            const found = catalog.parse({ Items: items }, owned).data;
            return listChanges(
              found.map((list) => list.id),
              found,
            );
          },
        },
      ];
      return readAll(data, sources);
    },
  };
}
