import { parse } from 'graphql';
import { postGraphQL } from '../helpers/http';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

const NEST = 'user { walletAccounts { user { walletAccounts { user { walletAccounts { user { walletAccounts { user { walletAccounts { accountNumber } } } } } } } } } }';
/** The reported query: 30 aliases of walletAccount → user → walletAccounts → …, depth 11, within every shape limit. */
const ATTACK = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: walletAccount(walletId: "wallet-${String(i + 1).padStart(3, '0')}", currency: "POINT", accountNumber: "PNT-${String(i + 1).padStart(3, '0')}") { ${NEST} }`).join(' ')} }`;

describe('demand control', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());

  it('refuses the 30-alias nested query with its estimate, before any upstream call', async () => {
    expect(parse(ATTACK).definitions).toHaveLength(1);
    for (const [accept, status] of [['application/graphql-response+json', 400], ['application/json', 200]] as const) {
      const response = await postGraphQL(stack.gateway.url, { query: ATTACK }, { accept, ...(await stack.headersFor(ADMIN)) });
      expect(response.status).toBe(status);
      const error = response.json?.errors?.[0];
      expect(error?.extensions).toMatchObject({ code: 'OPERATION_TOO_EXPENSIVE', maxCost: 5000 });
      expect(error?.extensions?.cost).toBeGreaterThan(5000);
      expect(error?.message).toMatch(/estimated cost \d+ exceeds the limit of 5000/);
    }
    expect(stack.emulator.calls()).toBe(0);
  });

  it('multiplies through lists: a page size raises the estimate until it is refused', async () => {
    const page = (size: number) => `{ walletAccounts(pageSize: ${size}) { result { transactions(pageSize: 100) { transactions { amount } } } } }`;
    const small = await stack.query(page(2));
    expect(small.errors).toBeUndefined();
    const large = await stack.query(page(100));
    // The page (1) + 100 accounts × (an account 1 + its transactions page, weight 5, + 100 transactions × 1).
    expect(large.errors?.[0]?.extensions).toMatchObject({ code: 'OPERATION_TOO_EXPENSIVE', cost: 1 + 100 * (1 + 5 + 100) });
  });

  it('refuses a page size below 1 with BAD_USER_INPUT naming it, before planning: it cannot lower the estimate', async () => {
    for (const size of [-1000000, 0]) {
      const literal = await postGraphQL(stack.gateway.url, { query: `{ products(pageSize: ${size}) { products { sku } } }` });
      expect(literal.json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['pageSize'] });
      expect(literal.json?.data).toBeUndefined();
      const variable = await stack.query(`query ($n: Int) { productsConnection(first: $n) { edges { cursor } } }`, { n: size });
      expect(variable.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['first'] });
    }
    expect(stack.emulator.calls()).toBe(0);
  });

  it('costs a cart by its real lines: each input line counts, and the answered lines are as many as those sent', async () => {
    const cart = (lines: number) => ({ items: Array.from({ length: lines }, (_, i) => ({ id: `sku-${i}`, qty: 1, price: 1 })) });
    const query = 'query ($cart: CartInput!) { calculatePromotions(cart: $cart) { cart { items { id appliedPromotions { id } } } } }';
    const refused = await stack.query(query, { cart: cart(500) });
    // 500 input lines and the cart object, then the calculation (1), its cart (1) and 500 answered lines
    // × (a line 1 + its promotions, 10 × 1).
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'OPERATION_TOO_EXPENSIVE', cost: 501 + 1 + 1 + 500 * (1 + 10) });
    const aliased = `query ($cart: CartInput!) { ${Array.from({ length: 5 }, (_, i) => `a${i}: calculatePromotions(cart: $cart) { cart { items { id } } }`).join(' ')} }`;
    const fiveCarts = await stack.query(aliased, { cart: cart(500) });
    expect(fiveCarts.errors?.[0]?.extensions).toMatchObject({ code: 'OPERATION_TOO_EXPENSIVE', cost: 5 * (501 + 1 + 1 + 500) });
    expect(stack.emulator.calls()).toBe(0);
    const small = await stack.query(query, { cart: cart(20) });
    expect(small.errors).toBeUndefined();
    expect((small.data as { calculatePromotions: { cart: { items: unknown[] } } }).calculatePromotions.cart.items).toHaveLength(20);
  });

  it('lets the curated client operations through', async () => {
    const result = await stack.query(
      `query ($channel: PathSegment!) { products(pageSize: 12) { total products { sku stockHistory(channel: $channel, limit: 1) { histories { distributedQuantity } } talkingProduct { name price } } } }`,
      { channel: 'web' },
    );
    expect(result.errors).toBeUndefined();
  });
});

describe('the runtime cap on service calls', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { MAX_UPSTREAM_CALLS_PER_OPERATION: '3' } });
  });
  afterAll(() => stack.stop());

  it('sends no more than the cap; the fields past it fail with OPERATION_TOO_EXPENSIVE and the rest answer', async () => {
    stack.emulator.resetRequests();
    const lookups = [1, 2, 3, 4, 5].map((n) => `a${n}: walletAccount(walletId: "wallet-00${n}", currency: "POINT", accountNumber: "PNT-00${n}") { accountNumber }`);
    const result = await stack.query<Record<string, { accountNumber: string } | null>>(`{ ${lookups.join(' ')} }`);
    expect(stack.emulator.calls()).toBe(3);
    const answered = Object.values(result.data!).filter((value) => value !== null);
    expect(answered).toHaveLength(3);
    expect(result.errors).toHaveLength(2);
    for (const error of result.errors!) expect(error.extensions).toMatchObject({ code: 'OPERATION_TOO_EXPENSIVE', delivered: false, maxUpstreamCalls: 3 });
  });

  it('counts per request: the next operation has its own budget', async () => {
    stack.emulator.resetRequests();
    const result = await stack.query(`{ walletAccount(walletId: "wallet-001", currency: "POINT", accountNumber: "PNT-001") { balance } }`);
    expect(result.errors).toBeUndefined();
  });
});

describe('rate limiting per caller', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { RATE_LIMIT_PER_SECOND: '2', RATE_LIMIT_BURST: '2' } });
  });
  afterAll(() => stack.stop());

  it('answers 429 RATE_LIMITED with Retry-After past the bucket, without any upstream call, and other callers go on', async () => {
    const shopper = await stack.headersFor({ userId: 'user-003', scopes: ['shopper'] });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await postGraphQL(stack.gateway.url, { query: '{ __typename }' }, shopper));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(limited).toHaveLength(2);
    for (const answer of limited) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    }
    stack.emulator.resetRequests();
    const refused = await postGraphQL(stack.gateway.url, { query: '{ me { walletAccounts { balance } } }' }, shopper);
    expect(refused.status).toBe(429);
    expect(stack.emulator.calls()).toBe(0);
    const other = await postGraphQL(stack.gateway.url, { query: '{ __typename }' }, await stack.headersFor({ userId: 'user-004' }));
    expect(other.status).toBe(200);
  });
});
