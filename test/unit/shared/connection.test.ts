import { GraphQLError } from 'graphql';
import { offsetAfter, offsetConnection, readTokenPages, tokenAfter, tokenConnection } from '../../../subgraphs/shared/connection';

/** A token-paged service of `records`, `size` per page, whose token is the offset of the next page. */
function pagedService(records: string[], size: number) {
  const tokens: (string | null)[] = [];
  const fetch = async (token: string | null) => {
    tokens.push(token);
    const from = token ? Number(token) : 0;
    const page = records.slice(from, from + size);
    return { records: page, nextToken: from + size < records.length ? String(from + size) : null };
  };
  return { tokens, fetch };
}

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');

describe('offset cursors', () => {
  it('resume at the offset after their edge, and only in their own connection', () => {
    const page = offsetConnection('things', { nodes: ['c', 'd'], offset: 2, first: 2, total: 5 });
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(offsetAfter('things', page.pageInfo.endCursor)).toBe(4);
    expect(offsetAfter('things', page.edges[0]!.cursor)).toBe(3);
    expect(() => offsetAfter('others', page.pageInfo.endCursor)).toThrow(GraphQLError);
    expect(() => offsetAfter('things', 'bm90IGpzb24')).toThrow('after: is not a cursor of things');
  });

  it('take a full page without a total to have more after it', () => {
    expect(offsetConnection('things', { nodes: ['a', 'b'], offset: 0, first: 2, total: null }).pageInfo.hasNextPage).toBe(true);
    expect(offsetConnection('things', { nodes: ['a'], offset: 0, first: 2, total: null }).pageInfo.hasNextPage).toBe(false);
  });
});

describe('reading token pages', () => {
  it('takes part of a long page and resumes inside it, then at its token', async () => {
    const service = pagedService(letters.slice(0, 7), 5);
    const first = await readTokenPages({ token: null, skip: 0 }, 3, service.fetch);
    expect(first.nodes.map((entry) => entry.node)).toEqual(['a', 'b', 'c']);
    expect(first.hasNextPage).toBe(true);
    const second = await readTokenPages(first.nodes.at(-1)!.next, 3, service.fetch);
    expect(second.nodes.map((entry) => entry.node)).toEqual(['d', 'e', 'f']);
    // e ends the first page: f's read went on at the page's token.
    expect(second.nodes[1]!.next).toEqual({ token: '5', skip: 0 });
    expect(service.tokens).toEqual([null, null, '5']);
    const last = await readTokenPages(second.nodes.at(-1)!.next, 3, service.fetch);
    expect(last).toEqual({ nodes: [{ node: 'g', next: { token: '5', skip: 2 } }], hasNextPage: false });
  });

  it('stops after ten reads of a service that answers empty pages with a token forever', async () => {
    let reads = 0;
    const endless = async () => {
      reads += 1;
      return { records: [], nextToken: 'again' };
    };
    const read = await readTokenPages({ token: null, skip: 0 }, 5, endless);
    expect(read).toEqual({ nodes: [], hasNextPage: true });
    expect(reads).toBe(10);
  });
});

describe('token cursors', () => {
  it('encode the position after each node, refused by another connection', () => {
    const page = tokenConnection('history', { nodes: [{ node: 'a', next: { token: 't', skip: 1 } }], hasNextPage: true, resumed: false });
    expect(tokenAfter('history', page.pageInfo.endCursor)).toEqual({ token: 't', skip: 1 });
    expect(() => tokenAfter('things', page.pageInfo.endCursor)).toThrow('after: is not a cursor of things');
    expect(page.totalCount).toBeNull();
  });
});
