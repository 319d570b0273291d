import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

interface Connection<T> {
  totalCount: number | null;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: T }[];
}

const PAGE_INFO = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

/** The bodies one operation of the emulator received since the last reset, in order. */
const bodies = (operation: string) =>
  stack.emulator.requests.filter((request) => request.operation === operation).map((request) => request.body as Record<string, unknown>);

async function connection<T>(query: string, field: string, variables: Record<string, unknown>): Promise<Connection<T>> {
  const result = await stack.query<Record<string, Connection<T>>>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
}

/** Follows endCursor until the last page; returns the pages. */
async function pages<T>(query: string, field: string, variables: Record<string, unknown>): Promise<Connection<T>[]> {
  const all: Connection<T>[] = [];
  let after: string | null = null;
  do {
    const page: Connection<T> = await connection<T>(query, field, { ...variables, after });
    all.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after && all.length < 20);
  return all;
}

describe('productsConnection (offset paging: pageFrom)', () => {
  const QUERY = `query ($first: Int, $after: String) {
    productsConnection(first: $first, after: $after, filters: { family: "shoes", dataType: "PRODUCT_MODEL" }, sorts: { createdAt: asc }) {
      ${PAGE_INFO} edges { cursor node { sku } }
    }
  }`;

  it('pages through the same products, in the same order, as the service-shaped field', async () => {
    const shaped = await stack.query<{ products: { total: number; products: { sku: string }[] } }>(
      `{ products(filters: { family: "shoes", dataType: "PRODUCT_MODEL" }, sorts: { createdAt: asc }, pageSize: 100) { total products { sku } } }`,
    );
    stack.emulator.resetRequests();
    const read = await pages<{ sku: string }>(QUERY, 'productsConnection', { first: 4 });
    expect(read.map((page) => page.edges.length)).toEqual([4, 4, 2]);
    expect(read.flatMap((page) => page.edges.map((edge) => edge.node.sku))).toEqual(shaped.data!.products.products.map((product) => product.sku));
    expect(read.map((page) => page.totalCount)).toEqual([10, 10, 10]);
    expect(read.map((page) => [page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(read.map((page) => page.pageInfo.endCursor)).toEqual(read.map((page) => page.edges.at(-1)!.cursor));
    expect(bodies('PIMAPI/getProducts').map((body) => [body.pageFrom, body.pageSize])).toEqual([
      [0, 4],
      [4, 4],
      [8, 4],
    ]);
  });

  it('continues after any edge', async () => {
    const first = await connection<{ sku: string }>(QUERY, 'productsConnection', { first: 4 });
    const fromSecond = await connection<{ sku: string }>(QUERY, 'productsConnection', { first: 2, after: first.edges[1]!.cursor });
    expect(fromSecond.edges.map((edge) => edge.node.sku)).toEqual(first.edges.slice(2).map((edge) => edge.node.sku));
  });

  it('refuses a cursor that is not one of its own, and first outside 1 to 100, before any call', async () => {
    const wallets = await connection<{ accountNumber: string }>(
      `{ walletAccountsConnection(first: 1) { ${PAGE_INFO} edges { cursor node { accountNumber } } } }`,
      'walletAccountsConnection',
      {},
    );
    stack.emulator.resetRequests();
    for (const [variables, field] of [
      [{ first: 2, after: wallets.pageInfo.endCursor }, 'after'],
      [{ first: 2, after: 'not-a-cursor' }, 'after'],
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
    ] as const) {
      const result = await stack.query(QUERY, variables);
      // A size below 1 is refused with the request (demand control): no data at all; the others by the field.
      if (variables.first < 1) expect(result.data).toBeUndefined();
      else expect(result.data).toEqual({ productsConnection: null });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
    }
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('wallet connections (offset paging: from)', () => {
  it('page accounts as listAccounts does', async () => {
    const QUERY = `query ($first: Int, $after: String) {
      walletAccountsConnection(first: $first, after: $after, query: "currency:POINT") { ${PAGE_INFO} edges { node { accountNumber } } }
    }`;
    const read = await pages<{ accountNumber: string }>(QUERY, 'walletAccountsConnection', { first: 12 });
    expect(read.map((page) => page.edges.length)).toEqual([12, 12, 6]);
    expect(read.flatMap((page) => page.edges.map((edge) => edge.node.accountNumber))).toEqual(
      Array.from({ length: 30 }, (_, index) => `PNT-${String(index + 1).padStart(3, '0')}`),
    );
    expect(bodies('WalletAPI/listAccounts')).toEqual([0, 12, 24].map((from) => ({ query: 'currency:POINT', from, pageSize: 12 })));
  });

  it("page an account's transactions, from the root and from the account", async () => {
    const ROOT = `query ($first: Int, $after: String) {
      walletTransactionsConnection(walletId: "wallet-002", currency: "POINT", accountNumber: "PNT-002", first: $first, after: $after) {
        ${PAGE_INFO} edges { node { transactionId amount } }
      }
    }`;
    const read = await pages<{ transactionId: string; amount: number }>(ROOT, 'walletTransactionsConnection', { first: 1 });
    expect(read.map((page) => page.edges.map((edge) => edge.node.amount))).toEqual([[50], [300]]);
    expect(read.map((page) => page.totalCount)).toEqual([2, 2]);
    expect(bodies('WalletAPI/listTransactions').map((body) => [body.from, body.pageSize])).toEqual([
      [0, 1],
      [1, 1],
    ]);

    const nested = await stack.query<{ walletAccount: { transactionsConnection: Connection<{ amount: number }> } }>(
      `{ walletAccount(walletId: "wallet-002", currency: "POINT", accountNumber: "PNT-002") {
        transactionsConnection(first: 5, after: "${read[0]!.pageInfo.endCursor}") { ${PAGE_INFO} edges { node { amount } } }
      } }`,
    );
    expect(nested.errors).toBeUndefined();
    expect(nested.data!.walletAccount.transactionsConnection.edges.map((edge) => edge.node.amount)).toEqual([300]);
  });
});

describe('loyaltyEventsConnection (pages from 1: page and limit)', () => {
  const QUERY = `query ($first: Int, $after: String) {
    user(id: "user-012") { loyaltyEventsConnection(first: $first, after: $after) { ${PAGE_INFO} edges { cursor node { eventId } } } }
  }`;

  beforeAll(async () => {
    for (let n = 1; n <= 3; n++) {
      const recorded = await stack.query(`mutation ($input: RecordLoyaltyEventInput!) { recordLoyaltyEvent(input: $input) { eventId } }`, {
        input: { entityId: 'user-012', entityType: 'USER', eventType: 'VISIT', referenceId: `visit-${n}` },
      });
      expect(recorded.errors).toBeUndefined();
      stack.clock.advance(60_000);
    }
  });

  const eventsOf = async (first: number, after: string | null) => {
    const result = await stack.query<{ user: { loyaltyEventsConnection: Connection<{ eventId: string }> } }>(QUERY, { first, after });
    expect(result.errors).toBeUndefined();
    return result.data!.user.loyaltyEventsConnection;
  };

  it('reads each page as one getEvents page when the cursor falls on a page boundary', async () => {
    const all = await stack.query<{ loyaltyEvents: { events: { eventId: string }[] } }>(
      `{ loyaltyEvents(entityId: "user-012", entityType: "USER", limit: 100) { events { eventId } } }`,
    );
    const expected = all.data!.loyaltyEvents.events.map((event) => event.eventId);
    expect(expected).toHaveLength(5);
    stack.emulator.resetRequests();

    const first = await eventsOf(2, null);
    const second = await eventsOf(2, first.pageInfo.endCursor);
    const third = await eventsOf(2, second.pageInfo.endCursor);
    expect([first, second, third].flatMap((page) => page.edges.map((edge) => edge.node.eventId))).toEqual(expected);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(bodies('LoyaltyAPI/getEvents').map((body) => [body.page, body.limit])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
  });

  it('reads the two pages a cursor straddles otherwise', async () => {
    const first = await eventsOf(2, null);
    stack.emulator.resetRequests();
    const straddling = await eventsOf(3, first.edges[0]!.cursor);
    const all = await eventsOf(5, null);
    expect(straddling.edges.map((edge) => edge.node.eventId)).toEqual(all.edges.slice(1, 4).map((edge) => edge.node.eventId));
    expect(bodies('LoyaltyAPI/getEvents').slice(0, 2).map((body) => [body.page, body.limit])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });
});

describe('merchant history connections (token paging: nextToken)', () => {
  const QUERY = `query ($first: Int, $after: String) {
    merchantProductHistoryConnection(sku: "SKU-0009", channel: "web", type: STOCK, first: $first, after: $after) {
      ${PAGE_INFO} edges { cursor node { distributedQuantity } }
    }
  }`;
  /** The seeded 90 units, then 24 imports: 25 STOCK records, newest first 124 … 101, 90. */
  const NEWEST_FIRST = [...Array.from({ length: 24 }, (_, index) => 124 - index), 90];

  beforeAll(async () => {
    for (let quantity = 101; quantity <= 124; quantity++) {
      const received = await stack.query(
        `mutation ($quantity: Quantity!) { receiveMerchantStock(input: { items: [{ warehouseCode: "WH-1", sku: "SKU-0009", channel: "web", quantity: $quantity }] }) { batchId } }`,
        { quantity },
      );
      expect(received.errors).toBeUndefined();
      stack.clock.advance(5_000);
    }
  });

  it("follows the service's nextToken across its pages, sending only the documented type and nextToken", async () => {
    const read = await pages<{ distributedQuantity: number }>(QUERY, 'merchantProductHistoryConnection', { first: 15 });
    expect(read.map((page) => page.edges.map((edge) => edge.node.distributedQuantity))).toEqual([NEWEST_FIRST.slice(0, 15), NEWEST_FIRST.slice(15)]);
    expect(read.map((page) => [page.totalCount, page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage])).toEqual([
      [null, false, true],
      [null, true, false],
    ]);
    // The service's pages hold 20: the first connection page is part of its first page; the second
    // reads the rest of it, then follows its nextToken.
    const sent = bodies('MerchantAccountProduct/getMerchantProductHistory');
    expect(sent).toEqual([{ type: 'STOCK' }, { type: 'STOCK' }, { type: 'STOCK', nextToken: expect.any(String) }]);
  });

  it('continues after any edge, on the root field and on the Product alike', async () => {
    const first = await connection<{ distributedQuantity: number }>(QUERY, 'merchantProductHistoryConnection', { first: 20 });
    stack.emulator.resetRequests();
    const fromInside = await connection<{ distributedQuantity: number }>(QUERY, 'merchantProductHistoryConnection', { first: 3, after: first.edges[0]!.cursor });
    expect(fromInside.edges.map((edge) => edge.node.distributedQuantity)).toEqual(NEWEST_FIRST.slice(1, 4));
    expect(fromInside.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(bodies('MerchantAccountProduct/getMerchantProductHistory')).toEqual([{ type: 'STOCK' }]);

    // The last edge of the service's page resumes at its nextToken, without reading that page again.
    stack.emulator.resetRequests();
    const onProduct = await stack.query<{ products: { products: { stockHistoryConnection: Connection<{ distributedQuantity: number }> }[] } }>(
      `query ($after: String) { products(filters: { sku: "SKU-0009" }) { products {
        stockHistoryConnection(channel: "web", type: STOCK, first: 10, after: $after) { ${PAGE_INFO} edges { node { distributedQuantity } } }
      } } }`,
      { after: first.pageInfo.endCursor },
    );
    expect(onProduct.errors).toBeUndefined();
    expect(onProduct.data!.products.products[0]!.stockHistoryConnection.edges.map((edge) => edge.node.distributedQuantity)).toEqual(NEWEST_FIRST.slice(20));
    expect(bodies('MerchantAccountProduct/getMerchantProductHistory')).toEqual([{ type: 'STOCK', nextToken: expect.any(String) }]);
  });
});
