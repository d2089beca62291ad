import { escapeHtml } from './escape-html.ts';

it('escapes the five characters HTML gives meaning to and leaves the rest', () => {
  expect(escapeHtml(`Tom & "Jerry" <b>'s</b> café`)).toBe(
    'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt; café',
  );
});

it('escapes an ampersand already part of an entity, so the text reads back as written', () => {
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});
