import { QueryPlanner } from '@apollo/query-planner';
import { request } from 'undici';
import { distinctLargePlan } from '../../bench/attacks';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

const PRODUCTS = '{ products(pageSize: 2) { total products { sku name talkingProduct { name } } } }';

describe('query planning off the event loop', () => {
  let stack: Stack;
  const buildQueryPlan = jest.spyOn(QueryPlanner.prototype, 'buildQueryPlan');
  beforeAll(async () => {
    stack = await startStack({ env: { QUERY_PLANNING_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    buildQueryPlan.mockRestore();
    await stack.stop();
  });
  beforeEach(() => stack.emulator.resetRequests());

  const post = async (body: string) => {
    const response = await request(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(await stack.headersFor(ADMIN)) },
      body,
    });
    return { status: response.statusCode, body: (await response.body.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: Record<string, unknown> }[] } };
  };

  it("answers new and known operations with plans made in the planning thread: the gateway's own planner never runs", async () => {
    const first = await stack.query<{ products: { total: number } }>(PRODUCTS);
    const again = await stack.query<{ products: { total: number } }>(PRODUCTS);
    const named = await stack.query<{ products: { total: number } }>(`query Named { products(pageSize: 1) { total } }`);
    expect(first.errors).toBeUndefined();
    expect(again).toEqual(first);
    expect(named.data!.products.total).toBe(first.data!.products.total);
    expect(buildQueryPlan).not.toHaveBeenCalled();
  });

  it('refuses an operation past QUERY_PLANNING_TIMEOUT_MS before any service call, and plans the next one', async () => {
    const large = await post(distinctLargePlan('timeout'));
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('longer than 300 ms'),
        extensions: expect.objectContaining({ code: 'OPERATION_TOO_EXPENSIVE', maxPlanningMs: 300 }),
      }),
    ]);
    expect(stack.emulator.calls()).toBe(0);
    const next = await post(JSON.stringify({ query: '{ products(pageSize: 3) { total } }' }));
    expect(next.status).toBe(200);
    expect(next.body.data).toEqual({ products: { total: expect.any(Number) } });
    expect(buildQueryPlan).not.toHaveBeenCalled();
  }, 60_000);

  it('answers known operations while the thread plans new large ones from several clients at once', async () => {
    await stack.query(PRODUCTS);
    let settled = 0;
    const flood = Array.from({ length: 12 }, (_, i) =>
      post(distinctLargePlan(`flood${i}`)).then((answer) => {
        settled++;
        return answer;
      }),
    );
    const known = await post(JSON.stringify({ query: PRODUCTS }));
    expect(known.status).toBe(200);
    expect(known.body.errors).toBeUndefined();
    // Answered while new ones still waited for their turn to be planned.
    expect(settled).toBeLessThan(flood.length);
    const answers = await Promise.all(flood);
    for (const answer of answers) {
      expect([400, 429]).toContain(answer.status);
      expect(['OPERATION_TOO_EXPENSIVE', 'RATE_LIMITED']).toContain(answer.body.errors![0]!.extensions.code);
    }
    expect(buildQueryPlan).not.toHaveBeenCalled();
  }, 120_000);
});
