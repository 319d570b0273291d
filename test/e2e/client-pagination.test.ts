import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { createCache, typePolicies } from '../../client';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

/**
 * Every Relay connection of the schema paged with fetchMore through real Apollo Client 4 and the
 * exported cache: each cached edge must keep the cursor the server gave its node, so that React keys
 * stay unique and a cursor passed as `after` continues right after its own node.
 */

let stack: Stack;
let headers: Record<string, string>;

/** Products a shopper pages through: more than the seed holds, so the test creates the rest. */
const PRODUCTS = 250;
const WALLET = { walletId: 'wallet-paging', currency: 'POINT', accountNumber: 'PAGING-1', userId: 'user-paging' };
const TRANSACTIONS = 120;
/** Accounts found by the search `paging`: one per bulk load below, besides WALLET's. */
const ACCOUNTS = 45;
const EVENTS = 45;
/** The seeded STOCK record, then these imports. */
const STOCK_IMPORTS = 44;

async function mutate(query: string, variables: Record<string, unknown>): Promise<void> {
  const result = await stack.query(query, variables);
  expect(result.errors).toBeUndefined();
}

beforeAll(async () => {
  stack = await startStack();
  headers = await stack.headersFor(ADMIN);

  const listed = await stack.query<{ productsConnection: { totalCount: number } }>(
    `{ productsConnection(first: 1, filters: { dataType: "PRODUCT", enabled: true }) { totalCount } }`,
  );
  const seeded = listed.data!.productsConnection.totalCount;
  for (let n = seeded + 1; n <= PRODUCTS; n++) {
    // The clock moves between writes, so createdAt orders the new products as they were created.
    stack.clock.advance(1_000);
    await mutate(`mutation ($input: UpsertProductInput!) { upsertProduct(input: $input) { code } }`, {
      input: { dataType: 'PRODUCT', data: { code: `PAGED-${n}`, sku: `PAGED-${n}`, family: 'clothing', status: 'ACTIVE' } },
    });
  }

  const bulkLoad = `mutation ($input: BulkLoadWalletInput!) { bulkLoadWallet(input: $input) { balance } }`;
  await mutate(bulkLoad, {
    input: { ...WALLET, title: 'Paging', loads: Array.from({ length: TRANSACTIONS }, (_, index) => ({ amount: index + 1, description: `load ${index + 1}` })) },
  });
  for (let n = 1; n < ACCOUNTS; n++) {
    await mutate(bulkLoad, {
      input: { ...WALLET, accountNumber: `PAGING-${n + 1}`, title: `Paging ${n + 1}`, loads: [{ amount: n }] },
    });
  }

  for (let n = 1; n <= EVENTS; n++) {
    stack.clock.advance(60_000);
    await mutate(`mutation ($input: RecordLoyaltyEventInput!) { recordLoyaltyEvent(input: $input) { eventId } }`, {
      input: { entityId: 'user-paging', entityType: 'USER', eventType: 'VISIT', referenceId: `visit-${n}` },
    });
  }

  for (let quantity = 101; quantity < 101 + STOCK_IMPORTS; quantity++) {
    await mutate(
      `mutation ($quantity: Quantity!) { receiveMerchantStock(input: { items: [{ warehouseCode: "WH-1", sku: "SKU-0009", channel: "web", quantity: $quantity }] }) { batchId } }`,
      { quantity },
    );
    // An import lands in the history once the clock has moved past it.
    stack.clock.advance(5_000);
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface Edge {
  cursor: string;
  node: Record<string, unknown>;
}
interface Connection {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Edge[];
}

/** One connection field: how to select it around a page, and where it sits in the answer. */
interface ConnectionCase {
  name: string;
  /** How many items it holds. */
  total: number;
  /** The operation, `$first` and `$after` declared, with PAGE where the connection's selection goes. */
  operation: string;
  variables?: Record<string, unknown>;
  /** The node's fields: what tells one item from another. */
  node: string;
  at: (data: unknown) => Connection | undefined;
}

type Tree = Record<string, unknown>;
const field = (value: unknown, name: string): unknown => (value && typeof value === 'object' ? (value as Tree)[name] : undefined);
const pathOf =
  (...names: (string | number)[]) =>
  (data: unknown): Connection | undefined =>
    names.reduce<unknown>((value, name) => (typeof name === 'number' ? (Array.isArray(value) ? value[name] : undefined) : field(value, name)), data) as
      | Connection
      | undefined;

const CASES: ConnectionCase[] = [
  {
    name: 'Query.productsConnection',
    total: PRODUCTS,
    operation: `query ($first: Int, $after: String) {
      productsConnection(first: $first, after: $after, filters: { dataType: "PRODUCT", enabled: true }, sorts: { createdAt: asc }) PAGE
    }`,
    node: 'sku',
    at: pathOf('productsConnection'),
  },
  {
    name: 'Query.walletTransactionsConnection',
    total: TRANSACTIONS,
    operation: `query ($first: Int, $after: String, $walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) {
      walletTransactionsConnection(walletId: $walletId, currency: $currency, accountNumber: $accountNumber, first: $first, after: $after) PAGE
    }`,
    variables: { walletId: WALLET.walletId, currency: WALLET.currency, accountNumber: WALLET.accountNumber },
    node: 'transactionId amount',
    at: pathOf('walletTransactionsConnection'),
  },
  {
    name: 'WalletAccount.transactionsConnection',
    total: TRANSACTIONS,
    operation: `query ($first: Int, $after: String, $walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) {
      walletAccount(walletId: $walletId, currency: $currency, accountNumber: $accountNumber) { accountNumber transactionsConnection(first: $first, after: $after) PAGE }
    }`,
    variables: { walletId: WALLET.walletId, currency: WALLET.currency, accountNumber: WALLET.accountNumber },
    node: 'transactionId amount',
    at: pathOf('walletAccount', 'transactionsConnection'),
  },
  {
    name: 'Query.walletAccountsConnection',
    total: ACCOUNTS,
    operation: `query ($first: Int, $after: String) { walletAccountsConnection(query: "userId:user-paging", first: $first, after: $after) PAGE }`,
    node: 'accountNumber balance',
    at: pathOf('walletAccountsConnection'),
  },
  {
    name: 'Query.loyaltyEventsConnection',
    total: EVENTS,
    operation: `query ($first: Int, $after: String) { loyaltyEventsConnection(entityId: "user-paging", entityType: "USER", first: $first, after: $after) PAGE }`,
    node: 'eventId referenceId',
    at: pathOf('loyaltyEventsConnection'),
  },
  {
    name: 'User.loyaltyEventsConnection',
    total: EVENTS,
    operation: `query ($first: Int, $after: String) { user(id: "user-paging") { id loyaltyEventsConnection(first: $first, after: $after) PAGE } }`,
    node: 'eventId referenceId',
    at: pathOf('user', 'loyaltyEventsConnection'),
  },
  {
    name: 'Query.merchantProductHistoryConnection',
    total: STOCK_IMPORTS + 1,
    operation: `query ($first: Int, $after: String) { merchantProductHistoryConnection(sku: "SKU-0009", channel: "web", type: STOCK, first: $first, after: $after) PAGE }`,
    node: 'distributedQuantity createdAt',
    at: pathOf('merchantProductHistoryConnection'),
  },
  {
    name: 'Product.stockHistoryConnection',
    total: STOCK_IMPORTS + 1,
    operation: `query ($first: Int, $after: String) {
      productsConnection(first: 1, filters: { sku: "SKU-0009" }) { edges { cursor node { sku stockHistoryConnection(channel: "web", type: STOCK, first: $first, after: $after) PAGE } } }
    }`,
    node: 'distributedQuantity createdAt',
    at: pathOf('productsConnection', 'edges', 0, 'node', 'stockHistoryConnection'),
  },
];

/** The storefront's selection: no startCursor, so the cache must not invent one for a page's first edge. */
const PARTIAL_PAGE_INFO = 'pageInfo { hasNextPage endCursor }';
const FULL_PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

const selection = (connection: ConnectionCase, pageInfo: string) =>
  connection.operation.replace('PAGE', `{ ${pageInfo} edges { cursor node { ${connection.node} } } }`);

/** Asked of the gateway without any client cache: the server's edges after `after`. */
async function serverPage(connection: ConnectionCase, first: number, after: string | null): Promise<Connection> {
  const result = await stack.query(selection(connection, FULL_PAGE_INFO), { ...connection.variables, first, after });
  expect(result.errors).toBeUndefined();
  const page = connection.at(result.data);
  expect(page).toBeDefined();
  return page!;
}

/** Every edge of the connection as the server gives it, in pages of 100 (another size than the client's). */
async function serverEdges(connection: ConnectionCase): Promise<Edge[]> {
  const edges: Edge[] = [];
  let after: string | null = null;
  do {
    const page = await serverPage(connection, 100, after);
    edges.push(...page.edges);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return edges;
}

/** Pages the whole connection with fetchMore and `after: pageInfo.endCursor`; returns what the cache then holds. */
async function pagedThroughCache(cache: InMemoryCache, connection: ConnectionCase, pageInfo: string, first: number): Promise<Connection> {
  const client = new ApolloClient({ link: new HttpLink({ uri: stack.gateway.url, headers }), cache });
  const query = gql(selection(connection, pageInfo));
  const variables = { ...connection.variables, first };
  const cached = () => connection.at(client.readQuery({ query, variables }));
  await client.query({ query, variables });
  const watched = client.watchQuery({ query, variables });
  for (let pages = 1; cached()?.pageInfo.hasNextPage; pages++) {
    expect(pages).toBeLessThan(connection.total);
    await watched.fetchMore({ variables: { after: cached()!.pageInfo.endCursor } });
  }
  const result = cached();
  client.stop();
  expect(result).toBeDefined();
  return result!;
}

const nodeKey = (node: Record<string, unknown>) => JSON.stringify(node, Object.keys(node).filter((name) => name !== '__typename').sort());

/** Cached edges whose cursor is not the one the server gives their node. */
function misplacedCursors(cached: Edge[], server: Edge[]): { index: number; node: string; cursor: string; server: string | undefined }[] {
  const cursorOf = new Map(server.map((edge) => [nodeKey(edge.node), edge.cursor]));
  return cached
    .map((edge, index) => ({ index, node: nodeKey(edge.node), cursor: edge.cursor, server: cursorOf.get(nodeKey(edge.node)) }))
    .filter((edge) => edge.cursor !== edge.server);
}

/** Runs `task` over `items`, a few at a time. */
async function inBatches<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 8) await Promise.all(items.slice(start, start + 8).map(task));
}

describe.each(CASES)('$name paged with fetchMore through createCache()', (connection) => {
  let server: Edge[];
  beforeAll(async () => {
    server = await serverEdges(connection);
    expect(server).toHaveLength(connection.total);
    expect(new Set(server.map((edge) => nodeKey(edge.node))).size).toBe(connection.total);
  });

  it.each([
    ['the partial pageInfo { hasNextPage endCursor }', PARTIAL_PAGE_INFO],
    ['the full pageInfo', FULL_PAGE_INFO],
  ])('keeps every node with its own cursor, with %s', async (_label, pageInfo) => {
    // A page size that does not divide the total, so the last page is short.
    const cached = await pagedThroughCache(createCache(), connection, pageInfo, 7);
    expect(cached.edges.map((edge) => nodeKey(edge.node))).toEqual(server.map((edge) => nodeKey(edge.node)));
    expect(misplacedCursors(cached.edges, server)).toEqual([]);
    expect(new Set(cached.edges.map((edge) => edge.cursor)).size).toBe(connection.total);
    expect(cached.pageInfo.hasNextPage).toBe(false);

    // Each cached cursor, sent as after, continues with the very next item.
    await inBatches(cached.edges.slice(0, -1), async (edge) => {
      const index = cached.edges.indexOf(edge);
      const next = await serverPage(connection, 1, edge.cursor);
      expect([index, next.edges.map((item) => nodeKey(item.node))]).toEqual([index, [nodeKey(cached.edges[index + 1]!.node)]]);
    });
  }, 60_000);
});

describe('a PageInfo merged across pages (merge: true)', () => {
  it('is what gave a page’s first edge the first page’s start cursor', async () => {
    const products = CASES[0]!;
    const server = await serverEdges(products);
    const merged = new InMemoryCache({ typePolicies: { ...typePolicies, PageInfo: { keyFields: false, merge: true } } });
    const cached = await pagedThroughCache(merged, products, PARTIAL_PAGE_INFO, 20);
    const misplaced = misplacedCursors(cached.edges, server);
    // Every page after the first starts with a wrong cursor: 20, 40, … 240.
    expect(misplaced.map((edge) => edge.index)).toEqual(Array.from({ length: Math.ceil(PRODUCTS / 20) - 1 }, (_, page) => (page + 1) * 20));
    expect(new Set(misplaced.map((edge) => edge.cursor))).toEqual(new Set([server[0]!.cursor]));
  }, 60_000);
});
