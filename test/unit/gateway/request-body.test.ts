import { bodyBuffer } from '../../../gateway/http/request-body';

const MiB = 1024 * 1024;

describe('the request body buffer', () => {
  it('holds at most its bound, and one client address at most a quarter of it', () => {
    const buffer = bodyBuffer(16 * MiB);
    // One address: four bodies of 1 MiB, not a fifth.
    for (let i = 0; i < 4; i++) expect(buffer.take(MiB, 'a')).toBe(true);
    expect(buffer.take(1, 'a')).toBe(false);
    // Other addresses still get theirs, up to the bound.
    for (const client of ['b', 'c', 'd']) for (let i = 0; i < 4; i++) expect(buffer.take(MiB, client)).toBe(true);
    expect(buffer.take(1, 'e')).toBe(false);
    // What is given back can be taken again, by the address that gave it.
    buffer.give(MiB, 'a');
    expect(buffer.take(1, 'e')).toBe(true);
    expect(buffer.take(MiB, 'a')).toBe(false);
    buffer.give(1, 'e');
    expect(buffer.take(MiB, 'a')).toBe(true);
  });

  it('lets one address hold two of the largest bodies under a small bound, and a subgraph its whole bound (no address)', () => {
    const small = bodyBuffer(2 * MiB);
    expect(small.take(MiB, 'a')).toBe(true);
    expect(small.take(MiB, 'a')).toBe(true);
    expect(small.take(1, 'b')).toBe(false);
    const subgraph = bodyBuffer(16 * MiB);
    expect(subgraph.take(16 * MiB, undefined)).toBe(true);
    expect(subgraph.take(1, undefined)).toBe(false);
  });
});
