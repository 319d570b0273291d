import type { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { serviceCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

const config = testServiceConfig({ baseUrl: 'https://api.example.test', apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'proj', stageProjectId: 'proj', timeoutMs: 1000 });

let server: ApolloServer<RequestScope>;
let agent: MockAgent;

beforeAll(async () => {
  server = subgraphTestServer(AREA_SUBGRAPHS.promotions);
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(() => agent.close());

/** The service answers `operation` once with `body`. */
const answer = (operation: string, body: object) =>
  agent.get('https://api.example.test').intercept({ path: `/CALL/${operation}/proj`, method: 'POST' }).reply(200, body);

const run = async (query: string, variables?: Record<string, unknown>) => {
  const client = new CommerceClient(config, agent);
  const response = await server.executeOperation({ query, variables }, { contextValue: AREA_SUBGRAPHS.promotions.createContext({ apiKey: 'key', client, caller: serviceCaller('key') }) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
};

const CART = { items: [{ id: 'SKU-0001', qty: 1, price: 10 }] };
const REF = { transactionId: 'ptx-1', userId: 'user-1' };

describe('calculatePromotions', () => {
  it('answers a calculation without a cart with cart null', async () => {
    answer('Promotion/calculate', { calculationTime: 3 });
    const result = await run(`query ($cart: CartInput!) { calculatePromotions(cart: $cart) { calculationTime cart { totalPriceToPay } } }`, { cart: CART });
    expect(result).toEqual({ data: { calculatePromotions: { calculationTime: 3, cart: null } } });
  });

  it('reads items, promotions, suggestions and condiments without ids as null ids', async () => {
    answer('Promotion/calculate', {
      cart: {
        items: [{ qty: 1, appliedPromotions: [{ giftAmount: 1 }] }],
        condiments: [{ name: 'wrap', id: null }],
        appliedPromotions: [{ promotionType: 'CART_PERCENTAGE' }],
        suggestionPromotions: [{ suggestion: 'ADD_AMOUNT', id: null }],
      },
    });
    const result = await run(
      `query ($cart: CartInput!) { calculatePromotions(cart: $cart) { cart {
        items { id product { sku } appliedPromotions { id giftAmount } } condiments { id name }
        appliedPromotions { id promotionType } suggestionPromotions { id suggestion }
      } } }`,
      { cart: CART },
    );
    expect(result).toEqual({
      data: {
        calculatePromotions: {
          cart: {
            items: [{ id: null, product: null, appliedPromotions: [{ id: null, giftAmount: 1 }] }],
            condiments: [{ id: null, name: 'wrap' }],
            appliedPromotions: [{ id: null, promotionType: 'CART_PERCENTAGE' }],
            suggestionPromotions: [{ id: null, suggestion: 'ADD_AMOUNT' }],
          },
        },
      },
    });
  });
});

describe('startPromotionTransaction', () => {
  const START = `mutation ($input: StartPromotionTransactionInput!) {
    startPromotionTransaction(input: $input) { transactionId message transaction { transactionId couponId } }
  }`;

  it('takes the nested transaction’s id when the answer has none at the top', async () => {
    answer('Promotion/startTransaction', { message: 'ok', transaction: { transactionId: 'ptx-9', couponId: null } });
    const result = await run(START, { input: { cart: CART, user: { userId: 'user-1' } } });
    expect(result).toEqual({
      data: { startPromotionTransaction: { transactionId: 'ptx-9', message: 'ok', transaction: { transactionId: 'ptx-9', couponId: null } } },
    });
  });

  it('keeps an acknowledged start that names no transaction id, with the error at transactionId', async () => {
    answer('Promotion/startTransaction', { message: 'started', transaction: { couponId: 'C-1' } });
    const result = await run(START, { input: { cart: CART, user: { userId: 'user-1' } } });
    expect(result.data).toEqual({
      startPromotionTransaction: { transactionId: null, message: 'started', transaction: { transactionId: null, couponId: 'C-1' } },
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      path: ['startPromotionTransaction', 'transactionId'],
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });
});

describe('the inferred commit, partial revert and cancel', () => {
  it.each([
    ['commitPromotionTransaction', 'Promotion/commitTransaction', 'PromotionTransactionRefInput', REF],
    ['cancelPromotionTransaction', 'Promotion/cancelTransaction', 'PromotionTransactionRefInput', REF],
    ['partialRevertPromotionTransaction', 'Promotion/partialRevertTransaction', 'PartialRevertPromotionTransactionInput', { ...REF, items: [{ id: 'SKU-0001' }] }],
  ])('%s answered {} reports the transaction it addressed', async (field, operation, inputType, input) => {
    answer(operation, {});
    const result = await run(`mutation ($input: ${inputType}!) { ${field}(input: $input) { transactionId message status revertedItems { id } } }`, {
      input,
    });
    expect(result).toEqual({ data: { [field]: { transactionId: 'ptx-1', message: null, status: null, revertedItems: null } } });
  });

  it('reads reverted items with null fields and without ids', async () => {
    answer('Promotion/partialRevertTransaction', { status: 'PARTIALLY_REVERTED', revertedItems: [{ id: null, usedPoints: null }], returnedPoints: null });
    const result = await run(
      `mutation ($input: PartialRevertPromotionTransactionInput!) {
        partialRevertPromotionTransaction(input: $input) { transactionId status returnedPoints revertedItems { id usedPoints } }
      }`,
      { input: { ...REF, items: [{ id: 'SKU-0001' }] } },
    );
    expect(result).toEqual({
      data: {
        partialRevertPromotionTransaction: {
          transactionId: 'ptx-1',
          status: 'PARTIALLY_REVERTED',
          returnedPoints: null,
          revertedItems: [{ id: null, usedPoints: null }],
        },
      },
    });
  });
});
