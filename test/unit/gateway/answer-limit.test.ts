import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { HeaderMap } from '@apollo/server';
import { answerBytes, answerLimitPlugin } from '../../../gateway/limits/answer-limit';
import { answerPool, holdAnswer, holdCopy, releaseBudget, upstreamBudget } from '../../../gateway/limits/upstream-budget';

describe('answerBytes', () => {
  it("follows JSON.stringify's length: within a tenth on a page of records, within a small factor on any JSON", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), (text) => {
        const value: unknown = JSON.parse(text);
        const written = JSON.stringify(value).length;
        const estimated = answerBytes(value, Number.MAX_SAFE_INTEGER);
        // Never far under what is written (it bounds that); over it by a small factor at most.
        expect(estimated).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(value)) * 0.75);
        expect(estimated).toBeLessThanOrEqual(written * 6 + 24);
      }),
      { numRuns: 500 },
    );
    const page = { products: Array.from({ length: 100 }, (_, i) => ({ sku: `SKU-${i}`, name: `Product ${i}`, price: { amount: 10.5, currency: 'EUR' } })) };
    const ratio = answerBytes(page, Number.MAX_SAFE_INTEGER) / JSON.stringify(page).length;
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('counts a value reached twice twice, as it is written twice', () => {
    const list = { items: Array.from({ length: 1000 }, (_, i) => `item ${i}`) };
    const once = answerBytes({ a: list }, Number.MAX_SAFE_INTEGER);
    const thirty = answerBytes(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`a${i}`, list])), Number.MAX_SAFE_INTEGER);
    expect(thirty).toBeGreaterThan(29 * once);
  });

  it('stops once past its limit, on a value of a hundred million bytes written out', () => {
    const list = Array.from({ length: 10_000 }, () => 'x'.repeat(100));
    const shared = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`a${i}`, list]));
    expect(answerBytes(shared, 4 * 2 ** 20)).toBe(4 * 2 ** 20 + 1);
  });

  it('holds on to nothing of a walk it stopped, and the next walk counts its own value alone', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const records = () => Array.from({ length: 100 }, (_, i) => ({ sku: `SKU-${i}` }));
    const alone = answerBytes({ items: records() }, Number.MAX_SAFE_INTEGER);
    // The page is out of reach once the walk stopped, but for what the walk may still hold.
    const unwalked = (() => {
      const page = { items: records() };
      expect(answerBytes(page, 300)).toBe(301);
      return new WeakRef(page.items[0]!);
    })();
    // A WeakRef holds its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(unwalked.deref()).toBeUndefined();
    expect(answerBytes({ items: records() }, Number.MAX_SAFE_INTEGER)).toBe(alone);
  });

  it('counts escapes and characters beyond ASCII at their most, and numbers and dates as written', () => {
    const control = '\u0001'.repeat(1000);
    expect(answerBytes(control, Number.MAX_SAFE_INTEGER)).toBeGreaterThanOrEqual(JSON.stringify(control).length);
    const wide = 'é€'.repeat(1000);
    expect(answerBytes(wide, Number.MAX_SAFE_INTEGER)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(wide)));
    const digits = Array.from({ length: 1000 }, (_, i) => i % 10);
    expect(answerBytes(digits, Number.MAX_SAFE_INTEGER)).toBe(JSON.stringify(digits).length);
    const numbers = [-0, -12, 0, 7, 10, 99, 100, 123456, -987654321, 2 ** 53 - 1, 2 ** 53, 1e21, 0.1, -3.5e-7, Number.NaN];
    expect(answerBytes(numbers, Number.MAX_SAFE_INTEGER)).toBe(JSON.stringify(numbers).length);
    const dates = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    expect(answerBytes(dates, Number.MAX_SAFE_INTEGER)).toBe(JSON.stringify(dates).length);
    const floats = Array.from({ length: 1000 }, () => Math.random());
    expect(answerBytes(floats, Number.MAX_SAFE_INTEGER)).toBe(JSON.stringify(floats).length);
  });

  it('walks deep values without recursion', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    // Two brackets a level (JSON.stringify itself overflows the stack here), and the string.
    expect(answerBytes(deep, Number.MAX_SAFE_INTEGER)).toBe(100_000 * 2 + 6);
  });
});

describe('holdAnswer', () => {
  it('holds what an answer adds to what its operation already holds, in its budget and the pool', () => {
    const pool = answerPool(10_000, 10_000);
    const budget = upstreamBudget(10, 10_000, pool);
    // The service answers it was built from (600 bytes), held already.
    expect(holdCopy(budget, 600)).toBeUndefined();
    holdAnswer(budget, 400);
    expect({ bytes: budget.bytes, pool: pool.held }).toEqual({ bytes: 600, pool: 600 });
    holdAnswer(budget, 1_000);
    expect({ bytes: budget.bytes, pool: pool.held }).toEqual({ bytes: 1_000, pool: 1_000 });
    releaseBudget(budget);
    expect(pool.held).toBe(0);
  });

  it("refuses an answer that would take its address past its share of the pool, or the pool past its limit, unless it is kept", () => {
    const pool = answerPool(10_000, 4_000);
    // Small reads, repeated under aliases into a large answer, from one address.
    const [first, second] = [upstreamBudget(10, 10_000, pool, '127.0.0.4'), upstreamBudget(10, 10_000, pool, '127.0.0.4')];
    expect(holdCopy(first, 100)).toBeUndefined();
    expect(holdCopy(second, 100)).toBeUndefined();
    expect(holdAnswer(first, 3_500)).toBeUndefined();
    expect(holdAnswer(second, 3_500)).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: 1, maxInflightResponseBytesPerAddress: 4_000 } });
    expect({ address: pool.byAddress.get('127.0.0.4'), held: pool.held }).toEqual({ address: 3_600, held: 3_600 });
    // A write's answer is held whatever it adds.
    expect(holdAnswer(second, 3_500, true)).toBeUndefined();
    expect(pool.held).toBe(7_000);
    // Another address: its share has room, the pool does not.
    const other = upstreamBudget(10, 10_000, pool, '127.0.0.5');
    expect(holdAnswer(other, 3_500)).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: 1 }, message: expect.stringContaining('this answer is not sent') });
    expect(holdAnswer(other, 2_900)).toBeUndefined();
    for (const budget of [first, second, other]) releaseBudget(budget);
    expect({ held: pool.held, addresses: pool.byAddress.size }).toEqual({ held: 0, addresses: 0 });
  });
});

describe('answerLimitPlugin', () => {
  /** What the plugin leaves of a 3,000-byte answer to a query or a mutation of an operation whose address holds `held` of a 4,000-byte share. */
  async function sent(operation: 'query' | 'mutation', held: number) {
    const pool = answerPool(10_000, 4_000);
    expect(holdCopy(upstreamBudget(10, 10_000, pool, '127.0.0.4'), held)).toBeUndefined();
    const budget = upstreamBudget(10, 10_000, pool, '127.0.0.4');
    const response = { http: { status: undefined as number | undefined, headers: new HeaderMap() }, body: { kind: 'single' as const, singleResult: { data: { a: 'x'.repeat(3_000) } as unknown } } };
    const hooks = await answerLimitPlugin().requestDidStart!({} as never);
    await hooks!.willSendResponse!({ contextValue: { upstream: budget }, response, operation: { operation } } as never);
    return { status: response.http.status, retryAfter: response.http.headers.get('retry-after'), result: response.body.singleResult, held: pool.held };
  }

  it("answers a query whose answer its address's share has no room for 429 RATE_LIMITED, with Retry-After, and holds nothing for it", async () => {
    const refused = await sent('query', 2_000);
    expect(refused).toMatchObject({ status: 429, retryAfter: '1', held: 2_000 });
    expect(refused.result).toEqual({ data: null, errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', maxInflightResponseBytesPerAddress: 4_000 }) })] });
  });

  it("sends a mutation's answer whatever it adds, and a query's that has room", async () => {
    const written = await sent('mutation', 2_000);
    expect(written).toMatchObject({ status: undefined, retryAfter: undefined });
    expect(written.result).toEqual({ data: { a: expect.any(String) } });
    expect(written.held).toBeGreaterThan(5_000);
    expect(await sent('query', 500)).toMatchObject({ status: undefined, result: { data: { a: expect.any(String) } } });
  });
});
