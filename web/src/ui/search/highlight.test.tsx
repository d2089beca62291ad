import { highlightParts } from './highlight.tsx';

it('splits a highlighted value into marked and unmarked text', () => {
  expect(highlightParts('Night <em>photo</em>graphy')).toEqual([
    { text: 'Night ', matched: false },
    { text: 'photo', matched: true },
    { text: 'graphy', matched: false },
  ]);
});

it('reads back named, decimal and hexadecimal entities, as both engines escape', () => {
  expect(highlightParts('Tom &amp; Jerry&#39;s &lt;b&gt; &#x2F;path&#x27;s &quot;x&quot;')).toEqual([
    { text: `Tom & Jerry's <b> /path's "x"`, matched: false },
  ]);
  expect(highlightParts('<em>R&amp;D</em>')).toEqual([{ text: 'R&D', matched: true }]);
});

it('leaves unknown entities and markup as text, never as HTML', () => {
  expect(highlightParts('&nosuch; <script>x</script>')).toEqual([
    { text: '&nosuch; <script>x</script>', matched: false },
  ]);
});
