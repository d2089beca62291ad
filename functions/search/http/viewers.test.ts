import { edgeHeaders } from '#contract/edge-headers.ts';
import type { SearchRepository } from './repository.ts';
import { createViewers, viewerCacheEntries, viewerCacheMs } from './viewers.ts';

/** The API's answer to "who is this credential" (`session:{user}` is that user), counting each question. */
function setUp() {
  const asked: string[] = [];
  let clock = 0;
  const repository: SearchRepository = {
    findMutes: () => Promise.resolve({ userIds: new Set(['muted']), collectionIds: new Set() }),
    findCatalog: () => Promise.resolve(undefined),
  };
  const viewers = createViewers(
    (credential) => {
      asked.push(credential);
      return Promise.resolve(credential.replace('session:', ''));
    },
    repository,
    () => clock,
  );
  const viewer = (user: string) => viewers({ [edgeHeaders.auth]: `session:${user}` });
  const askedAgain = async (user: string) => {
    const before = asked.length;
    await viewer(user);
    return asked.length > before;
  };
  return { viewer, askedAgain, advance: (ms: number) => (clock += ms) };
}

test('a viewer and their mutes are asked once a minute', async () => {
  const { viewer, askedAgain, advance } = setUp();
  expect(await viewer('ada')).toMatchObject({ userId: 'ada', mutedUserIds: new Set(['muted']) });
  expect(await askedAgain('ada')).toBe(false);
  advance(viewerCacheMs);
  expect(await askedAgain('ada')).toBe(true);
});

test('the cache is bounded: past its size the oldest viewer is forgotten, and only the oldest', async () => {
  const { viewer, askedAgain } = setUp();
  for (let i = 0; i <= viewerCacheEntries; i += 1) await viewer(`reader-${i}`);
  // reader-0 was pushed out by the last one; the others, reader-1 the oldest of them, stay.
  expect(await askedAgain('reader-1')).toBe(false);
  expect(await askedAgain(`reader-${viewerCacheEntries}`)).toBe(false);
  expect(await askedAgain('reader-0')).toBe(true);
});
