import { maxPreviewSubtitleLength, previewImageOf, previewSubtitle } from './story-preview.ts';

test('the subtitle when there is one, else the first text of the body, cut at a word', () => {
  expect(previewSubtitle({ subtitle: ' Given ', paragraphs: [{ type: 'P', text: 'Body' }] })).toBe('Given');
  expect(
    previewSubtitle({
      subtitle: '',
      paragraphs: [
        { type: 'IMG', text: 'caption', metadata: { id: 'i' } },
        { type: 'P', text: ' First  text ' },
      ],
    }),
  ).toBe('First text');
  const long = previewSubtitle({ paragraphs: [{ type: 'P', text: 'word '.repeat(100) }] });
  expect(long.length).toBeLessThanOrEqual(maxPreviewSubtitleLength + 1);
  expect(long).toMatch(/^(word )*word…$/);
});

test('the first uploaded image is the card’s', () => {
  const image = { type: 'IMG', metadata: { id: 'second' } };
  expect(previewImageOf([{ type: 'P', text: 'x' }, { type: 'IMG', metadata: null }, image])).toBe(image);
  expect(previewImageOf([{ type: 'P', text: 'x' }])).toBeUndefined();
});
