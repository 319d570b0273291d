import type { Emulator } from '../../emulator/server';
import { HONEST, peakRssDuring, post, type Answer } from '../../bench/attacks';
import { startAttackedGateway, type AttackedGateway } from '../helpers/attacked-gateway';
import type { SpawnedProcess } from '../helpers/spawned-process';

/**
 * The gateway's own answer, held to the operation's answer budget (MAX_OPERATION_RESPONSE_BYTES,
 * 4 MiB by default). The budget counts each service answer once, and an answer may repeat one: the
 * talking-products list is read once per request, and thirty aliases of it once answered thirty
 * times over. The production gateway (its own process, `start:prod`'s heap cap) runs in front of an
 * emulator whose talking-products list is grown to a realistic catalogue's size.
 */
const RSS_BOUND = 420 * 1024 * 1024;
const query = (text: string) => JSON.stringify({ query: text });
/** 30 aliases of the whole talking-products list's raw records: 875 bytes, cost 30, one service call. */
const THIRTY_LISTS = query(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: talkingProducts { raw }`).join(' ')} }`);
const TOO_LARGE = { message: "This operation's answer passed its limit of 4194304 bytes: the operation ran, and its answer is not sent", extensions: expect.objectContaining({ code: 'OPERATION_RESPONSE_TOO_LARGE' }) };

describe('a production gateway whose answers would repeat a large read', () => {
  let emulator: Emulator;
  let gateway: SpawnedProcess;
  let url: string;

  let attacked: AttackedGateway;

  beforeAll(async () => {
    attacked = await startAttackedGateway();
    ({ emulator, gateway, url } = attacked);
  }, 60_000);
  afterAll(() => attacked.stop());

  /** `count` more talking-product records of about 1.2 KB each: the service's whole list grows. */
  const growTalkingProducts = (from: number, count: number) => {
    for (let n = from; n < from + count; n++) {
      emulator.state.talkingProducts.create({ sku: `BULK-${n}`, name: `Bulk ${n}`, description: 'd'.repeat(1000), price: 1, stock: 1 } as never);
    }
  };

  /** The thirty aliases answered null, and the one refusal why. */
  function refused(answer: Answer): void {
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { data: Record<string, unknown>; errors: unknown[] };
    expect(Object.values(body.data)).toEqual(Array.from({ length: 30 }, () => null));
    expect(body.errors).toEqual([expect.objectContaining(TOO_LARGE)]);
  }

  async function survived(peak: number): Promise<void> {
    expect(gateway.child.exitCode).toBeNull();
    const honest = await post(url, HONEST);
    expect(JSON.parse(honest.body)).toEqual({ data: { products: { total: expect.any(Number) } } });
    expect(peak).toBeLessThan(RSS_BOUND);
  }

  it('answers the list once, and refuses thirty aliases of a 0.5 MB list (once 15 MB from 875 bytes), sixteen at once, before writing any', async () => {
    growTalkingProducts(0, 400);
    const once = await post(url, query('{ talkingProducts { raw } }'));
    expect(once.body.length).toBeGreaterThan(450_000);
    expect(JSON.parse(once.body).data.talkingProducts.raw.products).toHaveLength(420);
    emulator.resetRequests();
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => Promise.all(Array.from({ length: 16 }, () => post(url, THIRTY_LISTS))));
    for (const answer of result) refused(answer);
    // At most one list call per request (identical reads in flight are merged): the refusal costs no call of its own.
    expect(emulator.calls()).toBeGreaterThan(0);
    expect(emulator.calls()).toBeLessThanOrEqual(16);
    await survived(peak);
  }, 120_000);

  it('counts each copy of a read merged in flight: 32 identical anonymous requests from two addresses for eight pages of products with their sources (2 MB each, once out of memory) stay within the heap', async () => {
    const pages = query(`{ ${Array.from({ length: 8 }, (_, i) => `a${i}: products(source: true, pageSize: 100, pageFrom: ${i}) { raw products { sku source } }`).join(' ')} }`);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () =>
      Promise.all(['127.0.0.1', '127.0.0.2'].flatMap((address) => Array.from({ length: 16 }, () => post(url, pages, {}, address)))),
    );
    const full = result.filter((answer) => !answer.body.includes('"errors"'));
    for (const answer of full) expect(answer.body.length).toBeGreaterThan(1_000_000);
    // The rest are told what held them back: the pool of answers in flight, or the answer budget.
    for (const answer of result.filter((candidate) => !full.includes(candidate))) {
      expect(answer.body).toMatch(/"code":"(RATE_LIMITED|OPERATION_RESPONSE_TOO_LARGE)"/);
    }
    expect(full.length).toBeGreaterThan(0);
    await survived(peak);
  }, 120_000);

  it('refuses thirty aliases of a 3.6 MB list (once out of memory, from one request), and still answers the list once', async () => {
    growTalkingProducts(400, 2_600);
    const { result, peak } = await peakRssDuring(gateway.child.pid!, () => post(url, THIRTY_LISTS));
    refused(result);
    const once = await post(url, query('{ talkingProducts { raw } }'));
    expect(once.body.length).toBeGreaterThan(3_500_000);
    expect(JSON.parse(once.body).data.talkingProducts.raw.products).toHaveLength(3_020);
    await survived(peak);
  }, 120_000);
});
