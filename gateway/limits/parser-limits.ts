import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { Lexer, Source, TokenKind, type DocumentNode } from 'graphql';

/**
 * Limits on a document's text, as generous as Apollo Router's defaults for honest clients: they only
 * keep the parser's work bounded. What an operation may cost is demand control's to decide.
 */
export const PARSER_LIMITS = { maxTokens: 15_000, maxRecursion: 500, maxComments: 15_000, maxLineBreaks: 30_000 } as const;

/** Parsed and validated documents Apollo Server keeps, by the size documentSize gives them. */
const DOCUMENT_CACHE_BYTES = 2 * 2 ** 20;

/** What one token of a parsed document weighs: graphql-js keeps each, comments included, linked from the document. */
const TOKEN_BYTES = 96;

/**
 * A cached document's weight: its JSON, as Apollo counts it, its text and its tokens. A parsed
 * document keeps the whole text it came from alive (its locations point into it) and every token
 * the lexer read, comments too (linked from `loc.startToken`); Apollo's sizing by JSON counts none of
 * them: a short operation behind a long comment, or behind thousands of one-line ones, would keep
 * megabytes for the size of a few bytes.
 */
function documentSize(document: DocumentNode): number {
  let tokens = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) tokens++;
  return InMemoryLRUCache.sizeCalculation(document) + (document.loc?.source.body.length ?? 0) + tokens * TOKEN_BYTES;
}

/** An Apollo Server's `documentStore`: at most DOCUMENT_CACHE_BYTES of documents, by documentSize. */
export const boundedDocumentStore = (): InMemoryLRUCache<DocumentNode> => new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_CACHE_BYTES, sizeCalculation: documentSize });

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);

/**
 * The deepest nesting of braces, parentheses and brackets in `source`, read with graphql-js's own
 * lexer (so strings and comments do not count), stopping once `limit` is passed. The recursive
 * parser descends once per level, so this bounds its recursion before it starts.
 */
export function nestingDepth(source: string, limit: number = PARSER_LIMITS.maxRecursion): number {
  // Each level takes at least two characters: a short document cannot pass the limit.
  if (source.length <= 2 * limit) return 0;
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  let deepest = 0;
  try {
    for (let token = lexer.advance(), count = 1; token.kind !== TokenKind.EOF && count <= PARSER_LIMITS.maxTokens; token = lexer.advance(), count++) {
      if (OPENING.has(token.kind)) {
        depth++;
        if (depth > deepest) deepest = depth;
        if (deepest > limit) break;
      } else if (CLOSING.has(token.kind)) {
        depth--;
      }
    }
  } catch {
    // A lexical error is the parser's to report, with its position.
  }
  return deepest;
}

const HASH = 0x23;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isLineEnd = (code: number) => code === 0x0a || code === 0x0d;

/**
 * How many comments `source` holds, read without the lexer, stopping once `limit` is passed.
 * graphql-js's token limit leaves comments out, yet its lexer keeps a token for each (and the parsed
 * document keeps them all): a 1 MB text of `#` lines is 30 MB of tokens. They are counted by their
 * text alone, skipping strings and block strings as the lexer does, before anything lexes it.
 */
export function commentCount(source: string, limit: number = PARSER_LIMITS.maxComments): number {
  let count = 0;
  let at = 0;
  while (at < source.length && count <= limit) {
    const code = source.charCodeAt(at);
    if (code === HASH) {
      count++;
      at++;
      while (at < source.length && !isLineEnd(source.charCodeAt(at))) at++;
    } else if (code === QUOTE && source.startsWith('"""', at)) {
      at += 3;
      // A block string ends at the first `"""` not escaped as `\"""`.
      while (at < source.length && !source.startsWith('"""', at)) at += source.startsWith('\\"""', at) ? 4 : 1;
      at += 3;
    } else if (code === QUOTE) {
      at++;
      // A string ends at its closing quote or, unterminated, at the line's end (the parser's error then).
      while (at < source.length && source.charCodeAt(at) !== QUOTE && !isLineEnd(source.charCodeAt(at))) at += source.charCodeAt(at) === BACKSLASH ? 2 : 1;
      at++;
    } else {
      at++;
    }
  }
  return count;
}

/**
 * How many line breaks `source` holds (`\n`, `\r\n` and `\r`, as graphql-js's lexer counts lines),
 * stopping once `limit` is passed. graphql-js finds an error's line by scanning the text's line breaks
 * from its start, for every location of every error: 100 validation errors behind 520,000 line breaks
 * (1 MB) held the event loop for 3 s. A document within the token and comment limits needs fewer than
 * 30,000 lines.
 */
export function lineBreakCount(source: string, limit: number = PARSER_LIMITS.maxLineBreaks): number {
  let count = 0;
  for (let at = source.indexOf('\n'); at !== -1 && count <= limit; at = source.indexOf('\n', at + 1)) count++;
  // A carriage return is a line break of its own only when no line feed follows it.
  for (let at = source.indexOf('\r'); at !== -1 && count <= limit; at = source.indexOf('\r', at + 1)) if (source.charCodeAt(at + 1) !== 0x0a) count++;
  return count;
}

/** The document text of a GraphQL-over-HTTP request, when it carries one. */
export function documentOf(method: string, body: unknown, search: URLSearchParams): string | undefined {
  const query = method === 'POST' ? (body as { query?: unknown } | null | undefined)?.query : search.get('query');
  return typeof query === 'string' ? query : undefined;
}
