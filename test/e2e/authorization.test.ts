import { createDevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { loadConfig, serviceConfig } from '../../config/environment';
import { postGraphQL } from '../helpers/http';
import { startStack, type Identity, type Stack } from '../helpers/stack';
import { testSubgraphOptions } from '../helpers/service-config';

const SHOPPER = { userId: 'user-001', scopes: ['shopper'] };
const MERCHANT = { userId: 'merchant-001', scopes: ['merchant'] };
const SUPPORT = { userId: 'agent-7', scopes: ['support'] };
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

const LOAD_OTHER = `mutation { loadWallet(input: { walletId: "wallet-002", currency: "EURO", accountNumber: "EUR-002", amount: 1000 }) { __typename } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { ALLOW_CALLER_API_KEYS: 'true' } });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.resetRequests());

/** Posts as `identity` asking for application/graphql-response+json: status and body. */
async function ask(identity: Identity, query: string, variables?: Record<string, unknown>) {
  const response = await postGraphQL(stack.gateway.url, { query, variables }, { accept: GRAPHQL_RESPONSE, ...(await stack.headersFor(identity)) });
  return { status: response.status, headers: response.headers, body: response.json! };
}

describe('an anonymous caller', () => {
  it.each([
    ['the catalogue', '{ products(pageSize: 1) { total products { sku } } }'],
    ['the catalogue settings', '{ productSettings { families { code } } }'],
    ['talking products', '{ talkingProducts { total } }'],
    ['a cart calculation without a user', '{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }) { calculationTime } }'],
  ])('reaches %s, public by design', async (_what, query) => {
    const answer = await ask('anonymous', query);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.emulator.calls()).toBeGreaterThan(0);
  });

  it.each([
    ['a load into another user’s wallet (the reported attack)', LOAD_OTHER],
    ['any wallet account', '{ walletAccount(walletId: "wallet-002", currency: "EURO", accountNumber: "EUR-002") { balance } }'],
    ['the account list', '{ walletAccounts { total } }'],
    ['a user', '{ user(id: "user-002") { id } }'],
    ['their own user', '{ me { id } }'],
    ['loyalty events', '{ loyaltyEvents(entityId: "user-002", entityType: "USER") { total } }'],
    ['a product upsert', 'mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "X" } }) { __typename } }'],
    ['stock history hidden behind a public field', '{ products(pageSize: 1) { products { stockHistory(channel: "web") { nextToken } } } }'],
  ])('is refused %s: 401 UNAUTHENTICATED with WWW-Authenticate, and nothing is sent', async (_what, query) => {
    const answer = await ask('anonymous', query);
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer');
    expect(answer.body).not.toHaveProperty('data');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('is refused a cart priced for a user, before the calculation is sent', async () => {
    const answer = await ask('anonymous', '{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-002" }) { calculationTime } }');
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', fields: ['user.userId'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('a shopper (user-001)', () => {
  it('reads their own user through me: accounts, balances and events', async () => {
    const answer = await ask(SHOPPER, '{ me { id walletAccounts { accountNumber balance } loyaltyEvents { total } } }');
    expect(answer.body.errors).toBeUndefined();
    const me = (answer.body.data as { me: { id: string; walletAccounts: { accountNumber: string }[]; loyaltyEvents: { total: number } } }).me;
    expect(me.id).toBe('user-001');
    expect(me.walletAccounts.map((account) => account.accountNumber).sort()).toEqual(['EUR-001', 'PNT-001']);
    expect(me.loyaltyEvents.total).toBe(2);
  });

  it('reads their own account, and another user’s is FORBIDDEN after one batched ownership lookup and no account call', async () => {
    const own = await ask(SHOPPER, '{ walletAccount(walletId: "wallet-001", currency: "POINT", accountNumber: "PNT-001") { balance } }');
    expect(own.body).toEqual({ data: { walletAccount: { balance: 250 } } });
    stack.emulator.resetRequests();
    const other = await ask(SHOPPER, '{ walletAccount(walletId: "wallet-002", currency: "POINT", accountNumber: "PNT-002") { balance } }');
    expect(other.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: ['accountNumber'] });
    expect(stack.emulator.requests.map((record) => record.operation)).toEqual(['Wallet/getAccounts']);
  });

  it('cannot pair their own account number with another wallet', async () => {
    const answer = await ask(SHOPPER, '{ walletTransactions(walletId: "wallet-002", currency: "POINT", accountNumber: "PNT-001") { total } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.emulator.calls('WalletAPI/listTransactions')).toBe(0);
  });

  it('gets their own accounts by number and FORBIDDEN at the others’ positions, in one lookup', async () => {
    const answer = await ask(SHOPPER, '{ walletAccountsByNumber(accountNumbers: ["PNT-001", "PNT-002", "NOPE"]) { accountNumber } }');
    expect(answer.body.data).toEqual({ walletAccountsByNumber: [{ accountNumber: 'PNT-001' }, null, null] });
    expect(answer.body.errors?.map((error) => [error.extensions?.code, (error as { path?: unknown[] }).path])).toEqual([
      ['FORBIDDEN', ['walletAccountsByNumber', 1]],
      ['FORBIDDEN', ['walletAccountsByNumber', 2]],
    ]);
    expect(stack.emulator.calls()).toBe(1);
  });

  it.each([
    ['another user', '{ user(id: "user-002") { walletAccounts { balance } } }', 'id'],
    ['another user’s events', '{ loyaltyEvents(entityId: "user-002", entityType: "USER") { total } }', 'entityId'],
    ['a cart priced for another user', '{ calculatePromotions(cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-002" }) { calculationTime } }', 'user.userId'],
    [
      'a transaction spending another user’s points',
      'mutation { startPromotionTransaction(input: { cart: { items: [{ id: "SKU-0001", qty: 1, price: 5 }] }, user: { userId: "user-002" }, usePoint: 10 }) { transactionId } }',
      'input.user.userId',
    ],
    ['a revert of another user’s transaction', 'mutation { revertPromotionTransaction(input: { transactionId: "t-1", userId: "user-002" }) { status } }', 'input.userId'],
  ])('is FORBIDDEN %s, naming the argument, with nothing sent', async (_what, query, field) => {
    const answer = await ask(SHOPPER, query);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: [field] });
    expect(stack.emulator.calls()).toBe(0);
  });

  it.each([
    ['the account list', '{ walletAccounts { total } }', 'Query.walletAccounts', [['wallet-admin'], ['support']]],
    ['a load (the reported attack)', LOAD_OTHER, 'Mutation.loadWallet', [['wallet-admin']]],
    ['an account creation', 'mutation { createWalletAccount(input: { walletId: "w", accountNumber: "A", currency: "EURO" }) { __typename } }', 'Mutation.createWalletAccount', [['wallet-admin']]],
    ['a product upsert', 'mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "X" } }) { __typename } }', 'Mutation.upsertProduct', [['catalogue-admin']]],
    ['a stock import', 'mutation { receiveMerchantStock(input: { items: [{ warehouseCode: "W", sku: "SKU-0001", channel: "web", quantity: 1 }] }) { batchId } }', 'Mutation.receiveMerchantStock', [['merchant']]],
    ['a loyalty event', 'mutation { recordLoyaltyEvent(input: { entityId: "user-001", entityType: "USER", eventType: "PURCHASE" }) { eventId } }', 'Mutation.recordLoyaltyEvent', [['loyalty-admin']]],
    ['who changed stock', '{ merchantProductHistory(productId: "p") { histories { user { id } } } }', 'Query.merchantProductHistory', [['merchant'], ['support']]],
    ['a field asked through a named fragment', 'query { ...F } fragment F on Query { walletAccounts { total } }', 'Query.walletAccounts', [['wallet-admin'], ['support']]],
    ['a field asked through an inline fragment', '{ ... on Query { walletAccounts { total } } }', 'Query.walletAccounts', [['wallet-admin'], ['support']]],
    ['an entity field deep in an allowed query', '{ products(pageSize: 1) { products { stockHistory(channel: "web") { histories { user { id } } } } } }', 'MerchantHistoryRecord.user', [['merchant'], ['support']]],
  ])('is refused %s: 403 FORBIDDEN naming the missing scope, and nothing is sent', async (_what, query, field, scopes) => {
    const answer = await ask(SHOPPER, query);
    expect(answer.status).toBe(403);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', fields: expect.arrayContaining([field]) as unknown, requiredScopes: scopes });
    expect(answer.body.errors?.[0]?.message).toContain(scopes.map((group) => group.join(' and ')).join(' or '));
    expect(stack.emulator.calls()).toBe(0);
  });

  it('may not spend from another user’s account', async () => {
    const answer = await ask(SHOPPER, 'mutation { spendWallet(input: { walletId: "wallet-002", currency: "EURO", accountNumber: "EUR-002", amount: 1 }) { __typename } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.emulator.requests.map((record) => record.operation)).toEqual(['Wallet/getAccounts']);
  });
});

describe('wider roles', () => {
  it('lets support read any user, and a merchant read batches and history', async () => {
    const support = await ask(SUPPORT, '{ user(id: "user-002") { walletAccounts { accountNumber } loyaltyEvents { total } } }');
    expect(support.body.errors).toBeUndefined();
    const merchant = await ask(MERCHANT, '{ merchantProductHistory(sku: "SKU-0001", channel: "web") { histories { sku user { id } } } }');
    expect(merchant.body.errors).toBeUndefined();
  });

  it('judges the same operation text afresh for every caller, whatever was decided for the one before', async () => {
    const query = '{ merchantProductHistory(sku: "SKU-0001", channel: "web") { histories { sku } } }';
    const allowed = await ask(MERCHANT, query);
    expect(allowed.body.errors).toBeUndefined();
    stack.emulator.resetRequests();
    const shopper = await ask(SHOPPER, query);
    expect(shopper.status).toBe(403);
    expect(shopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await ask('anonymous', query);
    expect(anonymous.status).toBe(401);
    expect(stack.emulator.calls()).toBe(0);
    const again = await ask(MERCHANT, query);
    expect(again.body.errors).toBeUndefined();
    expect(stack.emulator.calls()).toBeGreaterThan(0);
  });

  it('lets a server-to-server caller with its own key reach everything, and forwards that key', async () => {
    const answer = await ask({ apiKey: stack.emulator.apiKey }, '{ walletAccounts(pageSize: 1) { total } }');
    expect(answer.body).toEqual({ data: { walletAccounts: { total: 60 } } });
  });

  it('gives a key caller no user for me', async () => {
    const answer = await ask({ apiKey: stack.emulator.apiKey }, '{ me { id } }');
    expect(answer.body).toEqual({ data: { me: null } });
  });
});

describe('a subgraph reached directly, without the gateway', () => {
  let subgraph: RunningSubgraph;
  let token: string;
  beforeAll(async () => {
    const issuer = await createDevTokenIssuer();
    token = await issuer.sign('user-001', ['shopper']);
    subgraph = await startSubgraphServer(SUBGRAPHS.find((entry) => entry.area === 'wallets')!, serviceConfig(loadConfig({}), stack.emulator), 0, '127.0.0.1', testSubgraphOptions({
      auth: issuer.auth,
    }));
  });
  afterAll(() => subgraph.stop());

  it('does not act with the configured key for an anonymous caller', async () => {
    const answer = await postGraphQL(subgraph.url, { query: '{ walletAccounts { total } }' }, { accept: GRAPHQL_RESPONSE });
    expect(answer.status).toBe(401);
    expect(answer.json?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.emulator.calls()).toBe(0);
  });

  it('keeps a shopper from another user’s accounts through _entities', async () => {
    const answer = await postGraphQL(
      subgraph.url,
      { query: '{ _entities(representations: [{ __typename: "User", id: "user-002" }]) { ... on User { walletAccounts { accountNumber } } } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(answer.json?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.emulator.calls()).toBe(0);
  });
});
