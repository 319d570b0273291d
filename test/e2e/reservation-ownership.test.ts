import { request } from 'undici';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';
import { startStack, type GraphQLResponse, type Stack } from '../helpers/stack';
import { testSubgraphOptions } from '../helpers/service-config';

/**
 * Stock reservations belong to whoever made them: another shopper can neither cancel nor commit one,
 * gets the same answer as for an id that does not exist, and nothing reaches the service; merchant
 * and support callers can. A shopper holds at most MAX_RESERVED_UNITS_PER_USER units in open
 * reservations. The same holds with the records in memory and on a real Redis, and on Redis for a
 * merchant subgraph served on its own beside the gateway.
 */

interface Payload {
  reservationId: string | null;
  reservation: { status: string | null; quantity: number | null } | null;
}
type Data = Record<string, Payload | null>;

const RESERVE = `mutation ($input: ReserveStockInput!) { reserveStock(input: $input) { reservationId reservation { status quantity } } }`;
const CANCEL = `mutation ($id: Identifier!) { cancelStockReservation(input: { reservationId: $id }) { reservationId reservation { status quantity } } }`;
const COMMIT = `mutation ($id: Identifier!) { commitStockReservation(input: { reservationId: $id }) { reservationId reservation { status quantity } } }`;

/** Units a test's stack lets a shopper hold: small, so that the cap is reached with the seed's stock. */
const CAP = 10;
const ENV = { MAX_RESERVED_UNITS_PER_USER: String(CAP) };

/** An error as a caller could compare two of them: everything but the request id, which differs per request. */
const comparable = (result: GraphQLResponse<Data>) => {
  const [error] = result.errors ?? [];
  const { requestId: _requestId, ...extensions } = error?.extensions ?? {};
  return { message: error?.message, extensions };
};

function ownershipSuite(name: string, env: () => NodeJS.ProcessEnv) {
  describe(`stock reservations (${name})`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ env: { ...ENV, ...env() } });
    });
    afterAll(() => stack.stop());
    beforeEach(() => stack.emulator.resetRequests());

    const as = (userId: string, scopes: readonly string[] = []) => stack.as({ userId, scopes });
    const reserve = async (userId: string, quantity: number, sku = 'SKU-0010') => {
      const result = await as(userId).query<Data>(RESERVE, { input: { channel: 'web', sku, quantity } });
      expect(result.errors).toBeUndefined();
      return result.data!.reserveStock!.reservationId!;
    };

    it("refuses another shopper's cancel and commit exactly like an unknown id, without any service call", async () => {
      const id = await reserve(`${name}-owner-1`, 2);
      stack.emulator.resetRequests();
      const thief = as(`${name}-thief-1`);
      const cancel = await thief.query<Data>(CANCEL, { id });
      const commit = await thief.query<Data>(COMMIT, { id });
      const unknownCancel = await thief.query<Data>(CANCEL, { id: 'res-999999' });
      const unknownCommit = await thief.query<Data>(COMMIT, { id: 'res-999999' });
      expect(cancel.data).toEqual({ cancelStockReservation: null });
      expect(commit.data).toEqual({ commitStockReservation: null });
      expect(comparable(cancel)).toEqual({
        message: 'input.reservationId: a user reaches only the stock reservations they made (or needs the merchant or support scope)',
        extensions: { code: 'FORBIDDEN', fields: ['input.reservationId'], requiredScopes: [['merchant'], ['support']], serviceName: 'merchant' },
      });
      expect(comparable(commit)).toEqual(comparable(cancel));
      expect(comparable(unknownCancel)).toEqual(comparable(cancel));
      expect(comparable(unknownCommit)).toEqual(comparable(cancel));
      expect(stack.emulator.calls()).toBe(0);
      // The reservation is untouched: its owner still cancels it.
      const owned = await as(`${name}-owner-1`).query<Data>(CANCEL, { id });
      expect(owned.errors).toBeUndefined();
      expect(owned.data!.cancelStockReservation).toEqual({ reservationId: id, reservation: { status: 'CANCELED', quantity: 2 } });
    });

    it('lets the owner commit their own reservation', async () => {
      const id = await reserve(`${name}-owner-2`, 1);
      const committed = await as(`${name}-owner-2`).query<Data>(COMMIT, { id });
      expect(committed.errors).toBeUndefined();
      expect(committed.data!.commitStockReservation!.reservation).toEqual({ status: 'COMMITTED', quantity: 1 });
    });

    it("lets a merchant commit and a support caller cancel a shopper's reservation", async () => {
      const first = await reserve(`${name}-owner-3`, 1);
      const second = await reserve(`${name}-owner-3`, 1);
      const committed = await as('merchant-1', ['merchant']).query<Data>(COMMIT, { id: first });
      const canceled = await as('support-1', ['support']).query<Data>(CANCEL, { id: second });
      expect(committed.errors).toBeUndefined();
      expect(canceled.errors).toBeUndefined();
      expect(committed.data!.commitStockReservation!.reservation!.status).toBe('COMMITTED');
      expect(canceled.data!.cancelStockReservation!.reservation!.status).toBe('CANCELED');
    });

    it('refuses units past the cap before any call, and counts them again once canceled, committed or refused by the service', async () => {
      const shopper = `${name}-hoarder`;
      const held = await reserve(shopper, 6);
      stack.emulator.resetRequests();
      const over = await as(shopper).query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0010', quantity: 5 } });
      expect(over.data).toEqual({ reserveStock: null });
      expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.quantity'] });
      expect(over.errors?.[0]?.message).toBe(
        `input.quantity: a user holds at most ${CAP} units in open stock reservations (MAX_RESERVED_UNITS_PER_USER), and 6 are held already`,
      );
      expect(stack.emulator.calls()).toBe(0);
      // Another shopper has a cap of their own.
      await reserve(`${name}-neighbour`, 5);

      await as(shopper).query<Data>(CANCEL, { id: held });
      const committedLater = await reserve(shopper, 5);
      await as(shopper).query<Data>(COMMIT, { id: committedLater });
      // A reservation the service refuses (no such sku) gives its units back at once.
      const refused = await as(shopper).query<Data>(RESERVE, { input: { channel: 'web', sku: 'NO-SUCH-SKU', quantity: CAP } });
      expect(refused.errors?.[0]?.extensions?.upstream).toMatchObject({ operation: 'MerchantSalesChannel/reserveStock' });
      expect(stack.emulator.calls('MerchantSalesChannel/reserveStock')).toBe(3);
      await reserve(shopper, CAP);
    });

    it('does not cap merchant and support callers', async () => {
      const merchant = as('merchant-2', ['merchant']);
      const result = await merchant.query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0009', quantity: CAP * 3 } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.reserveStock!.reservation!.quantity).toBe(CAP * 3);
    });
  });
}

ownershipSuite('memory', () => ({}));

describe('on Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  ownershipSuite('redis', () => ({ REDIS_URL: redis.url }));

  describe('a merchant subgraph served on its own shares the records with the gateway', () => {
    let stack: Stack;
    let subgraph: RunningSubgraph;
    beforeAll(async () => {
      stack = await startStack({ env: { ...ENV, REDIS_URL: redis.url } });
      const config = loadConfig({ ...ENV, REDIS_URL: redis.url });
      subgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'merchant')!, serviceConfig(config, stack.emulator), 0, '127.0.0.1', testSubgraphOptions({
        auth: stack.issuer.auth,
        redisUrl: config.redisUrl,
      }));
    });
    afterAll(async () => {
      await subgraph.stop();
      await stack.stop();
    });

    const atSubgraph = async (userId: string, query: string, variables: Record<string, unknown>) => {
      const response = await request(subgraph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await stack.headersFor({ userId })) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.body.json()) as GraphQLResponse<Data>;
    };

    it('knows at the subgraph who made a reservation at the gateway, and the units they hold', async () => {
      const made = await stack.as({ userId: 'split-owner' }).query<Data>(RESERVE, { input: { channel: 'web', sku: 'SKU-0008', quantity: 7 } });
      const id = made.data!.reserveStock!.reservationId!;
      stack.emulator.resetRequests();
      const foreign = await atSubgraph('split-thief', CANCEL, { id });
      expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: ['input.reservationId'] });
      const over = await atSubgraph('split-owner', RESERVE, { input: { channel: 'web', sku: 'SKU-0008', quantity: 4 } });
      expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.quantity'] });
      expect(stack.emulator.calls()).toBe(0);
      const own = await atSubgraph('split-owner', CANCEL, { id });
      expect(own.errors).toBeUndefined();
      expect(own.data!.cancelStockReservation!.reservation!.status).toBe('CANCELED');
    });
  });
});
