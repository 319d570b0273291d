import fc from 'fast-check';
import { request } from 'undici';
import { FACADE_ERROR_CODES } from '../../client/errors';
import { DEFAULT_HISTORY_PAGE } from '../../emulator/merchant/routes';
import { BATCH_PROCESSING_MS, BATCH_QUEUE_MS, MAX_STOCK } from '../../emulator/merchant/store';
import { MAX_AMOUNT, MAX_MINOR, toMinor } from '../../emulator/money';
import { startStack, type GraphQLResponse, type Identity, type Stack } from '../helpers/stack';

/**
 * Random sequences of GraphQL operations through the gateway, one to three at once per step: stock
 * imports (and the batch processing that applies them), stock reservations made, canceled,
 * committed and refunded by two shoppers and a merchant, and wallet loads and spends. After every
 * step the state is read back through the facade and held against a model the test keeps from what
 * the facade acknowledged: availableStock and currentStock never negative and always readable (no
 * Int past GraphQL's bound, no INTERNAL_SERVER_ERROR or UPSTREAM_BAD_RESPONSE), reserved units equal
 * to what the acknowledged reservations hold, a shopper never past the unit cap, balances equal to
 * the acknowledged loads less the acknowledged spends, and every refusal a typed code, never a 500.
 * test/contract/invariants.property.test.ts checks the emulator alone; this checks what a client of
 * the facade sees of the same states.
 */

const CHANNEL = 'web';
/** Seeded products (emulator/merchant/seed.ts: WH-1 in web), so availableStock reads the merchant's stock from the start. */
const SKUS = ['SKU-0001', 'SKU-0002'] as const;
/** Three warehouses: enough that levels at the Quantity bound sum past GraphQL Int in a product's totals. */
const WAREHOUSES = ['WH-1', 'WH-2', 'WH-3'] as const;
/** The bound of the facade's Quantity scalar (subgraphs/shared/scalars.ts). */
const MAX_QUANTITY = 1_000_000_000;
/** The largest GraphQL Int. */
const MAX_INT = 2_147_483_647;
/** A small cap, so that the shoppers reach it within a sequence. */
const CAP = 10;

const SHOPPERS = [{ userId: 'shopper-a', scopes: [] }, { userId: 'shopper-b', scopes: [] }] as const;
const MERCHANT = { userId: 'merchant-prop', scopes: ['merchant'] } as const;
const WALLET_ADMIN = { userId: 'wallet-admin-prop', scopes: ['wallet-admin'] } as const;
/** Who acts on reservations: 0 and 1 are the shoppers, 2 the merchant (uncapped, may end anyone's). */
type Actor = 0 | 1 | 2;
const ACTORS: readonly Identity[] = [SHOPPERS[0], SHOPPERS[1], MERCHANT];
/** The account the wallet steps load and spend: shopper-a's. */
const ACCOUNT = { walletId: 'wallet-prop', currency: 'EURO', accountNumber: 'PROP-1' } as const;
/** Who spends: 0 the account's owner, 1 the other shopper (always FORBIDDEN), 2 the wallet administrator. */
const SPENDERS: readonly Identity[] = [SHOPPERS[0], SHOPPERS[1], WALLET_ADMIN];

type Command =
  | { kind: 'import'; sku: number; items: { warehouse: number; quantity: number }[] }
  | { kind: 'reserve'; actor: Actor; sku: number; quantity: number }
  | { kind: 'cancel' | 'commit'; actor: Actor; reservation: number }
  | { kind: 'refund'; reservation: number; quantity: number | undefined }
  | { kind: 'load'; amount: number }
  | { kind: 'spend'; spender: Actor; amount: number };

/** A step: the clock moves past batch processing first when `advance`, then its commands go at once. */
interface Step {
  advance: boolean;
  commands: Command[];
}

/** Ordinary levels, and the edges of the Quantity scalar and of the service's own bound. */
const stockQuantity = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(MAX_QUANTITY, MAX_QUANTITY - 1, MAX_QUANTITY + 1, MAX_STOCK, -1, 2.5) },
);
/** Ordinary amounts, and the edges of the Amount bound, past it, and between cents. */
const money = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100) },
  { weight: 2, arbitrary: fc.constantFrom(MAX_AMOUNT, MAX_AMOUNT - 0.01, MAX_AMOUNT + 0.01, 1e11, 0.001) },
);
const actor = fc.constantFrom<Actor>(0, 1, 2);
/** A full feed's level: ordinary, or high enough that three warehouses together pass GraphQL Int. */
const feedQuantity = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom(MAX_QUANTITY, MAX_QUANTITY - 1, 800_000_000));
// Reservations weigh most: they are where owners, the cap and the stock meet.
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('import' as const),
    sku: fc.nat(SKUS.length - 1),
    items: fc.array(fc.record({ warehouse: fc.nat(WAREHOUSES.length - 1), quantity: stockQuantity }), { minLength: 1, maxLength: 3 }),
  }),
  // A feed that sets every warehouse at once, as a merchant's full export does.
  fc.record({ sku: fc.nat(SKUS.length - 1), quantity: feedQuantity }).map(
    ({ sku, quantity }): Command => ({ kind: 'import', sku, items: WAREHOUSES.map((_, warehouse) => ({ warehouse, quantity })) }),
  ),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('reserve' as const), actor, sku: fc.nat(SKUS.length - 1), quantity: fc.integer({ min: 0, max: 12 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'commit' as const), actor, reservation: fc.nat(7) }) },
  fc.record({ kind: fc.constant('refund' as const), reservation: fc.nat(7), quantity: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('load' as const), amount: money }),
  fc.record({ kind: fc.constant('spend' as const), spender: actor, amount: money }),
);
// At most one import per step: batches apply in order of receipt, and two sent at once have none the model could know.
const step: fc.Arbitrary<Step> = fc.record({
  advance: fc.boolean(),
  commands: fc.array(command, { minLength: 1, maxLength: 3 }).filter((commands) => commands.filter((one) => one.kind === 'import').length <= 1),
});
const sequences = fc.array(step, { minLength: 3, maxLength: 10 });

// ---- The model: what the facade acknowledged ----

type Status = 'RESERVED' | 'CANCELED' | 'COMMITTED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

interface ModelReservation {
  id: string;
  owner: Actor;
  sku: string;
  quantity: number;
  allocations: { warehouseCode: string; quantity: number }[];
  refunded: number;
  status: Status;
}

interface Level {
  stock: number;
  reserved: number;
}

interface Model {
  /** `sku|warehouse` → level, for every warehouse the service has a level in. */
  levels: Map<string, Level>;
  /** Acknowledged batches not applied yet, in order of receipt. */
  pending: { batchId: string; sku: string; items: { warehouse: string; quantity: number }[] }[];
  reservations: ModelReservation[];
  balanceMinor: number;
}

const levelKey = (sku: string, warehouse: string) => `${sku}|${warehouse}`;
const levelOf = (model: Model, sku: string, warehouse: string): Level => {
  const key = levelKey(sku, warehouse);
  let level = model.levels.get(key);
  if (!level) {
    level = { stock: 0, reserved: 0 };
    model.levels.set(key, level);
  }
  return level;
};
const warehousesOf = (model: Model, sku: string) =>
  [...model.levels].filter(([key]) => key.startsWith(`${sku}|`)).map(([key, level]) => ({ warehouse: key.slice(sku.length + 1), ...level }));
const availableOf = (model: Model, sku: string) => warehousesOf(model, sku).reduce((sum, level) => sum + Math.max(0, level.stock - level.reserved), 0);
const heldBy = (model: Model, shopper: Actor) =>
  model.reservations.filter((one) => one.owner === shopper && one.status === 'RESERVED').reduce((sum, one) => sum + one.quantity, 0);

/** Units of a refund of `count` back in each warehouse, last drawn first (as the service returns them). */
function refundedByWarehouse(allocations: ModelReservation['allocations'], count: number): Map<string, number> {
  const back = new Map<string, number>();
  let left = count;
  for (const { warehouseCode, quantity } of [...allocations].reverse()) {
    const give = Math.min(left, quantity);
    back.set(warehouseCode, (back.get(warehouseCode) ?? 0) + give);
    left -= give;
  }
  return back;
}

/** The service applies due batches item by item: a level below what reservations hold by then fails. */
function processBatches(model: Model): { batchId: string; successCount: number; failCount: number }[] {
  const processed = model.pending.map(({ batchId, sku, items }) => {
    let successCount = 0;
    for (const { warehouse, quantity } of items) {
      const level = levelOf(model, sku, warehouse);
      if (quantity < level.reserved) continue;
      level.stock = quantity;
      successCount += 1;
    }
    return { batchId, successCount, failCount: items.length - successCount };
  });
  model.pending = [];
  return processed;
}

// ---- Talking to the facade ----

interface Answer<T> {
  status: number;
  body: GraphQLResponse<T>;
}

/** Posts as `identity`, keeping the HTTP status (stack.query drops it): a 500 must not pass unseen. */
async function post<T>(stack: Stack, identity: Identity, query: string, variables: Record<string, unknown>): Promise<Answer<T>> {
  const response = await request(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await stack.headersFor(identity)) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.body.text();
  try {
    return { status: response.statusCode, body: JSON.parse(text) as GraphQLResponse<T> };
  } catch {
    // A body that is not JSON is a broken answer: it fails the status and code checks with its text shown.
    return { status: response.statusCode, body: { errors: [{ message: text, extensions: { code: 'NOT_JSON' } }] } };
  }
}

const codesOf = (answer: Answer<unknown>) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

/** A refusal: no 5xx, at least one error, each with a code of the contract among `allowed`, and no payload. */
function expectRefusal(answer: Answer<Record<string, unknown>>, field: string, allowed: readonly string[]): undefined {
  expect(answer.status).toBeLessThan(500);
  const codes = codesOf(answer);
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) {
    expect(FACADE_ERROR_CODES).toContain(code);
    expect(allowed).toContain(code);
  }
  expect(answer.body.data?.[field] ?? null).toBeNull();
  // Nothing was acknowledged, so nothing changes in the model.
  return undefined;
}

/** An acknowledged write: 200, no error anywhere (the read-backs included), and a payload. */
function expectAcknowledged(answer: Answer<Record<string, unknown>>, field: string): void {
  expect({ status: answer.status, errors: answer.body.errors ?? [] }).toEqual({ status: 200, errors: [] });
  expect(answer.body.data?.[field]).toBeTruthy();
}

/** Whether the facade acknowledged the write: no error and a payload (anything else is judged a refusal). */
const acknowledged = (answer: Answer<Record<string, unknown>>, field: string) =>
  answer.body.errors === undefined && answer.body.data?.[field] !== null && answer.body.data?.[field] !== undefined;

const RESERVATION = `reservationId reservation { reservationId sku quantity refundedQuantity status warehouses { warehouseCode quantity } }`;
const RESERVE = `mutation ($input: ReserveStockInput!) { reserveStock(input: $input) { ${RESERVATION} } }`;
const CANCEL = `mutation ($id: Identifier!) { cancelStockReservation(input: { reservationId: $id }) { ${RESERVATION} } }`;
const COMMIT = `mutation ($id: Identifier!) { commitStockReservation(input: { reservationId: $id }) { ${RESERVATION} } }`;
const REFUND = `mutation ($input: RefundStockInput!) { refundStock(input: $input) { ${RESERVATION} } }`;
const RECEIVE = `mutation ($input: ReceiveMerchantStockInput!) { receiveMerchantStock(input: $input) { batchId batch { batchStatus } } }`;
const BATCH = `query ($batchId: PathSegment!) { merchantImportBatch(batchId: $batchId) { batchStatus successCount failCount } }`;
const LOAD = `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { accountNumber account { balance } } }`;
const SPEND = `mutation ($input: SpendWalletInput!) { spendWallet(input: $input) { accountNumber balance transaction { type amount } account { balance } } }`;
const CREATE_ACCOUNT = `mutation ($input: CreateWalletAccountInput!) { createWalletAccount(input: $input) { accountNumber account { balance userId } } }`;
const STOCK_READ = `query ($sku: Code, $skuId: Identifier!) {
  products(filters: { sku: $sku }) { products { sku availableStock(channel: "${CHANNEL}") stockHistory(channel: "${CHANNEL}", type: STOCK, limit: 100) { histories { warehouse distributedQuantity reservedQuantity } } } }
  currentStock(sku: $skuId, channel: "${CHANNEL}") { stock reserved available warehouses { warehouseCode stock reserved available } }
}`;
const BALANCE_AS_ADMIN = `query { walletAccount(walletId: "${ACCOUNT.walletId}", currency: "${ACCOUNT.currency}", accountNumber: "${ACCOUNT.accountNumber}") { balance } }`;
const BALANCE_AS_OWNER = `query { wallet(walletId: "${ACCOUNT.walletId}") { accounts { accountNumber balance } } }`;

interface ReservationView {
  reservationId: string;
  sku: string | null;
  quantity: number | null;
  refundedQuantity: number | null;
  status: string | null;
  warehouses: { warehouseCode: string; quantity: number | null }[];
}
type ReservationData = Record<string, { reservationId: string | null; reservation: ReservationView | null } | null>;
interface StockRead {
  products: { products: { sku: string; availableStock: number | null; stockHistory: { histories: { warehouse: string | null; distributedQuantity: number | null; reservedQuantity: number | null }[] } | null }[] };
  currentStock: { stock: number | null; reserved: number | null; available: number | null; warehouses: { warehouseCode: string; stock: number | null; reserved: number | null; available: number | null }[] } | null;
}

/** What a command addresses, fixed when its step starts: which reservation, and so which sku. */
interface Resolved {
  command: Command;
  target: ModelReservation | undefined;
  sku: string | undefined;
}

function resolve(model: Model, command: Command): Resolved {
  switch (command.kind) {
    case 'import':
    case 'reserve':
      return { command, target: undefined, sku: SKUS[command.sku] };
    case 'cancel':
    case 'commit':
    case 'refund': {
      const target = model.reservations.length === 0 ? undefined : model.reservations[command.reservation % model.reservations.length];
      return { command, target, sku: target?.sku };
    }
    case 'load':
    case 'spend':
      return { command, target: undefined, sku: undefined };
  }
}

/** An id no reservation has: a shopper gets FORBIDDEN for it, the merchant the service's NOT_FOUND. */
const UNKNOWN_RESERVATION = 'res-999999';

async function send(stack: Stack, { command, target }: Resolved): Promise<Answer<Record<string, unknown>>> {
  switch (command.kind) {
    case 'import':
      return post(stack, MERCHANT, RECEIVE, {
        input: { items: command.items.map(({ warehouse, quantity }) => ({ warehouseCode: WAREHOUSES[warehouse], sku: SKUS[command.sku], channel: CHANNEL, quantity })) },
      });
    case 'reserve':
      return post(stack, ACTORS[command.actor]!, RESERVE, { input: { channel: CHANNEL, sku: SKUS[command.sku], quantity: command.quantity } });
    case 'cancel':
      return post(stack, ACTORS[command.actor]!, CANCEL, { id: target?.id ?? UNKNOWN_RESERVATION });
    case 'commit':
      return post(stack, ACTORS[command.actor]!, COMMIT, { id: target?.id ?? UNKNOWN_RESERVATION });
    case 'refund':
      return post(stack, MERCHANT, REFUND, { input: { reservationId: target?.id ?? UNKNOWN_RESERVATION, quantity: command.quantity } });
    case 'load':
      return post(stack, WALLET_ADMIN, LOAD, { input: { ...ACCOUNT, amount: command.amount } });
    case 'spend':
      return post(stack, SPENDERS[command.spender]!, SPEND, { input: { ...ACCOUNT, amount: command.amount } });
  }
}

const validQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_QUANTITY;
const validAmount = (amount: number) => amount > 0 && amount <= MAX_AMOUNT && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
const changesReserved = (kind: Command['kind']) => kind === 'reserve' || kind === 'cancel' || kind === 'commit';

/** What an acknowledged write changes in the model: applied once every answer of the step is judged. */
type Update = () => void;

/**
 * Judges one answer against the model as the step began (`others`: the step's other commands, whose
 * order against this one nobody knows), and answers what it changes in the model. Where the other
 * commands could change the outcome, either an acknowledgement or the typed refusal is accepted.
 */
function judge(model: Model, resolved: Resolved, others: readonly Resolved[], answer: Answer<Record<string, unknown>>): Update | undefined {
  const { command, target, sku } = resolved;
  switch (command.kind) {
    case 'import': {
      const field = 'receiveMerchantStock';
      if (!command.items.every(({ quantity }) => validQuantity(quantity))) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      const items = command.items.map(({ warehouse, quantity }) => ({ warehouse: WAREHOUSES[warehouse]!, quantity }));
      const contended = others.some((other) => other.sku === sku && changesReserved(other.command.kind));
      if (!contended) {
        // The service refuses a level below what reservations hold at receipt.
        const expected = items.every(({ warehouse, quantity }) => quantity >= (model.levels.get(levelKey(sku!, warehouse))?.reserved ?? 0));
        expect({ command, acknowledged: acknowledged(answer, field) }).toEqual({ command, acknowledged: expected });
      }
      if (!acknowledged(answer, field)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      expectAcknowledged(answer, field);
      const receipt = answer.body.data![field] as { batchId: string; batch: { batchStatus: string } };
      expect(receipt.batch.batchStatus).toBe('PENDING');
      return () => model.pending.push({ batchId: receipt.batchId, sku: sku!, items });
    }
    case 'reserve': {
      const field = 'reserveStock';
      const shopper = command.actor !== 2;
      const sameSku = others.some((other) => other.sku === sku && other.command.kind !== 'import');
      const sameHolder =
        shopper &&
        others.some(
          (other) =>
            (other.command.kind === 'reserve' && other.command.actor === command.actor) ||
            ((other.command.kind === 'cancel' || other.command.kind === 'commit') && other.target?.owner === command.actor),
        );
      const capRefused = (answer.body.errors ?? []).some((error) => error.message.includes('MAX_RESERVED_UNITS_PER_USER'));
      if (capRefused) {
        // Only shoppers are capped, and only when these units would take them past it.
        expect({ command, shopper }).toEqual({ command, shopper: true });
        const pendingOwn = others.filter((other) => other.command.kind === 'reserve' && other.command.actor === command.actor);
        const most = heldBy(model, command.actor) + pendingOwn.reduce((sum, other) => sum + (other.command.kind === 'reserve' ? other.command.quantity : 0), 0);
        expect(most + command.quantity).toBeGreaterThan(CAP);
      }
      if (command.quantity >= 1 && !sameSku && !sameHolder) {
        const overCap = shopper && heldBy(model, command.actor) + command.quantity > CAP;
        const expected = !overCap && command.quantity <= availableOf(model, sku!);
        expect({ command, available: availableOf(model, sku!), acknowledged: acknowledged(answer, field) }).toEqual({
          command,
          available: availableOf(model, sku!),
          acknowledged: expected,
        });
      }
      if (command.quantity < 1 || !acknowledged(answer, field)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      expectAcknowledged(answer, field);
      const reservation = (answer.body.data as ReservationData)[field]!.reservation!;
      const allocations = reservation.warehouses.map(({ warehouseCode, quantity }) => ({ warehouseCode, quantity: quantity ?? 0 }));
      expect({ status: reservation.status, quantity: reservation.quantity, allocated: allocations.reduce((sum, one) => sum + one.quantity, 0) }).toEqual({
        status: 'RESERVED',
        quantity: command.quantity,
        allocated: command.quantity,
      });
      return () => {
        for (const { warehouseCode, quantity } of allocations) levelOf(model, sku!, warehouseCode).reserved += quantity;
        model.reservations.push({ id: reservation.reservationId, owner: command.actor, sku: sku!, quantity: command.quantity, allocations, refunded: 0, status: 'RESERVED' });
      };
    }
    case 'cancel':
    case 'commit': {
      const field = command.kind === 'cancel' ? 'cancelStockReservation' : 'commitStockReservation';
      // Another shopper's reservation, or one that does not exist, is refused alike to a shopper.
      if (command.actor !== 2 && target?.owner !== command.actor) return expectRefusal(answer, field, ['FORBIDDEN']);
      if (!target) return expectRefusal(answer, field, ['NOT_FOUND']);
      const raced = others.some((other) => other.target === target && (other.command.kind === 'cancel' || other.command.kind === 'commit'));
      if (target.status !== 'RESERVED') return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      if (!raced) expect({ command, acknowledged: acknowledged(answer, field) }).toEqual({ command, acknowledged: true });
      if (!acknowledged(answer, field)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      expectAcknowledged(answer, field);
      const status = command.kind === 'cancel' ? 'CANCELED' : 'COMMITTED';
      expect((answer.body.data as ReservationData)[field]!.reservation!.status).toBe(status);
      return () => {
        // Two racers cannot both end it: the second acknowledgement would find it ended already.
        expect({ reservation: target.id, status: target.status }).toEqual({ reservation: target.id, status: 'RESERVED' });
        target.status = status;
        for (const { warehouseCode, quantity } of target.allocations) {
          const level = levelOf(model, target.sku, warehouseCode);
          level.reserved -= quantity;
          if (command.kind === 'commit') level.stock -= quantity;
        }
      };
    }
    case 'refund': {
      const field = 'refundStock';
      if (!target) return expectRefusal(answer, field, ['NOT_FOUND']);
      const contended = others.some((other) => other.target === target && other.command.kind !== 'cancel');
      const refundable = target.quantity - target.refunded;
      const committed = target.status === 'COMMITTED' || target.status === 'PARTIALLY_REFUNDED';
      if (!contended) {
        const expected = committed && (command.quantity ?? refundable) <= refundable && refundable > 0;
        expect({ command, acknowledged: acknowledged(answer, field) }).toEqual({ command, acknowledged: expected });
      }
      if (!acknowledged(answer, field)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      expectAcknowledged(answer, field);
      const reservation = (answer.body.data as ReservationData)[field]!.reservation!;
      expect(reservation.refundedQuantity).toBeLessThanOrEqual(target.quantity);
      return () => {
        // A refund without a quantity returns all that is left, so any refund acknowledged at the same
        // time came before it; with quantities they add up. Units go back last drawn first, so what
        // each warehouse gets depends only on the total refunded, in whatever order the refunds ran.
        const refundedNow = command.quantity === undefined ? target.quantity : Math.min(target.quantity, target.refunded + command.quantity);
        const before = refundedByWarehouse(target.allocations, target.refunded);
        const after = refundedByWarehouse(target.allocations, refundedNow);
        for (const [warehouseCode, units] of after) levelOf(model, target.sku, warehouseCode).stock += units - (before.get(warehouseCode) ?? 0);
        target.refunded = refundedNow;
        target.status = target.refunded === target.quantity ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      };
    }
    case 'load':
    case 'spend': {
      const field = command.kind === 'load' ? 'loadWallet' : 'spendWallet';
      if (!validAmount(command.amount)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      if (command.kind === 'spend' && command.spender === 1) return expectRefusal(answer, field, ['FORBIDDEN']);
      const contended = others.some((other) => other.command.kind === 'load' || other.command.kind === 'spend');
      const minor = toMinor(command.amount);
      if (!contended) {
        const expected = command.kind === 'load' ? model.balanceMinor + minor <= MAX_MINOR : minor <= model.balanceMinor;
        expect({ command, balance: model.balanceMinor / 100, acknowledged: acknowledged(answer, field) }).toEqual({
          command,
          balance: model.balanceMinor / 100,
          acknowledged: expected,
        });
      }
      if (!acknowledged(answer, field)) return expectRefusal(answer, field, ['BAD_USER_INPUT']);
      expectAcknowledged(answer, field);
      const payload = answer.body.data![field] as { balance?: number | null; account: { balance: number | null } | null };
      for (const balance of [payload.balance, payload.account?.balance]) {
        if (balance === undefined || balance === null) continue;
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBeLessThanOrEqual(MAX_AMOUNT);
        expect(toMinor(balance) / 100).toBe(balance);
      }
      return () => {
        model.balanceMinor += command.kind === 'load' ? minor : -minor;
      };
    }
  }
}

/** Reads a sku's stock through the facade and holds it against the model. */
async function expectStock(stack: Stack, model: Model, sku: string): Promise<void> {
  const read = await post<StockRead>(stack, MERCHANT, STOCK_READ, { sku, skuId: sku });
  // Every state the sequence reached is one the service holds: each read must answer it, whole.
  expect({ sku, status: read.status, errors: read.body.errors ?? [] }).toEqual({ sku, status: 200, errors: [] });
  const current = read.body.data!.currentStock!;
  const product = read.body.data!.products.products.find((one) => one.sku === sku)!;
  const expected = warehousesOf(model, sku).sort((a, b) => (a.warehouse < b.warehouse ? -1 : 1));
  expect(current.warehouses).toEqual(
    expected.map(({ warehouse, stock, reserved }) => ({ warehouseCode: warehouse, stock, reserved, available: stock - reserved })),
  );
  for (const warehouse of current.warehouses) expect(warehouse.available).toBeGreaterThanOrEqual(0);
  // currentStock reads its totals leniently (subgraphs/shared/tolerant.ts): one past GraphQL Int reads as null.
  const total = (of: (level: Level) => number) => {
    const sum = expected.reduce((running, level) => running + of(level), 0);
    return sum <= MAX_INT ? sum : null;
  };
  expect({ stock: current.stock, reserved: current.reserved, available: current.available }).toEqual({
    stock: total((level) => level.stock),
    reserved: total((level) => level.reserved),
    available: total((level) => level.stock - level.reserved),
  });
  for (const record of product.stockHistory!.histories) {
    expect((record.distributedQuantity ?? 0) - (record.reservedQuantity ?? 0)).toBeGreaterThanOrEqual(0);
    expect(record.distributedQuantity ?? 0).toBeLessThanOrEqual(MAX_STOCK);
  }
  // availableStock reads the warehouses whose newest record is on the service's first history page.
  const firstPage = new Set(product.stockHistory!.histories.slice(0, DEFAULT_HISTORY_PAGE).map((record) => record.warehouse));
  const available = product.availableStock!;
  expect(Number.isInteger(available) && available >= 0 && available <= MAX_INT).toBe(true);
  // A total past GraphQL's largest Int is answered as that Int (the field's description says so).
  expect(available).toBe(Math.min(MAX_INT, expected.filter((level) => firstPage.has(level.warehouse)).reduce((sum, level) => sum + level.stock - level.reserved, 0)));
}

async function expectBalance(stack: Stack, model: Model): Promise<void> {
  const [asAdmin, asOwner] = await Promise.all([
    post<{ walletAccount: { balance: number | null } | null }>(stack, WALLET_ADMIN, BALANCE_AS_ADMIN, {}),
    post<{ wallet: { accounts: { accountNumber: string; balance: number | null }[] } | null }>(stack, SHOPPERS[0], BALANCE_AS_OWNER, {}),
  ]);
  for (const read of [asAdmin, asOwner]) expect({ status: read.status, errors: read.body.errors ?? [] }).toEqual({ status: 200, errors: [] });
  const balance = model.balanceMinor / 100;
  expect(asAdmin.body.data!.walletAccount!.balance).toBe(balance);
  expect(asOwner.body.data!.wallet!.accounts).toEqual([{ accountNumber: ACCOUNT.accountNumber, balance }]);
}

async function runSequence(sequence: Step[]): Promise<void> {
  const stack = await startStack({ env: { MAX_RESERVED_UNITS_PER_USER: String(CAP) } });
  try {
    const model: Model = { levels: new Map(), pending: [], reservations: [], balanceMinor: 0 };
    // The seed's levels, as the facade reads them, are where the model starts.
    for (const sku of SKUS) {
      const read = await post<StockRead>(stack, MERCHANT, STOCK_READ, { sku, skuId: sku });
      for (const { warehouseCode, stock, reserved } of read.body.data!.currentStock!.warehouses) {
        model.levels.set(levelKey(sku, warehouseCode), { stock: stock ?? 0, reserved: reserved ?? 0 });
      }
    }
    const created = await post<Record<string, unknown>>(stack, WALLET_ADMIN, CREATE_ACCOUNT, { input: { ...ACCOUNT, userId: SHOPPERS[0].userId } });
    expectAcknowledged(created, 'createWalletAccount');

    for (const { advance, commands } of sequence) {
      const processed = advance ? processBatches(model) : [];
      if (advance) stack.clock.advance(BATCH_QUEUE_MS + BATCH_PROCESSING_MS);
      const resolved = commands.map((one) => resolve(model, one));
      const answers = await Promise.all(resolved.map((one) => send(stack, one)));
      // The model as the step began judges every answer; what was acknowledged is recorded after.
      const updates = resolved.map((one, index) =>
        judge(
          model,
          one,
          resolved.filter((_, other) => other !== index),
          answers[index]!,
        ),
      );
      for (const update of updates) update?.();

      for (const { batchId, successCount, failCount } of processed) {
        const batch = await post<{ merchantImportBatch: { batchStatus: string; successCount: number; failCount: number } }>(stack, MERCHANT, BATCH, { batchId });
        expect(batch.body.errors ?? []).toEqual([]);
        expect(batch.body.data!.merchantImportBatch).toEqual({ batchStatus: successCount === 0 ? 'FAILED' : 'COMPLETED', successCount, failCount });
      }
      await Promise.all([...SKUS.map((sku) => expectStock(stack, model, sku)), expectBalance(stack, model)]);
      for (const shopper of [0, 1] as const) expect(heldBy(model, shopper)).toBeLessThanOrEqual(CAP);
    }
  } finally {
    await stack.stop();
  }
}

describe('invariants through the facade under random sequences of operations, some concurrent', () => {
  it('keeps stock readable and never negative, reservations owned and capped, balances equal to what was acknowledged, refusals typed', async () => {
    await fc.assert(fc.asyncProperty(sequences, runSequence), { numRuns: 15, seed: 20261121 });
  }, 120_000);
});
