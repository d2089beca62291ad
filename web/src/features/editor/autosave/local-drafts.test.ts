import 'fake-indexeddb/auto';
import { indexedDbDrafts } from './local-drafts.ts';

test('keeps a draft in IndexedDB until it is deleted', async () => {
  const draft = {
    document: {
      title: 'T',
      subtitle: 'S',
      paragraphs: [{ name: 'a', type: 'P' as const, text: 'x', markups: [] }],
    },
    baseVersion: 2,
    changedAt: 10,
  };
  await indexedDbDrafts.put('post1', draft);
  await expect(indexedDbDrafts.get('post1')).resolves.toEqual(draft);
  await expect(indexedDbDrafts.get('post2')).resolves.toBeUndefined();
  await indexedDbDrafts.delete('post1');
  await expect(indexedDbDrafts.get('post1')).resolves.toBeUndefined();
});
