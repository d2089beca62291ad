/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Autosave, autosaveTimings, type SaveOutcome } from './autosave.ts';
import { autosaveTexts } from './autosave-texts.ts';
import { ConflictChoice } from './conflict-choice.tsx';
import type { DraftDocument } from './draft-document.ts';
import type { LocalDrafts } from './local-drafts.ts';
import { SaveStatus } from './save-status.tsx';
import { useAutosave } from './use-autosave.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const doc = (title: string, text = 'Body'): DraftDocument => ({
  title,
  subtitle: '',
  paragraphs: [{ name: 'a1', type: 'P', text, markups: [] }],
});

const noLocalCopy: LocalDrafts = {
  get: async () => undefined,
  put: async () => {},
  delete: async () => {},
};

function Status({ autosave }: { autosave: Autosave }) {
  return <SaveStatus status={useAutosave(autosave)} />;
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

test('shows Saving… then Saved, and Offline while saves cannot reach the server', async () => {
  const outcomes: SaveOutcome[] = [
    { kind: 'unreachable' },
    { kind: 'saved', version: 2, savedAt: 1, key: 'p1' },
  ];
  let finishSave: (() => void) | undefined;
  const autosave = new Autosave(
    'p1',
    { document: doc('T'), version: 1 },
    {
      save: () =>
        new Promise((resolve) => {
          finishSave = () => resolve(outcomes.shift()!);
        }),
      local: noLocalCopy,
      now: () => Date.now(),
    },
  );
  act(() => root.render(<Status autosave={autosave} />));
  const status = () => container.querySelector('[role="status"]')?.textContent;
  expect(status()).toBe(autosaveTexts.saved);

  act(() => autosave.change(doc('T2')));
  expect(status()).toBe(autosaveTexts.unsaved);
  await act(() => jest.advanceTimersByTimeAsync(autosaveTimings.debounceMs));
  expect(status()).toBe(autosaveTexts.saving);
  await act(async () => finishSave!());
  expect(status()).toBe(autosaveTexts.offline);

  // Back online: the save goes at once, without waiting for the retry.
  await act(async () => window.dispatchEvent(new Event('online')));
  expect(status()).toBe(autosaveTexts.saving);
  await act(async () => finishSave!());
  expect(status()).toBe(autosaveTexts.saved);
});

test('offers both versions and reports the choice', () => {
  const onChoose = jest.fn();
  act(() =>
    root.render(
      <ConflictChoice mine={doc('Mine', 'my words')} theirs={doc('', 'their words')} onChoose={onChoose} />,
    ),
  );
  const mine = container.querySelector(`[aria-label="${autosaveTexts.mine}"]`)!;
  const theirs = container.querySelector(`[aria-label="${autosaveTexts.theirs}"]`)!;
  expect(mine.textContent).toContain('my words');
  expect(theirs.textContent).toContain(autosaveTexts.untitled);
  expect(theirs.textContent).toContain('their words');
  const [keep, take] = [...container.querySelectorAll('button')];
  act(() => take!.click());
  act(() => keep!.click());
  expect(onChoose.mock.calls).toEqual([['theirs'], ['mine']]);
});
