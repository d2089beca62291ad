import { bannedHostsLinked, parseHostList } from './restrictions.ts';

const link = (href: string) => ({ markups: [{ type: 'A', href }] });

test('a banned host and its subdomains are found in links and embeds, each once', () => {
  const banned = parseHostList(' Spam.example , .scam.test., ');
  expect(banned).toEqual(['spam.example', 'scam.test']);
  const paragraphs = [
    link('https://www.spam.example/buy'),
    link('https://spam.example/'),
    { markups: [{ type: 'STRONG' }], mixtapeMetadata: { href: 'http://SCAM.test./x' } },
    link('https://notspam.example/'),
    link('/relative/path'),
    link('not a url'),
  ];
  expect(bannedHostsLinked(paragraphs, banned)).toEqual(['www.spam.example', 'spam.example', 'scam.test']);
});

test('an empty deny list bans nothing', () => {
  expect(bannedHostsLinked([link('https://spam.example/')], parseHostList(''))).toEqual([]);
});
