/**
 * The bench's three queries and the request bodies it sends. Each query is one document with
 * variables, as a client sends it; a body differs from the next in its variables only: another
 * account, another page of accounts, another page of products. Body `i` of a query is the same in
 * every run, and the fixed service answers each with its own data.
 */
export const QUERY_NAMES = ['gq1', 'gq50', 'gqx'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];

/** How many distinct bodies each query's pool holds. */
export const POOL_SIZE = 10_000;

/** Products per gqx page: each asks the merchant area for its stock, one service call per sku. */
export const GQX_PAGE_SIZE = 10;

export const DOCUMENTS: Record<QueryName, string> = {
  // One wallet account (wallets).
  gq1: `query Account($walletId: Identifier!, $currency: Currency!, $accountNumber: Identifier!) { walletAccount(walletId: $walletId, currency: $currency, accountNumber: $accountNumber) { accountNumber currency status balance } }`,
  // 50 accounts with balances (wallets).
  gq50: `query Accounts($from: PageOffset) { walletAccounts(from: $from, pageSize: 50) { result { accountNumber title balance } } }`,
  // A page of products (catalogue) with their talking-products records (talking products) and the
  // stock available in a channel (merchant, which requires the record's stock): three areas, three
  // fetches one after the other.
  gqx: `query Products($from: PageOffset) { products(pageFrom: $from, pageSize: ${GQX_PAGE_SIZE}) { pageFrom products { sku family talkingProduct { name price stock } availableStock(channel: "web") } } }`,
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The variables of body `i` (0 ≤ i < POOL_SIZE) of a query. */
export function variablesOf(query: QueryName, i: number): Record<string, unknown> {
  switch (query) {
    case 'gq1':
      return { walletId: `wallet-${pad(i + 1, 5)}`, currency: 'POINT', accountNumber: `PNT-${pad(i + 1, 5)}` };
    case 'gq50':
      return { from: i * 50 };
    case 'gqx':
      return { from: i * GQX_PAGE_SIZE };
  }
}

export const bodyOf = (query: QueryName, i: number): string => JSON.stringify({ query: DOCUMENTS[query], variables: variablesOf(query, i) });

export const BODY_MODES = ['distinct', 'identical'] as const;
export type BodyMode = (typeof BODY_MODES)[number];

/** The bodies a cell sends, in order: the whole pool, or body 0 again and again. */
export const poolOf = (query: QueryName, mode: BodyMode): string[] =>
  mode === 'distinct' ? Array.from({ length: POOL_SIZE }, (_, i) => bodyOf(query, i)) : [bodyOf(query, 0)];

/** Bodies whose answers every setup must agree on before anything is measured: both ends of the pool and some between. */
export const SAMPLE_INDEXES = [0, 1, 2, 17, 123, 999, 2500, 5000, 7777, POOL_SIZE - 1];
