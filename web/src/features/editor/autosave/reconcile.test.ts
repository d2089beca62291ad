import { reconcile } from './reconcile.ts';
import type { DraftDocument } from './draft-document.ts';

const doc = (title: string): DraftDocument => ({ title, subtitle: '', paragraphs: [] });

test('opens the server copy when this device holds nothing, or the same text', () => {
  const server = { document: doc('s'), version: 4 };
  expect(reconcile(server, undefined)).toEqual({ kind: 'server', draft: server });
  expect(reconcile(server, { document: doc('s'), baseVersion: 2, changedAt: 1 })).toEqual({
    kind: 'server',
    draft: server,
  });
});

test('restores changes made on the current version', () => {
  expect(
    reconcile({ document: doc('s'), version: 4 }, { document: doc('mine'), baseVersion: 4, changedAt: 1 }),
  ).toEqual({ kind: 'restored', draft: { document: doc('mine'), version: 4 } });
});

test('offers both texts when the server moved on since the change was made', () => {
  const mine = { document: doc('mine'), baseVersion: 3, changedAt: 1 };
  expect(reconcile({ document: doc('s'), version: 4 }, mine)).toEqual({
    kind: 'conflict',
    server: { document: doc('s'), version: 4 },
    mine,
  });
});
