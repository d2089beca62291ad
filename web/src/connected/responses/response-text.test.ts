/** @jest-environment jsdom */
import { fillWith, paragraphsOf } from './response-text.ts';

const box = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the response editor’s text as paragraphs', () => {
  it('makes a paragraph of each line, bold, italic and links as markups, blank lines dropped', () => {
    const paragraphs = paragraphsOf(
      box(
        'First <b>bold</b> and <i>it</i><div><br></div><div>See <a href="https://folio.example/x">this</a></div>',
      ),
    );
    expect(paragraphs.map(({ name: _name, ...rest }) => rest)).toEqual([
      {
        type: 'P',
        text: 'First bold and it',
        markups: [
          { type: 'STRONG', start: 6, end: 10, href: null },
          { type: 'EM', start: 15, end: 17, href: null },
        ],
      },
      {
        type: 'P',
        text: 'See this',
        markups: [{ type: 'A', start: 4, end: 8, href: 'https://folio.example/x' }],
      },
    ]);
    expect(new Set(paragraphs.map((paragraph) => paragraph.name)).size).toBe(2);
  });

  it('keeps the text of a link to anything but http(s) or mailto, without the link', () => {
    const [paragraph] = paragraphsOf(box('<p>Click <a href="javascript:alert(1)">here</a></p>'));
    expect(paragraph).toMatchObject({ text: 'Click here', markups: [] });
  });

  it('joins one format running across nodes into one markup', () => {
    const [paragraph] = paragraphsOf(box('<p><b>one</b><b> two</b></p>'));
    expect(paragraph?.markups).toEqual([{ type: 'STRONG', start: 0, end: 7, href: null }]);
  });

  it('gives back the same paragraphs it was filled with', () => {
    const stored = [
      {
        text: 'A link in bold',
        markups: [
          { type: 'A' as const, start: 2, end: 14, href: 'https://folio.example/' },
          { type: 'STRONG' as const, start: 10, end: 14, href: null },
        ],
      },
      { text: 'Second line', markups: [] },
    ];
    const root = document.createElement('div');
    fillWith(root, stored);
    expect(paragraphsOf(root).map(({ text, markups }) => ({ text, markups }))).toEqual(stored);
  });

  it('keeps a mention through an edit: the person it names, not the address the server wrote', () => {
    const root = document.createElement('div');
    fillWith(root, [
      {
        text: 'Thanks Ruth Alvarez',
        markups: [{ type: 'A', start: 7, end: 19, href: '/@ruth_reads', userId: 'user-ruth' }],
      },
    ]);
    expect(paragraphsOf(root)[0]?.markups).toEqual([
      { type: 'A', start: 7, end: 19, href: null, userId: 'user-ruth' },
    ]);
  });

  it('drops a relative link that names nobody', () => {
    const [paragraph] = paragraphsOf(box('<p>See <a href="/@ruth_reads">Ruth</a></p>'));
    expect(paragraph).toMatchObject({ text: 'See Ruth', markups: [] });
  });
});
