import type { SearchIndexKind } from '#contract/search.ts';
import type { FilterExpression } from '../ports.ts';
import {
  facetExpression,
  numericExpression,
  numericOperators,
  rangeExpression,
  type NumericOperator,
} from './filter-attributes.ts';
import { SearchRequestError } from './search-request-error.ts';

/**
 * Algolia's `filters` grammar: `a:b AND (c:d OR NOT e:"f g")`, `n > 3`, `n:1 TO 5`. AND binds tighter
 * than OR; keywords are upper case; a value with spaces or symbols is quoted ("…", \" inside).
 */
type Token =
  | { kind: 'word'; text: string; quoted: boolean }
  | { kind: 'symbol'; text: '(' | ')' | ':' | NumericOperator };

const symbols = ['(', ')', ':', ...numericOperators] as const;
const wordBreak = /[\s():<>=!"]/;

function tokenize(filters: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < filters.length) {
    const char = filters[at]!;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const symbol = symbols.find((candidate) => filters.startsWith(candidate, at));
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol });
      at += symbol.length;
    } else if (char === '"' || char === "'") {
      let text = '';
      at += 1;
      while (at < filters.length && filters[at] !== char) {
        if (filters[at] === '\\' && at + 1 < filters.length) at += 1;
        text += filters[at];
        at += 1;
      }
      if (at >= filters.length) throw new SearchRequestError('filters: a quoted value is not closed.');
      tokens.push({ kind: 'word', text, quoted: true });
      at += 1;
    } else {
      let end = at;
      while (end < filters.length && !wordBreak.test(filters[end]!)) end += 1;
      if (end === at) throw new SearchRequestError(`filters: unexpected "${char}".`);
      tokens.push({ kind: 'word', text: filters.slice(at, end), quoted: false });
      at = end;
    }
  }
  return tokens;
}

/** Parses `filters` into one expression, every attribute checked against the index. */
export function parseFilters(kind: SearchIndexKind, filters: string): FilterExpression | undefined {
  const tokens = tokenize(filters);
  if (tokens.length === 0) return undefined;
  let at = 0;
  const peek = () => tokens[at];
  const isKeyword = (token: Token | undefined, keyword: string) =>
    token?.kind === 'word' && !token.quoted && token.text === keyword;
  const fail = (expected: string): never => {
    const token = peek();
    throw new SearchRequestError(
      `filters: expected ${expected} ${token ? `before "${token.text}"` : 'at the end'}.`,
    );
  };
  const word = (expected: string): string => {
    const token = peek();
    if (token?.kind !== 'word') return fail(expected);
    at += 1;
    return token.text;
  };

  function comparison(): FilterExpression {
    const attribute = word('an attribute');
    const symbol = peek();
    if (symbol?.kind !== 'symbol' || symbol.text === '(' || symbol.text === ')')
      return fail(`":" or a comparison after ${attribute}`);
    at += 1;
    if (symbol.text !== ':') return numericExpression(kind, attribute, symbol.text, word('a number'));
    const value = word(`a value for ${attribute}`);
    if (!isKeyword(peek(), 'TO')) return facetExpression(kind, attribute, value);
    at += 1;
    return rangeExpression(kind, attribute, value, word('the end of the range'));
  }

  function unary(): FilterExpression {
    if (isKeyword(peek(), 'NOT')) {
      at += 1;
      return { type: 'not', operand: unary() };
    }
    if (peek()?.kind === 'symbol' && peek()!.text === '(') {
      at += 1;
      const inner = disjunction();
      if (peek()?.text !== ')') fail('")"');
      at += 1;
      return inner;
    }
    return comparison();
  }

  const joined = (type: 'and' | 'or', keyword: string, operand: () => FilterExpression) => () => {
    const operands = [operand()];
    while (isKeyword(peek(), keyword)) {
      at += 1;
      operands.push(operand());
    }
    return operands.length === 1 ? operands[0]! : { type, operands };
  };
  const conjunction = joined('and', 'AND', unary);
  const disjunction = joined('or', 'OR', conjunction);

  const expression = disjunction();
  if (at < tokens.length) fail('AND, OR or the end');
  return expression;
}
