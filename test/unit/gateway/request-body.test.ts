import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpError } from '../../../gateway/http/json-response';
import { BODY_LIMITS, bodyBuffer, bodyShape, readJsonBody } from '../../../gateway/http/request-body';
import { VARIABLE_LIMITS } from '../../../gateway/limits/variable-limits';

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

  it('says the most one client may ever hold', () => {
    expect(bodyBuffer(16 * MiB).most('a')).toBe(4 * MiB);
    expect(bodyBuffer(2 * MiB).most('a')).toBe(2 * MiB);
    expect(bodyBuffer(16 * MiB).most(undefined)).toBe(16 * MiB);
  });
});

describe('a body refused for room', () => {
  let server: Server;
  let url: string;
  const buffer = bodyBuffer(2 * MiB);
  beforeAll(async () => {
    server = createServer((req, res) => {
      readJsonBody(req, undefined, buffer, res, 'a').then(
        () => res.end('{}'),
        (error: HttpError) => res.writeHead(error.status, error.headers).end(JSON.stringify({ code: error.code, message: error.message })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const post = async (body: string) => {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: answer.status, ...((await answer.json()) as { code: string; message: string }) };
  };

  it('is told to retry when other bodies of its client hold the room, and that no retry helps when it alone counts past its share', async () => {
    // 40,001 values in 80 KB of text count 1.9 MB with what they parse into: within the client's 2 MiB.
    const many = `[${'0,'.repeat(40_000)}0]`;
    expect(await post(JSON.stringify({ query: '{ a }', variables: { many: JSON.parse(many) } }))).toMatchObject({ status: 200 });
    // 90,000 values (within the body's count) in 135 KB count 4.2 MB: past it.
    const tooMany = `{"query":"{ a }","extensions":{"x":[${'[],'.repeat(45_000)}[]]}}`;
    expect(await post(tooMany)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('counts more than the 2097152 bytes a client may hold') });
    // The same client holds 1.5 MiB elsewhere: a body that fits alone must wait.
    expect(buffer.take(1.5 * MiB, 'a')).toBe(true);
    try {
      expect(await post(JSON.stringify({ query: '{ a }', variables: { many: JSON.parse(many) } }))).toMatchObject({ status: 503, code: 'RATE_LIMITED' });
    } finally {
      buffer.give(1.5 * MiB, 'a');
    }
    expect(buffer.held).toBe(0);
  });
});

describe('the shape of a request body, read from its text before it is parsed', () => {
  const bodyShapeProblem = (text: string, limits?: { maxDepth: number; maxValues: number }) => {
    const shape = bodyShape(text, limits);
    return 'problem' in shape ? shape.problem : undefined;
  };

  it('counts the values JSON.parse makes of it, an empty list or object twice', () => {
    // Nine, and the empty object once more.
    expect(bodyShape('{"query":"{ a }","variables":{"v":[1,2,[3]],"w":{}}}')).toEqual({ values: 10 });
    expect(bodyShape('"[[[,,,"')).toEqual({ values: 1 });
  });
  const limits = { maxDepth: 3, maxValues: 8 };

  it('refuses nesting past its depth, wherever it is, and values past their count, lists and objects included', () => {
    expect(bodyShapeProblem('{"a":[[1]]}', limits)).toBeUndefined();
    expect(bodyShapeProblem('{"unread":[[[1]]]}', limits)).toBe('The request body nests deeper than 3 levels');
    // A list and seven numbers; then eight.
    expect(bodyShapeProblem('[1,2,3,4,5,6,7]', limits)).toBeUndefined();
    expect(bodyShapeProblem('[1,2,3,4,5,6,7,8]', limits)).toBe('The request body holds more than 8 values');
    // Towers of lists side by side, each within the depth: few commas, many values.
    expect(bodyShapeProblem('[[[1]],[[2]],[[3]]]', limits)).toBe('The request body holds more than 8 values');
    // Depth comes back down: siblings are not deeper.
    expect(bodyShapeProblem('{"a":[[1]],"b":[[2]]}', limits)).toBeUndefined();
  });

  it('counts nothing inside strings, escaped quotes and backslashes included', () => {
    expect(bodyShapeProblem('{"q":"[[[[,,,,,,{{{{"}', limits)).toBeUndefined();
    expect(bodyShapeProblem('{"q":"a\\"[[[[,,,,,,\\\\"}', limits)).toBeUndefined();
    // After an escaped backslash, the quote ends the string: what follows is counted.
    expect(bodyShapeProblem('{"q":"\\\\","r":[[[1]]]}', limits)).toBe('The request body nests deeper than 3 levels');
    expect(bodyShapeProblem('{"q":"unterminated [[[[', limits)).toBeUndefined();
  });

  it("leaves variables past their own depth to their limit, which names them, and refuses what would parse into megabytes", () => {
    expect(BODY_LIMITS).toEqual({ maxDepth: 20_000, maxValues: 2 * VARIABLE_LIMITS.maxValues + 16 });
    expect(BODY_LIMITS.maxDepth).toBeGreaterThan(100 * VARIABLE_LIMITS.maxDepth);
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    // The body and variables objects, then the variable's lists.
    expect(bodyShapeProblem(`{"query":"{ a }","variables":{"v":${nested(19_998)}}}`)).toBeUndefined();
    expect(bodyShapeProblem(`{"query":"{ a }","variables":{"v":${nested(19_999)}}}`)).toBe('The request body nests deeper than 20000 levels');
    const many = Array.from({ length: 50_000 }, () => 1).join(',');
    // Variables and extensions at their own limits pass, and are theirs to refuse past them.
    expect(bodyShapeProblem(`{"query":"{ a }","variables":{"v":[${many}]},"extensions":{"e":[${many}]}}`)).toBeUndefined();
    expect(bodyShapeProblem(`{"query":"{ a }","variables":{"v":[${many},${many},${many}]}}`)).toBe('The request body holds more than 100016 values');
  });
});
