import { shareUrl } from './share-links.ts';

const story = { title: 'On compilers & more', url: 'https://folio.example/@grace/on-compilers-1a2b3c4d5e6f' };

test('each network gets the story’s address (and X its title), encoded', () => {
  expect(shareUrl('twitter', story)).toBe(
    'https://twitter.com/intent/tweet?text=On+compilers+%26+more&url=https%3A%2F%2Ffolio.example%2F%40grace%2Fon-compilers-1a2b3c4d5e6f',
  );
  expect(shareUrl('linkedIn', story)).toBe(
    'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ffolio.example%2F%40grace%2Fon-compilers-1a2b3c4d5e6f',
  );
  expect(shareUrl('facebook', story)).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffolio.example%2F%40grace%2Fon-compilers-1a2b3c4d5e6f',
  );
});
