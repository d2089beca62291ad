import { linkMentions, mentionedUserIds } from './mentions.ts';

const paragraph = (
  markups: { type: 'A' | 'STRONG'; start: number; end: number; href?: string; userId?: string }[],
) => ({
  name: 'p1',
  type: 'P' as const,
  text: 'Ruth and Mo said so.',
  markups,
});

const rule = { name: 'p3', type: 'HR' as const, text: '', markups: [] };

test('the people mentioned: each once, in the order they first appear; links and styles are not mentions', () => {
  expect(
    mentionedUserIds([
      paragraph([
        { type: 'A', start: 9, end: 11, userId: 'mo' },
        { type: 'STRONG', start: 0, end: 4 },
        { type: 'A', start: 12, end: 16, href: 'https://example.com' },
      ]),
      paragraph([
        { type: 'A', start: 0, end: 4, userId: 'ruth' },
        { type: 'A', start: 9, end: 11, userId: 'mo' },
      ]),
      rule,
    ]),
  ).toEqual(['mo', 'ruth']);
});

test('a mention of someone who exists leads to their profile, whatever address the client sent; an unknown one is plain text', () => {
  const users = new Map([['ruth', { username: 'ruth_reads' }]]);
  const [linked] = linkMentions(
    [
      paragraph([
        { type: 'A', start: 0, end: 4, userId: 'ruth', href: 'https://elsewhere.example/phish' },
        { type: 'STRONG', start: 0, end: 4 },
        { type: 'A', start: 9, end: 11, userId: 'gone' },
      ]),
    ],
    users,
  );
  expect(linked!.markups).toEqual([
    { type: 'A', start: 0, end: 4, userId: 'ruth', href: '/@ruth_reads' },
    { type: 'STRONG', start: 0, end: 4 },
  ]);
});

test('paragraphs without mentions are the very same objects', () => {
  const plain = paragraph([{ type: 'STRONG', start: 0, end: 4 }]);
  expect(linkMentions([plain], new Map())[0]).toBe(plain);
});
