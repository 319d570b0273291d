import { request as httpRequest } from 'node:http';
import { request } from 'undici';
import {
  DocumentDouble,
  EXTRA_FIELDS,
  INFERRED_WRITES,
  NGINX_502_PAGE,
  OPERATION_NAMES,
  type InferredWriteName,
  type OperationName,
} from './document-double';

const KEY = 'double-self-test-key';
const TIME = '2026-01-05T10:00:00.000Z';
const LATER = '2026-01-06T08:30:00.000Z';

let double: DocumentDouble;
beforeAll(async () => {
  double = await DocumentDouble.start({
    projectId: 'proj',
    loyaltyProjectId: 'loyal',
    stageProjectId: 'stage',
    apiKey: KEY,
  });
});
afterAll(() => double.close());
beforeEach(() => {
  double.mode = 'documented';
  double.clearFaults();
  double.resetRequests();
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text: string;
}

/** Sends with the double's key; `key: null` sends none. */
async function send(method: 'GET' | 'POST', url: string, body?: unknown, key: string | null = KEY): Promise<Sent> {
  const response = await request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.body.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body: parsed, text };
}

const base = (path: string) => `${double.url}${path}`;
const legacy = (path: string) => `${double.legacyUrl}${path}`;

const CART = {
  items: [{ id: 'SKU-1', qty: 2, price: 10, totalPrice: 20 }],
  subOrders: [{ id: 'so-1', subOrderId: 'so-1', price: 20 }],
  productCount: 2,
};
const CALCULATED_ITEMS = [
  {
    id: 'SKU-1',
    qty: 2,
    price: 10,
    totalPrice: 20,
    promotionDiscount: 1,
    priceAfterPromotion: 9,
    appliedPromotions: [{ id: 'promo-1', promotionTemplateId: 'tpl-1', giftAmount: 1 }],
    totalPromotionDiscount: 2,
    totalPriceAfterPromotion: 18,
    totalDisplayPrice: 20,
  },
];
const CALCULATED_SUB_ORDERS = [
  {
    id: 'so-1',
    subOrderId: 'so-1',
    price: 20,
    priceAfterPromotion: 18,
    displayPrice: 20,
    promotionDiscount: 2,
    appliedPromotions: [{ id: 'promo-1', promotionTemplateId: 'tpl-1', giftAmount: 1 }],
    usedPoints: 0,
    usedPointAsMoney: 0,
    priceAfterPointUsed: 18,
    usablePoints: 100,
    usablePointAsMoney: 1,
    pointMultiplier: 0.01,
  },
];
const APPLIED = {
  id: 'promo-1',
  promotionTemplateId: 'tpl-1',
  giftAmount: 2,
  tag: 'WINTER',
  promotionType: 'ITEM_FIXED',
  userMessage: '1.00 off every item',
};
const ACCOUNT = (accountNumber: string) => ({
  title: 'Loyalty points',
  projectId: 'proj',
  accountType: 'virtual',
  accountNumber,
  channel: 'loyalty',
  currency: 'POINT',
  status: 'active',
  userId: 'user-1',
  walletId: 'wallet-1',
  createdAt: TIME,
  updatedAt: LATER,
  updatedBy: 'system',
  balance: 12.5,
});
const label = (value: string) => [{ locale: 'en_US', value }];

interface Case {
  operation: OperationName;
  method: 'GET' | 'POST';
  url: () => string;
  body?: unknown;
  params: Record<string, string>;
  answer: unknown;
}

const CASES: Case[] = [
  {
    operation: 'PIMAPI/upsertProduct',
    method: 'POST',
    url: () => base('/CALL/PIMAPI/upsertProduct/proj'),
    body: { dataType: 'PRODUCT', data: { code: 'SHIRT-1', sku: 'SHIRT-1' } },
    params: { projectId: 'proj' },
    answer: { meta: { createdAt: TIME, updatedAt: LATER, updateToken: 'token-2' } },
  },
  {
    operation: 'PIMAPI/getProducts',
    method: 'POST',
    url: () => base('/CALL/PIMAPI/getProducts/proj'),
    body: { pageFrom: 0, pageSize: 20 },
    params: { projectId: 'proj' },
    answer: {},
  },
  {
    operation: 'PIMAPI/getProductSettings',
    method: 'GET',
    url: () => base('/CALL/PIMAPI/getProductSettings/proj'),
    params: { projectId: 'proj' },
    answer: {
      productSettings: {
        attributes: [
          {
            availableLocales: ['en_US'],
            isLocaleSpecific: false,
            localizable: true,
            scopable: false,
            code: 'name',
            type: 'text',
            group: 'marketing',
            isUnique: false,
            label: label('Name'),
            maxCharacters: 255,
            validationRegexp: '',
            validationRule: 'none',
          },
        ],
        attributeOptions: [{ code: 'color', options: [{ code: 'RED', label: label('Red') }] }],
        families: [
          {
            code: 'shirts',
            label: label('Shirts'),
            attributeAsLabel: 'name',
            attributeAsImage: 'image',
            attributes: [{ attribute: 'name', requiredChannels: ['ecommerce'] }],
            variants: [{ code: 'shirts_by_color', label: label('By color'), axes: ['color'], attributes: ['sku'] }],
          },
        ],
        attributeGroups: [{ code: 'marketing', label: label('Marketing') }],
        groupTypes: [{}],
        groups: [{}],
      },
    },
  },
  {
    operation: 'Promotion/calculate',
    method: 'POST',
    url: () => base('/CALL/Promotion/calculate/proj'),
    body: { cart: CART, skipPromotions: false },
    params: { projectId: 'proj' },
    answer: {
      cart: {
        items: CALCULATED_ITEMS,
        subOrders: CALCULATED_SUB_ORDERS,
        productCount: 2,
        appliedPromotions: [APPLIED],
        suggestionPromotions: [
          {
            id: 'promo-2',
            userMessage: 'Add 50.00 more for 10% off',
            suggestion: 'ADD_AMOUNT',
            additionalData: { missingAmount: 50, threshold: 100 },
          },
        ],
        totalCartPriceAfterPromotion: 18,
        totalCartPromotionDiscount: 2,
        userBalance: 100,
        totalPriceAfterPointUsed: 18,
        totalUsablePoints: 100,
        totalUsablePointAsMoney: 1,
        totalUsedPoints: 0,
        totalUsedPointAsMoney: 0,
        totalPriceToPay: 18,
      },
      calculationTime: 12,
    },
  },
  {
    operation: 'Promotion/startTransaction',
    method: 'POST',
    url: () => base('/CALL/Promotion/startTransaction/proj'),
    body: { cart: CART, user: { userId: 'user-7' }, transactionId: 'ptx-7' },
    params: { projectId: 'proj' },
    answer: {
      runWithLoyalty: true,
      message: 'Transaction started',
      transactionId: 'ptx-7',
      userId: 'user-7',
      couponId: 'WELCOME10',
      transaction: {
        transactionId: 'ptx-7',
        promotions: [APPLIED],
        couponId: 'WELCOME10',
        transactionTimeout: 900,
        cart: { items: CALCULATED_ITEMS, subOrders: CALCULATED_SUB_ORDERS },
      },
    },
  },
  {
    operation: 'Promotion/revertTransaction',
    method: 'POST',
    url: () => base('/CALL/Promotion/revertTransaction/proj'),
    body: { transactionId: 'ptx-7', userId: 'user-7' },
    params: { projectId: 'proj' },
    answer: { message: 'Transaction reverted' },
  },
  {
    operation: 'LoyaltyAPI/receiveEvent',
    method: 'POST',
    url: () => base('/CALL/LoyaltyAPI/receiveEvent'),
    body: { entityId: 'user-7', entityType: 'USER', eventType: 'PURCHASE' },
    params: {},
    answer: { eventId: 'evt-1', entityErrors: { phoneNumber: ['phoneNumber must be a valid phone number'] }, eventErrors: {} },
  },
  {
    operation: 'LoyaltyAPI/getEvents',
    method: 'POST',
    url: () => base('/CALL/LoyaltyAPI/getEvents/'),
    body: { entityId: 'user-7', entityType: 'USER' },
    params: {},
    answer: {},
  },
  {
    operation: 'LoyaltyAPI/cancelTransaction',
    method: 'POST',
    url: () => legacy('/CALL/LoyaltyAPI/cancelTransaction/loyal'),
    body: { userId: 'user-7', transactionId: 'ltx-1' },
    params: { loyaltyProjectId: 'loyal' },
    answer: {},
  },
  {
    operation: 'WalletAPI/createAccount',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/createAccount/proj'),
    body: { walletId: 'w-1', accountNumber: 'N-1', currency: 'EURO' },
    params: { projectId: 'proj' },
    answer: {},
  },
  {
    operation: 'WalletAPI/getAccount',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/getAccount/proj'),
    body: { walletId: 'w-1', currency: 'EURO', accountNumber: 'EUR-1' },
    params: { projectId: 'proj' },
    answer: {
      projectId: 'proj',
      accountType: 'virtual',
      accountNumber: 'EUR-1',
      channel: 'loyalty',
      currency: 'EURO',
      status: 'active',
      walletId: 'w-1',
      createdAt: TIME,
      balance: 12.5,
    },
  },
  {
    operation: 'Wallet/getAccounts',
    method: 'POST',
    url: () => base('/CALL/Wallet/getAccounts/proj'),
    body: { accountNumbers: ['A-1', 'B-2'] },
    params: { projectId: 'proj' },
    answer: { 'A-1': ACCOUNT('A-1'), 'B-2': ACCOUNT('B-2') },
  },
  {
    operation: 'WalletAPI/listAccounts',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/listAccounts/proj'),
    body: { from: 5, pageSize: 10 },
    params: { projectId: 'proj' },
    answer: {
      total: 1,
      size: 1,
      pageSize: 10,
      from: 5,
      result: [
        {
          id: 'acc-id-1',
          title: 'Loyalty points',
          projectId: 'proj',
          accountType: 'virtual',
          accountNumber: 'ACC-1',
          accountNumberType: 'generated',
          channel: 'loyalty',
          currency: 'POINT',
          status: 'active',
          walletId: 'wallet-1',
          createdAt: TIME,
        },
      ],
    },
  },
  {
    operation: 'WalletAPI/listTransactions',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/listTransactions/proj'),
    body: { walletId: 'w-1', currency: 'EURO', accountNumber: 'EUR-1', pageSize: 5 },
    params: { projectId: 'proj' },
    answer: {
      transactions: [
        { transactionId: 'wtx-1', type: 'EARNED', amount: 12.5, description: 'Welcome points', channel: 'loyalty', createdAt: TIME },
      ],
      from: 0,
      pageSize: 5,
      total: 1,
      size: 1,
    },
  },
  {
    operation: 'Wallet/addAccount',
    method: 'POST',
    url: () => base('/CALL/Wallet/addAccount/proj'),
    body: { accountNumber: 'N-2' },
    params: { projectId: 'proj' },
    answer: {},
  },
  {
    operation: 'WalletAPI/load',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/load/proj'),
    body: { walletId: 'w-1', currency: 'EURO', accountNumber: 'EUR-1', amount: 5 },
    params: { projectId: 'proj' },
    answer: {},
  },
  {
    operation: 'WalletAPI/cancel',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/cancel/proj'),
    body: { walletId: 'w-1', currency: 'EURO', accountNumber: 'EUR-1', transactionId: 'wtx-9' },
    params: { projectId: 'proj' },
    answer: {
      transaction: {
        transactionId: 'wtx-9',
        type: 'EARNED',
        amount: 5,
        channel: 'loyalty',
        createdAt: TIME,
        isCanceled: true,
        updatedAt: LATER,
      },
      balance: 7.5,
    },
  },
  {
    operation: 'WalletAPI/bulkLoad',
    method: 'POST',
    url: () => base('/CALL/WalletAPI/bulkLoad/proj'),
    body: {
      walletId: 'w-1',
      currency: 'EURO',
      accountNumber: 'EUR-1',
      loads: [
        { amount: 1, expiresAt: '2020-01-01T00:00:00.000Z' },
        { amount: 2, expiresAt: '2999-01-01T00:00:00.000Z' },
      ],
    },
    params: { projectId: 'proj' },
    answer: {
      balance: 12.5,
      results: [
        { status: 'failed', error: 'The expiry date cannot be a past date' },
        { status: 'success', error: '' },
      ],
    },
  },
  {
    operation: 'MerchantStockPriceImporter/receiveStock',
    method: 'POST',
    url: () => base('/CALL/MerchantStockPriceImporter/receiveStock/proj'),
    body: { frequency: 30, items: [{ warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 3 }] },
    params: { projectId: 'proj' },
    answer: { batchId: 'batch-1', bulkOperationId: 'bulk-1', frequency: 30 },
  },
  {
    operation: 'MerchantImportJob/checkBatchStatus',
    method: 'GET',
    url: () => base('/CALL/MerchantImportJob/checkBatchStatus/batch-9'),
    params: { batchId: 'batch-9' },
    answer: {
      batchStatus: 'COMPLETED',
      failCount: 1,
      successCount: 1,
      failedProducts: [{ sku: 'SKU-2', reason: 'unknown sku' }],
      ratio: '50.00',
      pushPriceFrequency: 15,
      bulkOperationType: 'STOCK',
    },
  },
  {
    operation: 'MerchantAccountProduct/getMerchantProductHistory',
    method: 'POST',
    url: () => base('/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-prod-5'),
    body: { type: 'STOCK' },
    params: { projectId: 'proj', productId: 'prod-5' },
    answer: {
      histories: [
        {
          previousLiveQuantity: 10,
          distributedQuantity: 8,
          reservedQuantity: 2,
          incomingQuantity: 5,
          createdAt: TIME,
          productId: 'prod-5',
          method: 'receiveStock',
          channel: 'web',
          warehouse: 'WH-1',
          sku: 'SKU-1',
          type: 'STOCK',
          sortKey: `${TIME}#1`,
          user: { name: 'Ada', surname: 'Lovelace', id: 'user-9' },
        },
      ],
    },
  },
  {
    operation: 'TalkingProducts/updateProduct',
    method: 'POST',
    url: () => legacy('/stage/CALL/TalkingProducts/updateProduct/proj'),
    body: { product: { sku: 'TP-1', name: 'Talking mug' } },
    params: { stageProjectId: 'stage', projectId: 'proj' },
    answer: {},
  },
  {
    operation: 'TalkingProducts/listProduct',
    method: 'POST',
    url: () => base('/stage/CALL/TalkingProducts/listProduct/proj'),
    body: {},
    params: { stageProjectId: 'stage', projectId: 'proj' },
    answer: {},
  },
];

describe('documented operations', () => {
  it('has a case for each of the 23 operations', () => {
    expect(CASES.map((entry) => entry.operation).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it.each(CASES)('answers $operation at its documented URL with the documented shape', async (entry) => {
    const sent = await send(entry.method, entry.url(), entry.body);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(entry.answer);
    expect(double.requests).toHaveLength(1);
    const recorded = double.requests[0]!;
    expect(recorded).toMatchObject({ method: entry.method, operation: entry.operation, params: entry.params });
    expect(recorded.body).toEqual(entry.body);
    expect(`${recorded.base === 'legacy' ? double.legacyUrl : double.url}${recorded.path}`).toBe(entry.url());
  });

  it('reads the sku form of the product history key, channels with underscores included', async () => {
    const sent = await send('POST', base('/CALL/MerchantAccountProduct/getMerchantProductHistory/ACCOUNT_PRODUCT_web_shop_proj!SKU-9'), {});
    expect(sent.status).toBe(200);
    expect(double.requests[0]!.params).toEqual({ projectId: 'proj', channel: 'web_shop', sku: 'SKU-9' });
    expect(sent.body).toMatchObject({ histories: [{ sku: 'SKU-9', channel: 'web_shop', productId: 'prod-1' }] });
  });

  it('keeps a batch id exactly as sent, dots included', async () => {
    // node:http sends the path untouched; a WHATWG URL would remove the dot segment.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const { port } = new URL(double.url);
      const sent = httpRequest(
        { host: '127.0.0.1', port, method: 'GET', path: '/CALL/MerchantImportJob/checkBatchStatus/..', headers: { 'x-api-key': KEY } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(200);
    expect(double.requests[0]!.params).toEqual({ batchId: '..' });
  });
});

describe('writes named only by title (4.7)', () => {
  /** Where the facade infers each is: `npm run operations`. */
  const inferredUrl = (operation: InferredWriteName): string => {
    const form = INFERRED_WRITES[operation];
    if (form === 'legacyStage') return legacy(`/stage/CALL/${operation}/proj`);
    return base(`/CALL/${operation}/${form === 'loyaltyProject' ? 'loyal' : 'proj'}`);
  };

  it.each(Object.keys(INFERRED_WRITES) as InferredWriteName[])('answers %s with {} at its inferred URL, as a POST only', async (operation) => {
    const sent = await send('POST', inferredUrl(operation), { any: 'body' });
    expect(sent).toMatchObject({ status: 200, body: {} });
    expect(double.requests[0]).toMatchObject({ method: 'POST', operation, body: { any: 'body' } });
    expect((await send('GET', inferredUrl(operation))).status).toBe(404);
  });

  it('answers them with unknown fields only in extra mode, and {} in missing and nulls modes', async () => {
    for (const [mode, expected] of [['extra', EXTRA_FIELDS], ['missing', {}], ['nulls', {}]] as const) {
      double.mode = mode;
      expect((await send('POST', base('/CALL/WalletAPI/spend/proj'), {})).body).toEqual(expected);
    }
  });

  it.each([
    ['a loyalty write under the ordinary project', () => base('/CALL/LoyaltyAPI/cancelEvent/proj')],
    ['a wallet write under the loyalty project', () => base('/CALL/WalletAPI/spend/loyal')],
    ['a talking-products write on the base address', () => base('/stage/CALL/TalkingProducts/createProduct/proj')],
    ['a talking-products write without the stage segment', () => legacy('/CALL/TalkingProducts/createProduct/proj')],
  ] as const)('answers 404 for %s', async (_name, url) => {
    expect((await send('POST', url(), {})).status).toBe(404);
    expect(double.operations()).toEqual([undefined]);
  });
});

describe('refusals', () => {
  it.each([
    ['no key', null],
    ['a wrong key', 'not-the-key'],
  ])('answers 403 with %s, and logs the request', async (_name, key) => {
    const sent = await send('POST', base('/CALL/WalletAPI/load/proj'), {}, key);
    expect(sent).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(double.calls('WalletAPI/load')).toBe(1);
  });

  it.each([
    ['an unknown class', 'POST', () => base('/CALL/WalletAPIs/load/proj')],
    ['another project', 'POST', () => base('/CALL/WalletAPI/load/other')],
    ['the wrong method', 'GET', () => base('/CALL/WalletAPI/load/proj')],
    ['getAccounts under WalletAPI', 'POST', () => base('/CALL/WalletAPI/getAccounts/proj')],
    ['getEvents without its trailing slash', 'POST', () => base('/CALL/LoyaltyAPI/getEvents')],
    ['getEvents with a project segment', 'POST', () => base('/CALL/LoyaltyAPI/getEvents/proj')],
    ['receiveEvent with a project segment', 'POST', () => base('/CALL/LoyaltyAPI/receiveEvent/proj')],
    ['cancelTransaction on the base address', 'POST', () => base('/CALL/LoyaltyAPI/cancelTransaction/loyal')],
    ['cancelTransaction with the ordinary project', 'POST', () => legacy('/CALL/LoyaltyAPI/cancelTransaction/proj')],
    ['updateProduct on the base address', 'POST', () => base('/stage/CALL/TalkingProducts/updateProduct/proj')],
    ['listProduct on the legacy address', 'POST', () => legacy('/stage/CALL/TalkingProducts/listProduct/proj')],
    ['listProduct without the stage segment', 'POST', () => base('/CALL/TalkingProducts/listProduct/proj')],
    ['checkBatchStatus as a POST', 'POST', () => base('/CALL/MerchantImportJob/checkBatchStatus/b-1')],
    ['checkBatchStatus without a batch id', 'GET', () => base('/CALL/MerchantImportJob/checkBatchStatus/')],
    ['a history key of another project', 'POST', () => base('/CALL/MerchantAccountProduct/getMerchantProductHistory/other-p1')],
    ['a query string', 'POST', () => base('/CALL/WalletAPI/load/proj?x=1')],
  ] as const)('answers 404 for %s', async (_name, method, url) => {
    const sent = await send(method, url(), method === 'POST' ? {} : undefined);
    expect(sent).toMatchObject({ status: 404, body: { message: 'Record Not Found' } });
    expect(double.operations()).toEqual([undefined]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await request(base('/CALL/WalletAPI/load/proj'), {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: 'not json',
    });
    expect(response.statusCode).toBe(400);
    expect(await response.body.json()).toEqual({ message: 'Bad Request: the body is not JSON' });
    expect(double.requests[0]!.body).toBe('not json');
  });
});

describe('answer modes', () => {
  it('extra: adds unknown fields to every object, nested ones too', async () => {
    double.mode = 'extra';
    const sent = await send('POST', base('/CALL/WalletAPI/cancel/proj'), { transactionId: 'wtx-9' });
    expect(sent.body).toEqual({
      transaction: {
        transactionId: 'wtx-9',
        type: 'EARNED',
        amount: 5,
        channel: 'loyalty',
        createdAt: TIME,
        isCanceled: true,
        updatedAt: LATER,
        ...EXTRA_FIELDS,
      },
      balance: 7.5,
      ...EXTRA_FIELDS,
    });
  });

  it('extra: adds fields to every element of a list', async () => {
    double.mode = 'extra';
    const sent = await send('POST', base('/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-p1'), {});
    expect(sent.body).toEqual({
      histories: [
        {
          previousLiveQuantity: 10,
          distributedQuantity: 8,
          reservedQuantity: 2,
          incomingQuantity: 5,
          createdAt: TIME,
          productId: 'p1',
          method: 'receiveStock',
          channel: 'web',
          warehouse: 'WH-1',
          sku: 'SKU-1',
          type: 'STOCK',
          sortKey: `${TIME}#1`,
          user: { name: 'Ada', surname: 'Lovelace', id: 'user-9', ...EXTRA_FIELDS },
          ...EXTRA_FIELDS,
        },
      ],
      ...EXTRA_FIELDS,
    });
  });

  it('extra: turns {} into an object of unknown fields', async () => {
    double.mode = 'extra';
    const sent = await send('POST', base('/CALL/PIMAPI/getProducts/proj'), {});
    expect(sent.body).toEqual(EXTRA_FIELDS);
  });

  it('extra: leaves maps keyed by data alone but extends their values', async () => {
    double.mode = 'extra';
    const accounts = await send('POST', base('/CALL/Wallet/getAccounts/proj'), { accountNumbers: ['A-1'] });
    expect(accounts.body).toEqual({ 'A-1': { ...ACCOUNT('A-1'), ...EXTRA_FIELDS } });
    const event = await send('POST', base('/CALL/LoyaltyAPI/receiveEvent'), {});
    expect(event.body).toEqual({
      eventId: 'evt-1',
      entityErrors: { phoneNumber: ['phoneNumber must be a valid phone number'] },
      eventErrors: {},
      ...EXTRA_FIELDS,
    });
  });

  it.each([
    ['WalletAPI/getAccount', 'POST', '/CALL/WalletAPI/getAccount/proj', { accountNumber: 'EUR-1' }, { accountNumber: 'EUR-1' }],
    ['Wallet/getAccounts', 'POST', '/CALL/Wallet/getAccounts/proj', { accountNumbers: ['A-1'] }, { 'A-1': { accountNumber: 'A-1' } }],
    ['WalletAPI/listAccounts', 'POST', '/CALL/WalletAPI/listAccounts/proj', {}, { result: [{ accountNumber: 'ACC-1' }] }],
    ['WalletAPI/listTransactions', 'POST', '/CALL/WalletAPI/listTransactions/proj', {}, { transactions: [{ transactionId: 'wtx-1' }] }],
    ['WalletAPI/cancel', 'POST', '/CALL/WalletAPI/cancel/proj', { transactionId: 'wtx-9' }, { transaction: { transactionId: 'wtx-9' } }],
    ['WalletAPI/bulkLoad', 'POST', '/CALL/WalletAPI/bulkLoad/proj', { loads: [{ amount: 1 }] }, {}],
    ['PIMAPI/upsertProduct', 'POST', '/CALL/PIMAPI/upsertProduct/proj', {}, {}],
    [
      'PIMAPI/getProductSettings',
      'GET',
      '/CALL/PIMAPI/getProductSettings/proj',
      undefined,
      {
        productSettings: {
          attributes: [{ code: 'name' }],
          attributeOptions: [{ code: 'color', options: [{ code: 'RED' }] }],
          families: [{ code: 'shirts', attributes: [{ attribute: 'name' }], variants: [{ code: 'shirts_by_color' }] }],
          attributeGroups: [{ code: 'marketing' }],
        },
      },
    ],
    ['Promotion/calculate', 'POST', '/CALL/Promotion/calculate/proj', { cart: CART }, { cart: { items: [{ id: 'SKU-1' }] } }],
    ['Promotion/startTransaction', 'POST', '/CALL/Promotion/startTransaction/proj', { cart: CART }, { transactionId: 'ptx-1' }],
    ['Promotion/revertTransaction', 'POST', '/CALL/Promotion/revertTransaction/proj', {}, {}],
    ['LoyaltyAPI/receiveEvent', 'POST', '/CALL/LoyaltyAPI/receiveEvent', {}, { eventId: 'evt-1' }],
    ['MerchantStockPriceImporter/receiveStock', 'POST', '/CALL/MerchantStockPriceImporter/receiveStock/proj', {}, { batchId: 'batch-1' }],
    ['MerchantImportJob/checkBatchStatus', 'GET', '/CALL/MerchantImportJob/checkBatchStatus/b-1', undefined, {}],
    ['MerchantAccountProduct/getMerchantProductHistory', 'POST', '/CALL/MerchantAccountProduct/getMerchantProductHistory/proj-p1', {}, {}],
  ] as const)('missing: %s keeps only what its result cannot exist without', async (_operation, method, path, body, expected) => {
    double.mode = 'missing';
    const sent = await send(method, base(path), body);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(expected);
  });

  it.each([
    [
      'WalletAPI/getAccount',
      '/CALL/WalletAPI/getAccount/proj',
      { accountNumber: 'EUR-1' },
      {
        projectId: null,
        accountType: null,
        accountNumber: 'EUR-1',
        channel: null,
        currency: null,
        status: null,
        walletId: null,
        createdAt: null,
        balance: null,
      },
    ],
    [
      'Wallet/getAccounts',
      '/CALL/Wallet/getAccounts/proj',
      { accountNumbers: ['A-1'] },
      {
        'A-1': {
          title: null,
          projectId: null,
          accountType: null,
          accountNumber: 'A-1',
          channel: null,
          currency: null,
          status: null,
          userId: null,
          walletId: null,
          createdAt: null,
          updatedAt: null,
          updatedBy: null,
          balance: null,
        },
      },
    ],
    [
      'WalletAPI/cancel',
      '/CALL/WalletAPI/cancel/proj',
      { transactionId: 'wtx-9' },
      {
        transaction: {
          transactionId: 'wtx-9',
          type: null,
          amount: null,
          channel: null,
          createdAt: null,
          isCanceled: null,
          updatedAt: null,
        },
        balance: null,
      },
    ],
    [
      'WalletAPI/listTransactions',
      '/CALL/WalletAPI/listTransactions/proj',
      {},
      {
        transactions: [{ transactionId: 'wtx-1', type: null, amount: null, description: null, channel: null, createdAt: null }],
        from: null,
        pageSize: null,
        total: null,
        size: null,
      },
    ],
    ['WalletAPI/bulkLoad', '/CALL/WalletAPI/bulkLoad/proj', { loads: [{ amount: 1 }] }, { balance: null, results: null }],
    ['PIMAPI/upsertProduct', '/CALL/PIMAPI/upsertProduct/proj', {}, { meta: null }],
    [
      'MerchantStockPriceImporter/receiveStock',
      '/CALL/MerchantStockPriceImporter/receiveStock/proj',
      {},
      { batchId: 'batch-1', bulkOperationId: null, frequency: null },
    ],
    [
      'LoyaltyAPI/receiveEvent',
      '/CALL/LoyaltyAPI/receiveEvent',
      {},
      { eventId: 'evt-1', entityErrors: null, eventErrors: null },
    ],
  ] as const)('nulls: %s sends the omitted fields as null', async (_operation, path, body, expected) => {
    double.mode = 'nulls';
    const sent = await send('POST', base(path), body);
    expect(sent.body).toEqual(expected);
  });

  it.each(['missing', 'nulls'] as const)('%s: {} stays {}', async (mode) => {
    double.mode = mode;
    const sent = await send('POST', base('/stage/CALL/TalkingProducts/listProduct/proj'), {});
    expect(sent.body).toEqual({});
  });
});

describe('faults', () => {
  it('drip: sends the headers at once, then the body one byte at a time', async () => {
    double.setFault('WalletAPI/getAccount', { kind: 'drip', intervalMs: 40 });
    double.mode = 'missing';
    const response = await request(base('/CALL/WalletAPI/getAccount/proj'), {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: JSON.stringify({ accountNumber: 'A' }),
    });
    expect(response.statusCode).toBe(200);
    const chunks: string[] = [];
    for await (const chunk of response.body) chunks.push((chunk as Buffer).toString('utf8'));
    expect(chunks.join('')).toBe('{"accountNumber":"A"}');
    expect(chunks.every((chunk) => chunk.length === 1)).toBe(true);
  });

  it('resetAfterStatus: the 200 status line arrives, then the connection is reset', async () => {
    double.setFault('WalletAPI/load', { kind: 'resetAfterStatus' });
    const response = await request(base('/CALL/WalletAPI/load/proj'), {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: '{}',
    });
    expect(response.statusCode).toBe(200);
    await expect(response.body.text()).rejects.toThrow();
    expect(double.calls('WalletAPI/load')).toBe(1);
  });

  it('reset: reads the request whole, then resets the connection with no status', async () => {
    double.setFault('WalletAPI/spend', { kind: 'reset', times: 1 });
    await expect(send('POST', base('/CALL/WalletAPI/spend/proj'), { amount: 4 })).rejects.toMatchObject({ code: expect.stringMatching(/^(UND_ERR_SOCKET|ECONNRESET)$/) });
    expect(double.requestsTo('WalletAPI/spend').map((entry) => entry.body)).toEqual([{ amount: 4 }]);
    expect((await send('POST', base('/CALL/WalletAPI/spend/proj'), {})).status).toBe(200);
  });

  it('slow: answers as usual after the delay; the peak of requests answered at once is counted per operation', async () => {
    double.setFault('WalletAPI/getAccount', { kind: 'slow', delayMs: 150, times: 2 });
    const started = Date.now();
    const sent = await Promise.all([1, 2].map(() => send('POST', base('/CALL/WalletAPI/getAccount/proj'), { accountNumber: 'A' })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(sent.map((entry) => [entry.status, (entry.body as { accountNumber?: string }).accountNumber])).toEqual([[200, 'A'], [200, 'A']]);
    expect(double.peakConcurrency('WalletAPI/getAccount')).toBe(2);
    await send('POST', base('/CALL/WalletAPI/load/proj'), {});
    expect(double.peakConcurrency('WalletAPI/load')).toBe(1);
    double.resetRequests();
    expect(double.peakConcurrency('WalletAPI/getAccount')).toBe(0);
  });

  it('status429: answers 429 with Retry-After', async () => {
    double.setFault('WalletAPI/getAccount', { kind: 'status429', retryAfter: 7 });
    const sent = await send('POST', base('/CALL/WalletAPI/getAccount/proj'), {});
    expect(sent).toMatchObject({ status: 429, body: { message: 'Too Many Requests' } });
    expect(sent.headers['retry-after']).toBe('7');
  });

  it('oversized: streams a valid JSON body of exactly N MiB', async () => {
    double.setFault('PIMAPI/getProducts', { kind: 'oversized', megabytes: 2 });
    const response = await request(base('/CALL/PIMAPI/getProducts/proj'), { method: 'POST', headers: { 'x-api-key': KEY }, body: '{}' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    const text = await response.body.text();
    expect(Buffer.byteLength(text)).toBe(2 * 1024 * 1024);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['padding']);
  });

  it('html502: answers an nginx HTML page', async () => {
    double.setFault('all', { kind: 'html502' });
    const sent = await send('GET', base('/CALL/PIMAPI/getProductSettings/proj'));
    expect(sent.status).toBe(502);
    expect(sent.headers['content-type']).toBe('text/html');
    expect(sent.text).toBe(NGINX_502_PAGE);
  });

  it('status: answers any status with the given JSON message', async () => {
    double.setFault('WalletAPI/getAccount', { kind: 'status', status: 404, message: 'Account EUR-1 not found' });
    const sent = await send('POST', base('/CALL/WalletAPI/getAccount/proj'), {});
    expect(sent).toMatchObject({ status: 404, body: { message: 'Account EUR-1 not found' } });
  });

  it('spoils only the operation it is set for; a fault of its own beats the one for all', async () => {
    double.setFault('all', { kind: 'status', status: 500, message: 'all' });
    double.setFault('WalletAPI/getAccount', { kind: 'status', status: 400, message: 'one' });
    const one = await send('POST', base('/CALL/WalletAPI/getAccount/proj'), {});
    const other = await send('POST', base('/CALL/WalletAPI/load/proj'), {});
    expect([one.status, one.body, other.status, other.body]).toEqual([400, { message: 'one' }, 500, { message: 'all' }]);
    double.clearFaults();
    expect((await send('POST', base('/CALL/WalletAPI/load/proj'), {})).status).toBe(200);
  });

  it('with times, spoils only that many calls', async () => {
    double.setFault('WalletAPI/load', { kind: 'html502', times: 2 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await send('POST', base('/CALL/WalletAPI/load/proj'), {})).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  it('answers 403 before any fault', async () => {
    double.setFault('all', { kind: 'html502' });
    const sent = await send('POST', base('/CALL/WalletAPI/load/proj'), {}, 'wrong');
    expect(sent.status).toBe(403);
  });
});

describe('request log', () => {
  it('records method, base, path, headers and body; counts by operation; resets', async () => {
    await send('POST', base('/CALL/WalletAPI/load/proj'), { amount: 1 });
    await send('POST', base('/CALL/WalletAPI/load/proj'), { amount: 2 });
    await send('POST', legacy('/CALL/LoyaltyAPI/cancelTransaction/loyal'), { userId: 'u' });
    await send('POST', base('/nowhere'), {});
    expect(double.calls()).toBe(4);
    expect(double.calls('WalletAPI/load')).toBe(2);
    expect(double.calls('LoyaltyAPI/cancelTransaction')).toBe(1);
    expect(double.operations()).toEqual(['WalletAPI/load', 'WalletAPI/load', 'LoyaltyAPI/cancelTransaction', undefined]);
    expect(double.requestsTo('WalletAPI/load').map((entry) => entry.body)).toEqual([{ amount: 1 }, { amount: 2 }]);
    const cancel = double.requestsTo('LoyaltyAPI/cancelTransaction')[0]!;
    expect(cancel).toMatchObject({ method: 'POST', base: 'legacy', path: '/CALL/LoyaltyAPI/cancelTransaction/loyal' });
    expect(cancel.headers['x-api-key']).toBe(KEY);
    expect(double.requests[3]).toMatchObject({ base: 'base', path: '/nowhere', operation: undefined });
    double.resetRequests();
    expect(double.calls()).toBe(0);
  });
});
