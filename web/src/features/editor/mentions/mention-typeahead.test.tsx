/** @jest-environment jsdom */
import {
  $getRoot,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ENTER_COMMAND,
  KEY_ESCAPE_COMMAND,
  type ElementNode,
  type LexicalCommand,
  type LexicalEditor,
} from 'lexical';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { StoryEditor } from '../components/story-editor.tsx';
import type { MentionCandidate } from './find-people.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out: the typeahead places its list at the caret's rectangle, follows it, and
// scrolls the highlighted person into view.
Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ruth: MentionCandidate = { userId: 'u-ruth', name: 'Ruth Okafor', username: 'ruthokafor' };
const rupert: MentionCandidate = { userId: 'u-rupert', name: 'Rupert Lane', username: 'rupert' };
const empty: DraftDocument = { title: '', subtitle: '', paragraphs: [] };

let container: HTMLDivElement;
let root: Root;
let changes: DraftDocument[];
let queries: string[];

async function render() {
  changes = [];
  queries = [];
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const findPeople = async (query: string) => {
    queries.push(query);
    return [ruth, rupert].filter((person) => person.name.startsWith(query));
  };
  await act(async () =>
    root.render(
      <StoryEditor
        initial={empty}
        onChange={(next) => changes.push(next)}
        uploadImage={() => new Promise(() => {})}
        findPeople={findPeople}
      />,
    ),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const body = () => container.querySelector<HTMLElement>('[contenteditable="true"]')!;
const editorOf = () => (body() as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;
/** Types at the end of the first paragraph, as the writer would. */
const type = (text: string) =>
  act(async () =>
    editorOf().update(
      () => {
        $getRoot().getFirstChildOrThrow<ElementNode>().selectEnd().insertText(text);
      },
      { discrete: true },
    ),
  );
type KeyCommand = LexicalCommand<KeyboardEvent> | LexicalCommand<KeyboardEvent | null>;
const key = (command: KeyCommand, name: string) =>
  act(async () => void editorOf().dispatchCommand(command, new KeyboardEvent('keydown', { key: name })));
const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const lastBody = () => changes.at(-1)!.paragraphs;

describe('mentions in the story editor', () => {
  it('offers the people matching @ and letters, and Enter writes the first as a mention', async () => {
    await render();
    await type('Thanks @Ru');
    expect(queries.at(-1)).toBe('Ru');
    expect(options()).toEqual(['Ruth Okafor @ruthokafor', 'Rupert Lane @rupert']);
    await key(KEY_ENTER_COMMAND, 'Enter');
    expect(options()).toEqual([]);
    expect(lastBody()).toEqual([
      {
        name: expect.any(String),
        type: 'P',
        text: 'Thanks Ruth Okafor ',
        markups: [{ type: 'A', start: 7, end: 18, userId: 'u-ruth' }],
      },
    ]);
    const link = body().querySelector('a')!;
    expect(link.textContent).toBe('Ruth Okafor');
    expect(link.getAttribute('href')).toBe('/@ruthokafor');
  });

  it('chooses the person clicked, and narrows as the writer types', async () => {
    await render();
    await type('@Rup');
    expect(options()).toEqual(['Rupert Lane @rupert']);
    await act(async () => {
      document.querySelector('[role="option"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(lastBody()[0]!.markups).toEqual([{ type: 'A', start: 0, end: 11, userId: 'u-rupert' }]);
  });

  it('the arrow keys move through the people before Enter chooses', async () => {
    await render();
    await type('@R');
    await key(KEY_ARROW_DOWN_COMMAND, 'ArrowDown');
    await key(KEY_ENTER_COMMAND, 'Enter');
    expect(lastBody()[0]!.markups).toEqual([{ type: 'A', start: 0, end: 11, userId: 'u-rupert' }]);
  });

  it('Escape closes the list and leaves the text as typed', async () => {
    await render();
    await type('mail @Ru');
    expect(options()).toHaveLength(2);
    await key(KEY_ESCAPE_COMMAND, 'Escape');
    expect(options()).toEqual([]);
    expect(lastBody()).toEqual([{ name: expect.any(String), type: 'P', text: 'mail @Ru', markups: [] }]);
  });

  it('asks nothing for an @ inside a word, such as an e-mail address', async () => {
    await render();
    await type('someone@Ru');
    expect(queries).toEqual([]);
    expect(options()).toEqual([]);
  });
});
