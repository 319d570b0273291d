import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { Lexer, Source, TokenKind, type DocumentNode } from 'graphql';

/**
 * Limits on a document's text, as generous as Apollo Router's defaults for honest clients: they only
 * keep the parser's work bounded. What an operation may cost is demand control's to decide.
 */
export const PARSER_LIMITS = { maxTokens: 15_000, maxRecursion: 500 } as const;

/** Parsed and validated documents Apollo Server keeps, by the size documentSize gives them. */
const DOCUMENT_CACHE_BYTES = 2 * 2 ** 20;

/**
 * A cached document's weight: its JSON, as Apollo counts it, and its text. A parsed document keeps the
 * whole text it came from alive (its locations point into it), and Apollo's sizing by JSON counts
 * none of it: a short operation behind a long comment would keep a megabyte for the size of a few bytes.
 */
const documentSize = (document: DocumentNode): number => InMemoryLRUCache.sizeCalculation(document) + (document.loc?.source.body.length ?? 0);

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

/** The document text of a GraphQL-over-HTTP request, when it carries one. */
export function documentOf(method: string, body: unknown, search: URLSearchParams): string | undefined {
  const query = method === 'POST' ? (body as { query?: unknown } | null | undefined)?.query : search.get('query');
  return typeof query === 'string' ? query : undefined;
}
