import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { busyFor, SubgraphBusyError, SubgraphHealth } from '../../../gateway/federation/subgraph-health';

describe("a remote area's health", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A subgraph whose `/health` answers, whatever its GraphQL endpoint does.
    server = createServer((_req, res) => res.writeHead(200).end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // A probe gets the interval less 100 ms: 300 ms leaves it 200, which a loaded machine needs (50 left it 1 ms).
  const health = () => new SubgraphHealth('wallets', url, { failuresToOpen: 3, probeIntervalMs: 300 });
  const until = async (condition: () => boolean) => {
    for (let attempt = 0; attempt < 400 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 25));
  };

  it("is marked down by three failed requests in a row, however often /ready's probe of /health answers between them", async () => {
    const area = health();
    try {
      for (let i = 0; i < 2; i++) {
        area.failed('timeout');
        await area.readiness().check(AbortSignal.timeout(1_000));
      }
      expect(area.down).toBeUndefined();
      area.failed('timeout');
      expect(area.down).toBe('timeout');
    } finally {
      area.close();
    }
  });

  it('lets requests through once /health answers, half-open: the next failure marks it down at once, a success closes it', async () => {
    const area = health();
    try {
      for (let i = 0; i < 3; i++) area.failed('timeout');
      expect(area.down).toBe('timeout');
      await until(() => area.down === undefined);
      expect(area.down).toBeUndefined();
      area.failed('timeout');
      expect(area.down).toBe('timeout');
      await until(() => area.down === undefined);
      area.succeeded();
      area.failed('timeout');
      area.failed('timeout');
      expect(area.down).toBeUndefined();
    } finally {
      area.close();
    }
  });
});

describe('a remote area turning requests away for load', () => {
  // Times are the monotonic clock's milliseconds, given explicitly: when each request was sent, when its refusal came.
  const shed = (retryAfterS = 3, answer: object = {}) => new SubgraphBusyError('wallets', retryAfterS, 'RATE_LIMITED', true, answer);
  const area = () => new SubgraphHealth('wallets', 'http://127.0.0.1:9/graphql');
  /** Five refusals from `from` to `from` + 1200 ms, of requests each sent just before. */
  const fiveOverASecond = (health: SubgraphHealth, from: number, retryAfterS = 3) => {
    for (let i = 0; i < 5; i++) health.busy(shed(retryAfterS), from + i * 300 - 10, from + i * 300);
  };

  it("holds its requests back after five 503s in a row over a second, for the last one's Retry-After; then lets them go", () => {
    const health = area();
    for (let i = 0; i < 4; i++) health.busy(shed(), i * 300 - 10, i * 300);
    expect(health.held(900)).toBeUndefined();
    health.busy(shed(7), 1190, 1200);
    expect(health.held(1200)).toEqual(7);
    expect(health.held(7700)).toEqual(1);
    expect(health.held(8201)).toBeUndefined();
    // The wait over, it takes five in a row again.
    for (let i = 0; i < 4; i++) health.busy(shed(), 8300 + i * 400 - 10, 8300 + i * 400);
    expect(health.held(9600)).toBeUndefined();
    expect(health.down).toBeUndefined();
  });

  it("does not hold them for a burst refused at once, with an answer between, for 429s or a caller's 503, or for one refusal operations shared", () => {
    const burst = area();
    for (let i = 0; i < 10; i++) burst.busy(shed(), 0, i * 10);
    expect(burst.held(100)).toBeUndefined();

    const between = area();
    for (let i = 0; i < 4; i++) between.busy(shed(), i * 300 - 10, i * 300);
    between.succeeded(950);
    for (let i = 0; i < 4; i++) between.busy(shed(), 1000 + i * 300 - 10, 1000 + i * 300);
    expect(between.held(2000)).toBeUndefined();

    const callers = area();
    for (let i = 0; i < 10; i++) callers.busy(new SubgraphBusyError('wallets', 1, 'RATE_LIMITED', false), i * 300 - 10, i * 300);
    for (let i = 0; i < 10; i++) callers.busy(new SubgraphBusyError('wallets', 10, 'AUTHENTICATION_UNAVAILABLE', false), 3000 + i * 300 - 10, 3000 + i * 300);
    expect(callers.held(6000)).toBeUndefined();

    const shared = area();
    const answer = {};
    for (let i = 0; i < 5; i++) shared.busy(shed(3, answer), i * 300 - 10, i * 300);
    expect(shared.held(1200)).toBeUndefined();
  });

  it('lets an answer lift a hold; refusals arriving during one, or of requests sent before it ended, neither extend it nor count', () => {
    const health = area();
    fiveOverASecond(health, 0);
    expect(health.held(1200)).toEqual(3);
    // Answers to requests sent before the hold: it ends at 4200 all the same.
    for (let i = 0; i < 5; i++) health.busy(shed(30), 1100, 2000 + i * 300);
    expect(health.held(4100)).toEqual(1);
    expect(health.held(4201)).toBeUndefined();
    for (let i = 0; i < 5; i++) health.busy(shed(), 4000, 4300 + i * 300);
    expect(health.held(5600)).toBeUndefined();
    fiveOverASecond(health, 6000);
    expect(health.held(7200)).toEqual(3);
    health.succeeded(7300);
    expect(health.held(7300)).toBeUndefined();
  });
});

describe("a subgraph's Retry-After", () => {
  const now = Date.parse('2026-11-28T08:00:00Z');
  it.each<[number, string | undefined, number | undefined]>([
    [503, '3', 3],
    [503, '0', 1],
    [503, '999999999', 60],
    [503, 'Sat, 28 Nov 2026 08:00:20 GMT', 20],
    [503, 'Sat, 28 Nov 2026 07:59:00 GMT', 1],
    [503, '-5', undefined],
    [503, '5, 5', undefined],
    [503, 'soon 5', undefined],
    [503, 'Sat, 28 Nov 2026 08:00:20 GMT, Sat, 28 Nov 2026 08:00:20 GMT', undefined],
    [503, undefined, undefined],
    [429, '-5', 1],
    [429, undefined, 1],
    [500, '3', undefined],
  ])('%i with Retry-After %p: busy for %p s', (status, retryAfter, seconds) => {
    expect(busyFor(status, retryAfter, now)).toBe(seconds);
  });
});
