/** @jest-environment jsdom */
import { selectedPassage } from './selected-passage.ts';

function body() {
  const section = document.createElement('section');
  section.innerHTML =
    '<p id="p1" class="paragraph">The <strong>calm <em>sea</em></strong> that morning.</p>' +
    '<p id="p2" class="paragraph">Another one.</p>';
  document.body.replaceChildren(section);
  return section;
}

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number) {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

describe('the selected passage', () => {
  it('counts offsets in the paragraph’s text across its markups', () => {
    const section = body();
    const strong = section.querySelector('strong')!;
    const em = section.querySelector('em')!;
    // From "calm" (inside strong) to the end of "sea" (inside em).
    const selection = select(strong.firstChild!, 0, em.firstChild!, 3);
    expect(selectedPassage(selection, section)).toEqual({
      paragraphName: 'p1',
      startOffset: 4,
      endOffset: 12,
      text: 'calm sea',
    });
  });

  it('is nothing when collapsed, blank, across paragraphs or outside the body', () => {
    const section = body();
    const [one, two] = section.querySelectorAll('p');
    expect(selectedPassage(select(one!.firstChild!, 1, one!.firstChild!, 1), section)).toBeNull();
    expect(selectedPassage(select(one!.firstChild!, 3, one!.firstChild!, 4), section)).toBeNull();
    expect(selectedPassage(select(one!.firstChild!, 0, two!.firstChild!, 3), section)).toBeNull();
    expect(
      selectedPassage(select(one!.firstChild!, 0, one!.firstChild!, 3), document.createElement('div')),
    ).toBeNull();
  });
});
