import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql/error/GraphQLError';
import { Lexer } from 'graphql/language/lexer';
import { parse } from 'graphql/language/parser';
import { Source } from 'graphql/language/source';
import { TokenKind } from 'graphql/language/tokenKind';
import { requestLimits } from './api-settings.ts';

export type BoundedParse = { ok: true; document: DocumentNode } | { ok: false; message: string };

const opening = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const closing = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Parses a query only when it is small enough to handle safely. graphql-js parses by recursion, so a
 * query nested a few thousand brackets deep overflows the stack, and validation recurses along chains
 * of fragment spreads, so its work grows with the token count: graphql-js's own lexer (a loop) counts
 * both first. A syntax error is answered with graphql-js's message ("Syntax Error: …").
 */
export function parseBounded(query: string): BoundedParse {
  const { maxQueryTokens, maxQueryNesting } = requestLimits;
  try {
    const lexer = new Lexer(new Source(query));
    let tokens = 0;
    let nesting = 0;
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > maxQueryTokens)
        return { ok: false, message: `The query has more than ${maxQueryTokens} tokens.` };
      if (closing.has(token.kind)) nesting -= 1;
      else if (opening.has(token.kind) && ++nesting > maxQueryNesting)
        return { ok: false, message: `The query nests brackets more than ${maxQueryNesting} deep.` };
    }
    return { ok: true, document: parse(query) };
  } catch (error) {
    if (error instanceof GraphQLError) return { ok: false, message: error.message };
    throw error;
  }
}
