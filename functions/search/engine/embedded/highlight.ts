import type { HighlightResult } from '#contract/search.ts';
import { termFinds, type QueryTerm } from './typos.ts';
import { normalized, wordPattern } from './words.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

interface Word {
  start: number;
  end: number;
  /** The query terms that find this word. */
  terms: string[];
}

function matchedWordsOf(text: string, terms: readonly QueryTerm[]): Word[] {
  return [...text.matchAll(wordPattern)].map((match) => {
    const word = normalized(match[0]);
    return {
      start: match.index,
      end: match.index + match[0].length,
      terms: terms.filter((term) => termFinds(term, word)).map((term) => term.text),
    };
  });
}

/** The text between `from` and `to`, escaped, with <em> around the words a term found. */
function marked(text: string, words: readonly Word[], from: number, to: number): string {
  let html = '';
  let at = from;
  for (const word of words) {
    if (word.terms.length === 0 || word.start < from || word.end > to) continue;
    html += `${escapeHtml(text.slice(at, word.start))}<em>${escapeHtml(text.slice(word.start, word.end))}</em>`;
    at = word.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

function levelOf(words: readonly Word[], terms: readonly QueryTerm[]) {
  const matchedWords = [...new Set(words.flatMap((word) => word.terms))];
  const matchLevel: HighlightResult['matchLevel'] =
    matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { matchedWords, matchLevel };
}

/** Algolia's `_highlightResult` of one attribute: the whole value, HTML-escaped, matches in <em>. */
export function highlight(text: string, terms: readonly QueryTerm[]): HighlightResult {
  const words = matchedWordsOf(text, terms);
  return { value: marked(text, words, 0, text.length), ...levelOf(words, terms) };
}

/** Words of context before the first match in a snippet, and words in all. */
const wordsBefore = 8;
const snippetWords = 30;

/**
 * Algolia's `_snippetResult` of one attribute: a passage of about 30 words around the first match
 * (the start of the text when nothing matched), "…" where it was cut.
 */
export function snippet(text: string, terms: readonly QueryTerm[]) {
  const words = matchedWordsOf(text, terms);
  if (words.length === 0) return { value: '', matchLevel: 'none' as const };
  const first = Math.max(
    0,
    words.findIndex((word) => word.terms.length > 0),
  );
  const startIndex = Math.max(0, first - wordsBefore);
  const endIndex = Math.min(words.length, startIndex + snippetWords) - 1;
  const from = startIndex === 0 ? 0 : words[startIndex]!.start;
  const to = endIndex === words.length - 1 ? text.length : words[endIndex]!.end;
  const shown = words.slice(startIndex, endIndex + 1);
  const value = `${from > 0 ? '… ' : ''}${marked(text, shown, from, to).trim()}${to < text.length ? ' …' : ''}`;
  return { value, matchLevel: levelOf(shown, terms).matchLevel };
}
