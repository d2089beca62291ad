/** @jest-environment jsdom */
import type { OperationVariables } from '@apollo/client';
import { click, createPageHarness, settle } from '#web/lib/testing/page-test-harness.tsx';
import { Autosave, type SaveOutcome } from '../autosave/autosave.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import type { LocalDraft, LocalDrafts } from '../autosave/local-drafts.ts';
import { RevisionsControl } from './revisions-control.tsx';
import { revisionsTexts } from './revisions-texts.ts';

// jsdom has no modal dialogs: open and close are all this panel needs of them.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const doc = (title: string, text: string): DraftDocument => ({
  title,
  subtitle: '',
  paragraphs: [{ name: 'a1b2', type: 'P', text, markups: [] }],
});

const savedAt = 1_780_000_000;
const revision = (index: number) => ({
  __typename: 'PostRevision',
  id: String((savedAt - index * 600) * 1000),
  version: 10 - index,
  savedAt: savedAt - index * 600,
  title: `Version ${index}`,
  excerpt: `The words of version ${index}`,
});
const storedParagraph = (text: string) => ({
  __typename: 'Paragraph',
  name: 'a1b2',
  type: 'P',
  text,
  layout: null,
  markups: [],
  metadata: null,
  codeBlockMetadata: null,
  mixtapeMetadata: null,
});
const postDraft = (title: string, text: string, version: number) => ({
  __typename: 'PostDraft',
  id: 'post1',
  title,
  subtitle: '',
  version,
  status: 'DRAFT',
  isPublished: false,
  uniqueSlug: 'post1',
  bodyModel: { __typename: 'RichText', paragraphs: [storedParagraph(text)] },
});

/**
 * The API as the panel meets it: two pages of revisions, each revision's text, and revertDraft on the
 * draft's version (a stale one is a Conflict with the stored copy), with saves answered by `save`.
 */
function fakeApi() {
  const server = { version: 2, reverts: [] as OperationVariables[] };
  const answer = (operationName: string, variables: OperationVariables) => {
    switch (operationName) {
      case 'PostRevisionsQuery':
        return {
          postRevisions: {
            __typename: 'PostRevisionConnection',
            revisions: variables.paging ? [revision(2)] : [revision(0), revision(1)],
            pagingInfo: {
              __typename: 'PagingInfo',
              next: variables.paging ? null : { __typename: 'PageParams', limit: 2, to: 'older' },
            },
          },
        };
      case 'PostRevisionQuery': {
        const index = [0, 1, 2].find((candidate) => revision(candidate).id === variables.revisionId)!;
        return {
          postRevision: {
            ...revision(index),
            subtitle: '',
            bodyModel: { __typename: 'RichText', paragraphs: [storedParagraph(`Kept text ${index}`)] },
          },
        };
      }
      case 'RevertDraftMutation':
        server.reverts.push(variables);
        if (variables.baseVersion !== server.version) {
          return {
            revertDraft: {
              __typename: 'Conflict',
              message: 'Changed elsewhere',
              draft: postDraft('Elsewhere', 'Saved in another tab', server.version),
            },
          };
        }
        server.version += 1;
        return { revertDraft: postDraft('Version 1', 'Kept text 1', server.version) };
      default:
        throw new Error(`Unexpected ${operationName}`);
    }
  };
  return { server, answer };
}

function memoryDrafts() {
  const entries = new Map<string, LocalDraft>();
  const local: LocalDrafts = {
    get: async (key) => entries.get(key),
    put: async (key, draft) => void entries.set(key, draft),
    delete: async (key) => void entries.delete(key),
  };
  return { entries, local };
}

let harness: ReturnType<typeof createPageHarness>;
let restored: DraftDocument[];
let api: ReturnType<typeof fakeApi>;
let drafts: ReturnType<typeof memoryDrafts>;
let saves: DraftDocument[];
let autosave: Autosave;

function mount(save: () => Promise<SaveOutcome>, key = 'post1') {
  drafts = memoryDrafts();
  saves = [];
  autosave = new Autosave(
    key,
    { document: doc('Now', 'The current text'), version: 2 },
    {
      save: async (_key, document) => {
        saves.push(document);
        return save();
      },
      local: drafts.local,
      now: Date.now,
    },
  );
  harness.render(<RevisionsControl autosave={autosave} onRestored={(next) => restored.push(next)} />, {
    answer: api.answer,
  });
}

const savedOnServer = async (): Promise<SaveOutcome> => ({
  kind: 'saved',
  version: ++api.server.version,
  savedAt: Date.now(),
  key: 'post1',
});

beforeEach(() => {
  harness = createPageHarness();
  restored = [];
  api = fakeApi();
});
afterEach(() => {
  autosave.dispose();
  harness.unmount();
  window.history.replaceState(null, '', '/');
});

const dialog = () => harness.container.querySelector('dialog');
const button = (name: string) =>
  [...harness.container.querySelectorAll('button')].find((element) => element.textContent?.includes(name));

test('lists the revisions newest first, a page at a time, and previews one read-only', async () => {
  mount(savedOnServer);
  click(button(revisionsTexts.open));
  await settle();
  expect(dialog()!.open).toBe(true);
  const rows = () => [...dialog()!.querySelectorAll('.revisions__row')].map((row) => row.textContent);
  expect(rows()).toEqual([
    expect.stringContaining('Version 0The words of version 0'),
    expect.stringContaining('Version 1The words of version 1'),
  ]);
  click(button(revisionsTexts.older));
  await settle();
  expect(rows()).toHaveLength(3);
  expect(button(revisionsTexts.older)).toBeUndefined();
  expect(harness.sent('PostRevisionsQuery').map(({ variables }) => variables.paging)).toEqual([
    undefined,
    { limit: 2, to: 'older' },
  ]);

  click(dialog()!.querySelectorAll('.revisions__row')[2]);
  await settle();
  const preview = dialog()!.querySelector('article')!;
  expect(preview.textContent).toContain('Version 2');
  expect(preview.textContent).toContain('Kept text 2');
  expect(preview.querySelector('[contenteditable="true"]')).toBeNull();
  click(button(revisionsTexts.back));
  await settle();
  expect(rows()).toHaveLength(2);
});

test('restoring saves what was typed first, asks, then shows the revision and drops the local copy', async () => {
  mount(savedOnServer);
  autosave.change(doc('Now', 'Typed just before'));
  click(button(revisionsTexts.open));
  await settle();
  click(dialog()!.querySelectorAll('.revisions__row')[1]);
  await settle();
  click(button(revisionsTexts.restore));
  expect(dialog()!.textContent).toContain(revisionsTexts.confirmBody);
  expect(api.server.reverts).toEqual([]);
  click(button(revisionsTexts.confirm));
  await settle();
  await autosave.settled();

  expect(saves).toEqual([doc('Now', 'Typed just before')]);
  expect(api.server.reverts).toEqual([{ postId: 'post1', revisionId: revision(1).id, baseVersion: 3 }]);
  expect(restored).toEqual([doc('Version 1', 'Kept text 1')]);
  expect(dialog()).toBeNull();
  expect(autosave.version).toBe(4);
  expect(autosave.current.state).toBe('saved');
  expect(drafts.entries.has('post1')).toBe(false);
});

test('nothing is restored while what was typed cannot be saved: the writer is told, the text kept', async () => {
  mount(async () => ({ kind: 'unreachable' }));
  autosave.change(doc('Now', 'Typed offline'));
  click(button(revisionsTexts.open));
  await settle();
  click(dialog()!.querySelectorAll('.revisions__row')[0]);
  await settle();
  click(button(revisionsTexts.restore));
  click(button(revisionsTexts.confirm));
  await settle();
  await autosave.settled();
  expect(api.server.reverts).toEqual([]);
  expect(restored).toEqual([]);
  expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(revisionsTexts.unsaved);
  expect(drafts.entries.get('post1')?.document).toEqual(doc('Now', 'Typed offline'));
});

test('a save elsewhere before the restore is offered like a save conflict, nothing restored', async () => {
  mount(savedOnServer);
  click(button(revisionsTexts.open));
  await settle();
  api.server.version = 7; // Another tab saved meanwhile.
  click(dialog()!.querySelectorAll('.revisions__row')[0]);
  await settle();
  click(button(revisionsTexts.restore));
  click(button(revisionsTexts.confirm));
  await settle();
  expect(restored).toEqual([]);
  expect(dialog()).toBeNull();
  expect(autosave.current).toMatchObject({
    state: 'conflict',
    server: { version: 7, document: doc('Elsewhere', 'Saved in another tab') },
    mine: doc('Now', 'The current text'),
  });
});

test('a revert link asks at once, says the story changed since, and Cancel leaves the draft as it is', async () => {
  window.history.replaceState(null, '', `/p/post1/edit?revert=${revision(1).id}&baseRev=1#top`);
  mount(savedOnServer);
  await settle();
  expect(window.location.search).toBe('');
  expect(window.location.hash).toBe('#top');
  expect(dialog()!.textContent).toContain(revisionsTexts.confirmHeading);
  expect(dialog()!.textContent).toContain(revisionsTexts.linkOutdated);
  expect(dialog()!.querySelector('article')!.textContent).toContain('Kept text 1');
  click(button(revisionsTexts.cancel));
  await settle();
  expect(dialog()).toBeNull();
  expect(api.server.reverts).toEqual([]);
  expect(restored).toEqual([]);
});

test('a story not saved yet has no revisions to show', () => {
  mount(savedOnServer, 'new-story');
  expect(button(revisionsTexts.open)).toBeUndefined();
});
