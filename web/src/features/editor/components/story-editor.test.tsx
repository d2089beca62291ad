/** @jest-environment jsdom */
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { $getRoot, PASTE_COMMAND, type ElementNode, type LexicalEditor, type TextNode } from 'lexical';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ParagraphInput } from '../model/paragraph-input.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { StoryEditor } from './story-editor.tsx';
import type { UploadResult } from './uploads/upload-image.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has neither, which Lexical's rich text asks about when a paste reaches it.
globalThis.DragEvent ??= class extends Event {} as unknown as typeof DragEvent;
globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;

const story: DraftDocument = {
  title: 'A title',
  subtitle: 'A subtitle',
  paragraphs: [
    { name: 'a1b2', type: 'P', text: 'Hello world', markups: [] },
    { name: 'c3d4', type: 'H3', text: 'A section', markups: [] },
  ],
};

/** An upload the test answers by hand, step by step. */
function manualUpload() {
  const calls: {
    file: File;
    progress: (fraction: number) => void;
    answer: (result: UploadResult) => void;
  }[] = [];
  const uploadImage = (file: File, progress: (fraction: number) => void) =>
    new Promise<UploadResult>((answer) => calls.push({ file, progress, answer }));
  return { calls, uploadImage };
}

let container: HTMLDivElement;
let root: Root;
let changes: DraftDocument[];
let uploads: ReturnType<typeof manualUpload>;

async function render(initial: DraftDocument = story) {
  changes = [];
  uploads = manualUpload();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root.render(
      <StoryEditor
        initial={initial}
        onChange={(next) => changes.push(next)}
        uploadImage={uploads.uploadImage}
        findPeople={async () => []}
      />,
    ),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const body = () => container.querySelector<HTMLElement>('[contenteditable="true"]')!;
/** The Lexical editor behind the body (Lexical keeps it on its root element). */
const editorOf = () => (body() as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;
const update = (change: () => void) => act(async () => editorOf().update(change, { discrete: true }));
const lastSaved = () => changes.at(-1)!;
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (element) => element.textContent === name || element.getAttribute('aria-label') === name,
  );
const click = (element: Element | undefined) =>
  act(async () => void element!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
const submit = (form: HTMLFormElement) =>
  act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
const typeInto = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('StoryEditor', () => {
  it('shows the title, the subtitle and the body, each labelled', async () => {
    await render();
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Title"]')!.value).toBe('A title');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Subtitle"]')!.value).toBe(
      'A subtitle',
    );
    expect(body().getAttribute('aria-label')).toBe('Story');
    expect(body().getAttribute('role')).toBe('textbox');
    expect(body().querySelector('h3')!.textContent).toBe('A section');
    expect(changes).toEqual([]);
  });

  it('reports the whole document when the title changes', async () => {
    await render();
    await typeInto(container.querySelector<HTMLInputElement>('input[aria-label="Title"]')!, 'A better title');
    expect(lastSaved()).toEqual({ ...story, title: 'A better title' });
  });

  it('reports the body as stored paragraphs, names kept, when it changes', async () => {
    await render();
    await update(() =>
      $getRoot()
        .getFirstChildOrThrow<ElementNode>()
        .getFirstChildOrThrow<TextNode>()
        .setTextContent('Hello there'),
    );
    expect(lastSaved().paragraphs).toEqual([
      { name: 'a1b2', type: 'P', text: 'Hello there', markups: [] },
      { name: 'c3d4', type: 'H3', text: 'A section', markups: [] },
    ]);
    expect(lastSaved().title).toBe('A title');
  });

  it('formats selected text from the toolbar', async () => {
    await render();
    await update(() =>
      $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>().select(0, 5),
    );
    const toolbar = container.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Formatting');
    await click(button('Bold'));
    expect(lastSaved().paragraphs[0]).toEqual({
      name: 'a1b2',
      type: 'P',
      text: 'Hello world',
      markups: [{ type: 'STRONG', start: 0, end: 5 }],
    });
    expect(button('Bold')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a separator from the + menu of an empty line', async () => {
    await render({ ...story, paragraphs: [] });
    expect(button('Insert')).toBeUndefined();
    await update(() => $getRoot().getFirstChildOrThrow<ElementNode>().select());
    await click(button('Insert'));
    expect(container.querySelector('[role="menu"]')).not.toBeNull();
    await click(button('Separator'));
    expect(lastSaved().paragraphs.map(({ type }) => type)).toEqual(['HR']);
  });

  it('uploads a dropped image behind a placeholder that is never saved, retries a failure, then saves the image', async () => {
    await render();
    const photo = new File(['bytes'], 'photo.jpg', { type: 'image/jpeg' });
    await update(() => $getRoot().getLastChildOrThrow<ElementNode>().selectEnd());
    await act(async () => void editorOf().dispatchCommand(DRAG_DROP_PASTE, [photo]));
    expect(uploads.calls.map(({ file }) => file)).toEqual([photo]);
    await act(async () => uploads.calls[0]!.progress(0.4));
    expect(container.querySelector('progress')!.getAttribute('aria-label')).toBe('Uploading image… 40%');
    const beforeUpload = changes.length;

    await act(async () =>
      uploads.calls[0]!.answer({
        ok: false,
        message: 'The image is too large (10 MB at most).',
        retryable: true,
      }),
    );
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'The image is too large (10 MB at most).',
    );
    expect(changes.length).toBe(beforeUpload);

    await click(button('Retry'));
    expect(uploads.calls).toHaveLength(2);
    await act(async () =>
      uploads.calls[1]!.answer({
        ok: true,
        image: {
          imageId: '1*new.jpeg',
          originalWidth: 1200,
          originalHeight: 800,
          contentType: 'image/jpeg',
          bytes: 1000,
        },
      }),
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    const image = lastSaved().paragraphs.at(-1)!;
    expect(image).toMatchObject<Partial<ParagraphInput>>({
      type: 'IMG',
      text: '',
      layout: 'INSET_CENTER',
      metadata: {
        id: '1*new.jpeg',
        alt: null,
        focusPercentX: null,
        focusPercentY: null,
        originalWidth: 1200,
        originalHeight: 800,
      },
    });
    expect(image.name).toMatch(/^[0-9a-f]{4}$/);
  });

  it('removes a failed upload without a trace', async () => {
    await render();
    await act(
      async () =>
        void editorOf().dispatchCommand(DRAG_DROP_PASTE, [new File(['x'], 'a.png', { type: 'image/png' })]),
    );
    await act(async () =>
      uploads.calls[0]!.answer({ ok: false, message: 'Not an image we can use.', retryable: false }),
    );
    expect(button('Retry')).toBeUndefined();
    await click(button('Remove'));
    expect(container.querySelector('.story-editor__upload')).toBeNull();
    const types = editorOf()
      .getEditorState()
      .read(() =>
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      );
    expect(types).not.toContain('folio-upload');
    expect(changes).toEqual([]);
  });

  it('links selected text, refusing an address the story cannot hold', async () => {
    await render();
    await update(() =>
      $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>().select(6, 11),
    );
    await click(button('Link'));
    const address = container.querySelector<HTMLInputElement>('input[aria-label="Link address"]')!;
    await typeInto(address, 'javascript:alert(1)');
    await submit(address.form!);
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'A link starts with http://, https:// or mailto:',
    );
    await typeInto(address, 'https://example.com/world');
    await submit(address.form!);
    expect(lastSaved().paragraphs[0]!.markups).toEqual([
      { type: 'A', start: 6, end: 11, href: 'https://example.com/world' },
    ]);
  });

  it('embeds a web page from the + menu', async () => {
    await render({ ...story, paragraphs: [] });
    await update(() => $getRoot().getFirstChildOrThrow<ElementNode>().select());
    await click(button('Insert'));
    await click(button('Embed'));
    const address = container.querySelector<HTMLInputElement>(
      'input[aria-label="Address of the page to embed"]',
    )!;
    await typeInto(address, 'mailto:someone@example.com');
    await submit(address.form!);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await typeInto(address, 'https://example.com/page');
    await submit(address.form!);
    expect(lastSaved().paragraphs).toMatchObject([
      {
        type: 'MIXTAPE_EMBED',
        text: 'https://example.com/page',
        mixtapeMetadata: { href: 'https://example.com/page' },
      },
    ]);
  });

  it('changes the layout, alt text and caption of an image', async () => {
    const image: ParagraphInput = {
      name: 'e5f6',
      type: 'IMG',
      text: 'Old caption',
      layout: 'INSET_CENTER',
      markups: [],
      metadata: {
        id: '1*x.png',
        alt: null,
        focusPercentX: null,
        focusPercentY: null,
        originalWidth: 10,
        originalHeight: 10,
      },
    };
    await render({ ...story, paragraphs: [image] });
    const layouts = container.querySelector('[role="group"][aria-label="Image layout"]')!;
    await click(
      [...layouts.querySelectorAll('button')].find((element) => element.textContent === 'Full width'),
    );
    await typeInto(container.querySelector<HTMLInputElement>('input[aria-label="Caption"]')!, 'New caption');
    await typeInto(container.querySelector<HTMLInputElement>('.story-editor__alt input')!, 'A square');
    expect(lastSaved().paragraphs).toEqual([
      {
        ...image,
        text: 'New caption',
        layout: 'FULL_WIDTH',
        metadata: { ...image.metadata, alt: 'A square' },
      },
    ]);
  });

  it('leaves a paste into a caption to the caption', async () => {
    const image: ParagraphInput = {
      name: 'e5f7',
      type: 'IMG',
      text: '',
      layout: 'INSET_CENTER',
      markups: [],
      metadata: {
        id: '1*y.png',
        alt: null,
        focusPercentX: null,
        focusPercentY: null,
        originalWidth: 10,
        originalHeight: 10,
      },
    };
    await render({ ...story, paragraphs: [image] });
    const caption = container.querySelector<HTMLInputElement>('input[aria-label="Caption"]')!;
    caption.focus();
    const paste = {
      target: caption,
      clipboardData: { types: ['text/plain'], files: [], getData: () => 'Pasted\n\nparagraphs' },
      preventDefault: jest.fn(),
    };
    let handled = true;
    await act(
      async () =>
        void (handled = editorOf().dispatchCommand(PASTE_COMMAND, paste as unknown as ClipboardEvent)),
    );
    expect(handled).toBe(false);
    expect(paste.preventDefault).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });
});
