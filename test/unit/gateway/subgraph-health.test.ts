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

  const health = () => new SubgraphHealth('wallets', url, { failuresToOpen: 3, probeIntervalMs: 50 });
  const until = async (condition: () => boolean) => {
    for (let attempt = 0; attempt < 100 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
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
  const shed = (retryAfterS = 3, code = 'RATE_LIMITED') => new SubgraphBusyError('wallets', retryAfterS, code, true);
  const area = () => new SubgraphHealth('wallets', 'http://127.0.0.1:9/graphql');

  it("holds its requests back after five 503s in a row, for the last one's Retry-After, with its code; then lets them go", () => {
    const health = area();
    for (let i = 0; i < 4; i++) health.busy(shed());
    expect(health.held()).toBeUndefined();
    health.busy(shed(7, 'AUTHENTICATION_UNAVAILABLE'));
    expect(health.held()).toEqual({ code: 'AUTHENTICATION_UNAVAILABLE', retryAfterS: 7 });
    expect(health.held(Date.now() + 6_500)).toEqual({ code: 'AUTHENTICATION_UNAVAILABLE', retryAfterS: 1 });
    expect(health.held(Date.now() + 7_001)).toBeUndefined();
    // The wait over, it takes five in a row again.
    for (let i = 0; i < 4; i++) health.busy(shed());
    expect(health.held()).toBeUndefined();
    expect(health.down).toBeUndefined();
  });

  it('does not hold them when an answer came between, for 429s, or for one refusal shared by many operations', () => {
    const between = area();
    for (let i = 0; i < 4; i++) between.busy(shed());
    between.succeeded();
    for (let i = 0; i < 4; i++) between.busy(shed());
    expect(between.held()).toBeUndefined();

    const rate = area();
    for (let i = 0; i < 10; i++) rate.busy(new SubgraphBusyError('wallets', 1, 'RATE_LIMITED', false));
    expect(rate.held()).toBeUndefined();

    const shared = area();
    const refusal = shed();
    for (let i = 0; i < 5; i++) shared.busy(refusal);
    expect(shared.held()).toBeUndefined();
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
