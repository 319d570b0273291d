import { QueryPlanner } from '@apollo/query-planner';
import { Agent, request } from 'undici';
import { distinctLargePlan, post as postBody } from '../../bench/attacks';
import { startAttackedGateway } from '../helpers/attacked-gateway';
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

  const post = async (body: string, localAddress?: string) => {
    const response = await request(stack.gateway.url, {
      ...(localAddress ? { dispatcher: new Agent({ connect: { localAddress } }) } : {}),
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(await stack.headersFor(ADMIN)) },
      body,
    });
    return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: (await response.body.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: Record<string, unknown> }[] } };
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

  it("refuses a new operation's variables before it is planned (scalar validation runs first)", async () => {
    const { query } = JSON.parse(distinctLargePlan('variables')) as { query: string };
    const refused = await post(JSON.stringify({ query, variables: { v0: 'not a boolean' } }));
    // Planned first, it would have been refused for its planning time (300 ms here).
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: ['if'] }) })]);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('answers known operations while the thread plans new large ones from three other client addresses at once', async () => {
    await stack.query(PRODUCTS);
    let settled = 0;
    const flood = Array.from({ length: 6 }, (_, i) =>
      post(distinctLargePlan(`flood${i}`), `127.0.0.${20 + (i % 3)}`).then((answer) => {
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
      expect(answer.body.errors![0]!.extensions.code).toBe(answer.status === 400 ? 'OPERATION_TOO_EXPENSIVE' : 'RATE_LIMITED');
      expect(answer.retryAfter).toBe(answer.status === 429 ? '1' : undefined);
    }
    expect(buildQueryPlan).not.toHaveBeenCalled();
  }, 120_000);
});

describe('a production gateway stopped while new operations wait to be planned', () => {
  it('answers each of them (planned, or 429 to retry elsewhere) before it exits 0 on SIGTERM', async () => {
    const attacked = await startAttackedGateway({ SHUTDOWN_TIMEOUT_MS: '10000' });
    try {
      const waiting = Array.from({ length: 10 }, (_, i) => postBody(attacked.url, distinctLargePlan(`term${i}`), { accept: 'application/graphql-response+json' }));
      // Stopped once it has taken in all ten (waiting to be planned, or answered): a connection still
      // in the kernel's queue when the listener closes is reset, as any server's is.
      const takenIn = async () => {
        const text = await (await request(attacked.url.replace(/\/graphql$/, '/metrics'))).body.text();
        const planning = Number(/^facade_operations_planning (\d+)$/m.exec(text)?.[1] ?? 0);
        const answered = [...text.matchAll(/^http_requests_total\{route="\/graphql",[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
        return planning + answered;
      };
      for (let attempt = 0; attempt < 200 && (await takenIn()) < 10; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await takenIn()).toBe(10);
      attacked.gateway.child.kill('SIGTERM');
      // Before, those still waiting when the drain ended had their connections cut: this rejected.
      const answers = await Promise.all(waiting);
      expect(await attacked.gateway.exited).toEqual({ code: 0, signal: null });
      for (const answer of answers) {
        if (answer.status === 200) expect(Object.keys((JSON.parse(answer.body) as { data: object }).data)).toHaveLength(30);
        else expect({ status: answer.status, code: (JSON.parse(answer.body) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
      }
    } finally {
      await attacked.stop();
    }
  }, 120_000);
});
