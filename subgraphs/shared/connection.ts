import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { MAX_PAGE_OFFSET, optional, pageSize } from './validation';

/**
 * Relay cursor connections over the service's own paging: offsets (`pageFrom`, `from`), pages from
 * 1 (`page`/`limit`) and continuation tokens (`nextToken`). A cursor is opaque to clients: base64url
 * of the connection's name and a position, so a cursor of one connection is refused by another.
 */

export const DEFAULT_FIRST = 20;
const MAX_FIRST = 100;
/** Most pages one token-paged read follows: the service's page size is its own, so a read may need several. */
const MAX_TOKEN_READS = 10;

/** `first` and `after`, checked before any upstream call. */
export const connectionArgs = {
  first: optional(pageSize(MAX_FIRST)),
  after: optional(z.string().max(4096, 'must be at most 4096 characters')),
};

interface PageInfoModel {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ConnectionModel<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfoModel;
  totalCount: number | null;
}

/** Where a token-paged read resumes: the page a token starts, less the records of it already read. */
export interface TokenPosition {
  token: string | null;
  skip: number;
}

// A cursor is the caller's to forge: its offset is bounded as an offset argument is.
const offsetPosition = z.object({ offset: z.number().int().min(0).max(MAX_PAGE_OFFSET) });
const tokenPosition = z.object({ token: z.string().nullable(), skip: z.number().int().min(0) });

function encode(connection: string, position: object): string {
  return Buffer.from(JSON.stringify([connection, position]), 'utf8').toString('base64url');
}

function decode<T>(connection: string, after: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const position = Array.isArray(parsed) && parsed[0] === connection ? schema.safeParse(parsed[1]) : undefined;
  if (!position?.success) {
    throw new GraphQLError(`after: is not a cursor of ${connection}`, {
      extensions: { code: 'BAD_USER_INPUT', fields: ['after'] },
    });
  }
  return position.data;
}

/** The offset a connection resumes at: 0 without a cursor. */
export function offsetAfter(connection: string, after: string | null | undefined): number {
  return after ? decode(connection, after, offsetPosition).offset : 0;
}

/** Where a token-paged connection resumes: the first page without a cursor. */
export function tokenAfter(connection: string, after: string | null | undefined): TokenPosition {
  return after ? decode(connection, after, tokenPosition) : { token: null, skip: 0 };
}

function connectionOf<T>(edges: { cursor: string; node: T }[], hasNextPage: boolean, hasPreviousPage: boolean, totalCount: number | null): ConnectionModel<T> {
  return {
    edges,
    pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

/**
 * A connection over offset paging: `nodes` start at `offset`. Each edge's cursor is the offset just
 * after it. Without a total, a full page is taken to have more after it.
 */
export function offsetConnection<T>(
  connection: string,
  page: { nodes: readonly T[]; offset: number; first: number; total: number | null },
): ConnectionModel<T> {
  const edges = page.nodes.map((node, index) => ({ cursor: encode(connection, { offset: page.offset + index + 1 }), node }));
  const end = page.offset + page.nodes.length;
  const hasNextPage = page.total === null ? page.nodes.length >= page.first : end < page.total;
  return connectionOf(edges, hasNextPage, page.offset > 0, page.total);
}

/** A connection over token paging: each node with the position just after it. The total is not known. */
export function tokenConnection<T>(
  connection: string,
  page: { nodes: readonly { node: T; next: TokenPosition }[]; hasNextPage: boolean; resumed: boolean },
): ConnectionModel<T> {
  const edges = page.nodes.map(({ node, next }) => ({ cursor: encode(connection, next), node }));
  return connectionOf(edges, page.hasNextPage, page.resumed, null);
}

/**
 * Reads `first` records forward from a token position: a page from `token` holds the records after
 * `skip` of it; the read follows `nextToken` until it has enough or the records end. Pages are the
 * service's own size (no page size is sent), so a long one is read in part and the rest left for the
 * next cursor; after MAX_TOKEN_READS pages the connection answers what it has.
 */
export async function readTokenPages<T>(
  start: TokenPosition,
  first: number,
  fetch: (token: string | null) => Promise<{ records: T[]; nextToken: string | null }>,
): Promise<{ nodes: { node: T; next: TokenPosition }[]; hasNextPage: boolean }> {
  const nodes: { node: T; next: TokenPosition }[] = [];
  let { token, skip } = start;
  // Bounded: a service that answered empty pages with a token forever would otherwise hold the request.
  for (let reads = 0; reads < MAX_TOKEN_READS && nodes.length < first; reads++) {
    const page = await fetch(token);
    const taken = page.records.slice(skip, skip + first - nodes.length);
    taken.forEach((node, index) => nodes.push({ node, next: { token, skip: skip + index + 1 } }));
    const consumed = skip + taken.length;
    if (consumed < page.records.length) return { nodes, hasNextPage: true };
    if (!page.nextToken) return { nodes, hasNextPage: false };
    // The page is read to its end: the next position is where its token leads, not a skip into it.
    const last = nodes.at(-1);
    if (last && taken.length > 0) last.next = { token: page.nextToken, skip: 0 };
    token = page.nextToken;
    skip = Math.max(0, skip - page.records.length);
  }
  return { nodes, hasNextPage: true };
}
