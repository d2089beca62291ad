import { Autosave, autosaveTimings, type AutosaveStatus, type SaveOutcome } from './autosave.ts';
import type { DraftDocument } from './draft-document.ts';
import type { LocalDraft, LocalDrafts } from './local-drafts.ts';

const doc = (title: string): DraftDocument => ({
  title,
  subtitle: '',
  paragraphs: [{ name: 'a1', type: 'P', text: `Body of ${title}`, markups: [] }],
});

/** A server holding one draft by version, with the save rule of the API: a stale base is a conflict. */
function versionedServer(start: { key: string; version: number; document: DraftDocument }) {
  const state = { ...start, saves: [] as { document: DraftDocument; baseVersion: number }[] };
  let next: SaveOutcome | undefined;
  return {
    state,
    /** The next save answers this instead (once). */
    answerNext(outcome: SaveOutcome) {
      next = outcome;
    },
    /** Another tab saves. */
    saveElsewhere(document: DraftDocument) {
      state.version += 1;
      state.document = document;
    },
    async save(key: string, document: DraftDocument, baseVersion: number): Promise<SaveOutcome> {
      await Promise.resolve();
      state.saves.push({ document, baseVersion });
      if (next) {
        const outcome = next;
        next = undefined;
        return outcome;
      }
      if (baseVersion !== state.version) {
        return { kind: 'conflict', server: { document: state.document, version: state.version } };
      }
      state.version += 1;
      state.document = document;
      return { kind: 'saved', version: state.version, savedAt: 1_000 + state.version, key: state.key };
    },
  };
}

function memoryDrafts() {
  const entries = new Map<string, LocalDraft>();
  const counts = { puts: 0 };
  const local: LocalDrafts = {
    get: async (key) => entries.get(key),
    put: async (key, draft) => {
      counts.puts += 1;
      entries.set(key, draft);
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
  return { entries, counts, local };
}

function setUp(options: { key?: string; version?: number } = {}) {
  const key = options.key ?? 'post1';
  const server = versionedServer({ key: 'post1', version: options.version ?? 1, document: doc('Start') });
  const drafts = memoryDrafts();
  const autosave = new Autosave(
    key,
    { document: doc('Start'), version: options.version ?? 1 },
    { save: (...args) => server.save(...args), local: drafts.local, now: () => Date.now() },
  );
  const statuses: AutosaveStatus['state'][] = [];
  autosave.subscribe((status) => statuses.push(status.state));
  return { server, drafts, autosave, statuses };
}

/** Runs timers and the promises they start until nothing is left to do. */
async function settle(autosave: Autosave, ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
  await autosave.settled();
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('waits for a pause in typing, saves the latest text once, then forgets the local copy', async () => {
  const { server, drafts, autosave, statuses } = setUp();
  autosave.change(doc('A'));
  await settle(autosave, 500);
  autosave.change(doc('AB'));
  await settle(autosave, 500);
  expect(drafts.entries.get('post1')?.document).toEqual(doc('AB'));
  expect(server.state.saves).toEqual([]);
  await settle(autosave, autosaveTimings.debounceMs);
  expect(server.state.saves).toEqual([{ document: doc('AB'), baseVersion: 1 }]);
  expect(autosave.current).toEqual({ state: 'saved', savedAt: 1_002 });
  expect(statuses).toEqual(['unsaved', 'unsaved', 'saving', 'saved']);
  expect(drafts.entries.has('post1')).toBe(false);
});

test('saves at least every five seconds while the writer keeps typing', async () => {
  const { server, autosave } = setUp();
  for (let second = 0; second < 6; second += 1) {
    autosave.change(doc(`typing ${second}`));
    await settle(autosave, 900);
    autosave.change(doc(`typing ${second}.5`));
    await settle(autosave, 100);
  }
  expect(server.state.saves.length).toBeGreaterThanOrEqual(1);
  expect(server.state.saves[0]?.document.title).toMatch(/^typing 4/);
});

test('a change made during a save goes in the next save, on the version the first one made', async () => {
  const { server, autosave } = setUp();
  autosave.change(doc('first'));
  await jest.advanceTimersByTimeAsync(autosaveTimings.debounceMs);
  autosave.change(doc('second'));
  await settle(autosave, autosaveTimings.debounceMs);
  await settle(autosave, autosaveTimings.debounceMs);
  expect(server.state.saves).toEqual([
    { document: doc('first'), baseVersion: 1 },
    { document: doc('second'), baseVersion: 2 },
  ]);
  expect(autosave.current.state).toBe('saved');
});

test('flush waits for the save in flight, then saves what was typed meanwhile (publishing needs both)', async () => {
  let release = () => {};
  const firstAnswered = new Promise<void>((resolve) => (release = resolve));
  const saved: { title: string; baseVersion: number }[] = [];
  const autosave = new Autosave(
    'post1',
    { document: doc('Start'), version: 1 },
    {
      save: async (key, document, baseVersion) => {
        saved.push({ title: document.title, baseVersion });
        if (saved.length === 1) await firstAnswered;
        return { kind: 'saved', version: baseVersion + 1, savedAt: 1_000, key };
      },
      local: memoryDrafts().local,
      now: () => Date.now(),
    },
  );
  autosave.change(doc('first'));
  await jest.advanceTimersByTimeAsync(autosaveTimings.debounceMs);
  expect(autosave.current.state).toBe('saving');
  autosave.change(doc('second'));
  const flushed = autosave.flush();
  release();
  await flushed;
  expect(saved).toEqual([
    { title: 'first', baseVersion: 1 },
    { title: 'second', baseVersion: 2 },
  ]);
  expect(autosave.current.state).toBe('saved');
  expect(autosave.document).toEqual(doc('second'));
});

test('offline: keeps the text on this device, retries with growing waits, and saves when it can', async () => {
  const { server, drafts, autosave, statuses } = setUp();
  server.answerNext({ kind: 'unreachable' });
  autosave.change(doc('offline text'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(autosave.current.state).toBe('offline');
  expect(drafts.entries.get('post1')).toMatchObject({ document: doc('offline text'), baseVersion: 1 });
  server.answerNext({ kind: 'unreachable' });
  await settle(autosave, autosaveTimings.firstRetryMs);
  expect(server.state.saves).toHaveLength(2);
  await settle(autosave, autosaveTimings.firstRetryMs);
  expect(server.state.saves).toHaveLength(2);
  await settle(autosave, autosaveTimings.firstRetryMs);
  expect(server.state.saves).toHaveLength(3);
  expect(autosave.current.state).toBe('saved');
  expect(server.state.document).toEqual(doc('offline text'));
  expect(drafts.entries.has('post1')).toBe(false);
  expect(statuses).toContain('offline');
});

test('a save that throws is treated as unreachable, never as lost', async () => {
  const drafts = memoryDrafts();
  const save = jest.fn<Promise<SaveOutcome>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
  save.mockResolvedValue({ kind: 'saved', version: 2, savedAt: 5, key: 'post1' });
  const autosave = new Autosave(
    'post1',
    { document: doc('x'), version: 1 },
    {
      save,
      local: drafts.local,
      now: () => Date.now(),
    },
  );
  autosave.change(doc('kept'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(autosave.current.state).toBe('offline');
  await settle(autosave, autosaveTimings.firstRetryMs);
  expect(autosave.current.state).toBe('saved');
  expect(save).toHaveBeenCalledTimes(2);
});

test('a newer version elsewhere stops saving and offers both texts; keeping mine saves over it', async () => {
  const { server, drafts, autosave } = setUp();
  server.saveElsewhere(doc('from the other tab'));
  autosave.change(doc('mine'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(autosave.current).toEqual({
    state: 'conflict',
    server: { document: doc('from the other tab'), version: 2 },
    mine: doc('mine'),
  });
  autosave.change(doc('mine, edited'));
  await settle(autosave, autosaveTimings.maxWaitMs);
  expect(server.state.saves).toHaveLength(1);
  expect(autosave.current).toMatchObject({ state: 'conflict', mine: doc('mine, edited') });
  expect(drafts.entries.get('post1')?.document).toEqual(doc('mine, edited'));

  await autosave.resolveConflict('mine');
  await settle(autosave);
  expect(server.state.saves.at(-1)).toEqual({ document: doc('mine, edited'), baseVersion: 2 });
  expect(server.state.document).toEqual(doc('mine, edited'));
  expect(autosave.current.state).toBe('saved');
});

test("taking the other text gives it to the editor and drops this device's", async () => {
  const { server, drafts, autosave } = setUp();
  server.saveElsewhere(doc('theirs'));
  autosave.change(doc('mine'));
  await settle(autosave, autosaveTimings.debounceMs);
  await expect(autosave.resolveConflict('theirs')).resolves.toEqual(doc('theirs'));
  await settle(autosave);
  expect(autosave.current.state).toBe('saved');
  expect(drafts.entries.has('post1')).toBe(false);
  autosave.change(doc('theirs, then edited'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(server.state.saves.at(-1)).toEqual({ document: doc('theirs, then edited'), baseVersion: 2 });
});

test('a refused text shows why, keeps the local copy and is not sent again until it changes', async () => {
  const { server, drafts, autosave } = setUp();
  server.answerNext({ kind: 'refused', message: 'This story is too long to save.' });
  autosave.change(doc('too long'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(autosave.current).toEqual({ state: 'refused', message: 'This story is too long to save.' });
  await settle(autosave, autosaveTimings.maxRetryMs);
  expect(server.state.saves).toHaveLength(1);
  expect(drafts.entries.get('post1')?.document).toEqual(doc('too long'));
  autosave.change(doc('shorter'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(autosave.current.state).toBe('saved');
});

test('a new story takes the id its first save gives it, and its local copy moves with it', async () => {
  const { server, drafts, autosave } = setUp({ key: 'new-story' });
  server.answerNext({ kind: 'unreachable' });
  autosave.change(doc('a new story'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(drafts.entries.has('new-story')).toBe(true);
  autosave.change(doc('a new story, longer'));
  await jest.advanceTimersByTimeAsync(autosaveTimings.firstRetryMs);
  autosave.change(doc('a new story, longer still'));
  await settle(autosave);
  expect(autosave.draftKey).toBe('post1');
  expect(drafts.entries.has('new-story')).toBe(false);
  await settle(autosave, autosaveTimings.debounceMs);
  expect(drafts.entries.size).toBe(0);
  expect(server.state.document).toEqual(doc('a new story, longer still'));
});

test('fast typing writes the device copy one write at a time, the last holding the latest text', async () => {
  const { drafts, autosave } = setUp();
  for (let index = 0; index < 50; index += 1) autosave.change(doc(`v${index}`));
  await autosave.settled();
  expect(drafts.counts.puts).toBeLessThan(5);
  expect(drafts.entries.get('post1')?.document).toEqual(doc('v49'));
});

test('a restored draft is saved without waiting for a keystroke', async () => {
  const server = versionedServer({ key: 'post1', version: 3, document: doc('server') });
  const drafts = memoryDrafts();
  const autosave = new Autosave(
    'post1',
    { document: doc('restored'), version: 3 },
    { save: (...args) => server.save(...args), local: drafts.local, now: () => Date.now() },
    { unsaved: true },
  );
  expect(autosave.current.state).toBe('unsaved');
  await settle(autosave, autosaveTimings.debounceMs);
  expect(server.state.document).toEqual(doc('restored'));
});

test('saveAll waits for the save on its way, then saves what was typed meanwhile', async () => {
  const { server, autosave } = setUp();
  autosave.change(doc('first'));
  await jest.advanceTimersByTimeAsync(autosaveTimings.debounceMs);
  autosave.change(doc('typed during the save'));
  await expect(autosave.saveAll()).resolves.toBe(true);
  expect(server.state.saves).toEqual([
    { document: doc('first'), baseVersion: 1 },
    { document: doc('typed during the save'), baseVersion: 2 },
  ]);
  expect(autosave.version).toBe(3);
});

test('saveAll says so when the text could not reach the server, and keeps it on this device', async () => {
  const drafts = memoryDrafts();
  const autosave = new Autosave(
    'post1',
    { document: doc('Start'), version: 1 },
    { save: async () => ({ kind: 'unreachable' }), local: drafts.local, now: () => Date.now() },
  );
  autosave.change(doc('offline words'));
  await expect(autosave.saveAll()).resolves.toBe(false);
  await autosave.settled();
  expect(autosave.current.state).toBe('offline');
  expect(drafts.entries.get('post1')?.document).toEqual(doc('offline words'));
});

test("adopting the server's copy (a revert) drops the local copy and saves on from its version", async () => {
  const { server, drafts, autosave } = setUp();
  autosave.change(doc('unsaved here'));
  await autosave.settled();
  server.saveElsewhere(doc('reverted'));
  autosave.adopt({ document: doc('reverted'), version: server.state.version });
  await settle(autosave, autosaveTimings.maxWaitMs);
  expect(server.state.saves).toEqual([]);
  expect(drafts.entries.has('post1')).toBe(false);
  expect(autosave.current).toEqual({ state: 'saved' });
  autosave.change(doc('reverted, then edited'));
  await settle(autosave, autosaveTimings.debounceMs);
  expect(server.state.saves).toEqual([{ document: doc('reverted, then edited'), baseVersion: 2 }]);
});

test('a conflict met elsewhere (a revert on a stale version) is offered, the text kept on this device', async () => {
  const { drafts, autosave } = setUp();
  autosave.offerConflict({ document: doc('newer'), version: 5 });
  await autosave.settled();
  expect(autosave.current).toEqual({
    state: 'conflict',
    server: { document: doc('newer'), version: 5 },
    mine: doc('Start'),
  });
  expect(drafts.entries.get('post1')).toMatchObject({ document: doc('Start'), baseVersion: 1 });
});
