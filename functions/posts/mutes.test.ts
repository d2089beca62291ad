import { isMuted, noMutes, type Mutes } from './mutes.ts';

const mutes: Mutes = { users: new Set(['writer-muted']), collections: new Set(['journal']) };

test('a muted writer’s story is left out, wherever it appears', () => {
  expect(isMuted({ creatorId: 'writer-muted' }, mutes)).toBe(true);
  expect(
    isMuted({ creatorId: 'writer-muted', collectionId: 'other', statusForCollection: 'APPROVED' }, mutes),
  ).toBe(true);
});

test('a story in a muted publication is left out once approved there, not while only submitted', () => {
  expect(isMuted({ creatorId: 'w', collectionId: 'journal', statusForCollection: 'APPROVED' }, mutes)).toBe(
    true,
  );
  expect(isMuted({ creatorId: 'w', collectionId: 'journal', statusForCollection: 'PENDING' }, mutes)).toBe(
    false,
  );
  expect(isMuted({ creatorId: 'w', collectionId: 'other', statusForCollection: 'APPROVED' }, mutes)).toBe(
    false,
  );
});

test('nothing is muted without mutes', () => {
  expect(isMuted({ creatorId: 'writer-muted', collectionId: 'journal' }, noMutes)).toBe(false);
});
