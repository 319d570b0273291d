import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import {
  ANSWER_MODES,
  DOCUMENTED_OPERATIONS,
  EXTRA_FIELDS,
  isDocumented,
  type AnswerMode,
  type DocumentDouble,
  type Json,
  type OperationName,
} from '../double/document-double';
import { OPERATION_TABLE } from '../../subgraphs/operation-table';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';

/**
 * Every root field backed by a documented operation, run through the gateway against a service that
 * answers exactly as the interface document shows, with unknown extra fields, with every field it does
 * not promise missing, and with those fields null. Each answers without errors, with the values the
 * answer determines, after exactly the documented upstream calls with documented body fields only.
 */

const TIME = '2026-01-05T10:00:00.000Z';
const LATER = '2026-01-06T08:30:00.000Z';

/** Null or an empty list: a list the service did not send may read either way. */
const nullOrEmpty = {
  asymmetricMatch: (value: unknown) => value === null || (Array.isArray(value) && value.length === 0),
  toAsymmetricMatcher: () => 'null or []',
};

/** Null or 0: a count the service did not send may read either way. */
const nullOrZero = {
  asymmetricMatch: (value: unknown) => value === null || value === 0,
  toAsymmetricMatcher: () => 'null or 0',
};

/** Null, or the value the caller sent: a field of the caller's own the answer left out may be filled from the request. */
const nullOr = (sent: unknown) => ({
  asymmetricMatch: (value: unknown) => value === null || value === sent,
  toAsymmetricMatcher: () => `null or ${JSON.stringify(sent)}`,
});

const answered = (mode: AnswerMode) => mode === 'documented' || mode === 'extra';
/** The untouched body of an operation documented as answering `{}`. */
const rawEmpty = (mode: AnswerMode): Json => (mode === 'extra' ? EXTRA_FIELDS : {});

type Answer = (operation: OperationName, request?: { body?: unknown; params?: Record<string, string> }) => Json;

interface RootFieldCase {
  /** The test's name: the root field, and the address form where a field has two. */
  name: string;
  /** The root field, as the data key. */
  field: string;
  document: string;
  variables?: Record<string, unknown>;
  /** The documented operations the field must call, each exactly once. */
  calls: OperationName[];
  /** Read-only operations that may also be called, at most once each (read-backs, batched fill-ins). */
  mayRead?: OperationName[];
  /** Path values the first of `calls` must carry. */
  params?: Record<string, string>;
  /** What `data[field]` must match in a mode, as far as the double's answer determines it. */
  expected(mode: AnswerMode, answer: Answer): unknown;
}

const ACCOUNT = `accountNumber id title projectId accountType accountNumberType channel currency status userId walletId createdAt updatedAt updatedBy balance`;
const TRANSACTION = `transactionId type amount description channel createdAt updatedAt isCanceled expiresAt referenceId`;
const PRODUCT = `sku id dataType code family status enabled groups categories parent variant createdAt updatedAt updateToken source
  attributes { code data { scope locale value } } axesValues { axe value }`;
const TALKING_PRODUCT = `sku name categories brand description stock price image groupIds additionalData createdAt updatedAt raw`;
const LABEL = `label { locale value }`;
const ITEM_PROMOTION = `id promotionTemplateId giftAmount`;
const APPLIED_PROMOTION = `id promotionTemplateId giftAmount tag promotionType userMessage`;
const CART = `
  items {
    id merchantId qty price totalPrice itemType promotionDiscount priceAfterPromotion totalPromotionDiscount
    totalPriceAfterPromotion totalDisplayPrice appliedPromotions { ${ITEM_PROMOTION} }
    attributes { shortName longName brand images productLimit logisticTags etiketler categories { id name } }
  }
  subOrders {
    merchantId subOrderId id price itemType priceAfterPromotion displayPrice promotionDiscount
    appliedPromotions { ${ITEM_PROMOTION} } usedPoints usedPointAsMoney priceAfterPointUsed usablePoints
    usablePointAsMoney pointMultiplier
  }
  condiments { subOrderId id name price type }
  productCount appliedPromotions { ${APPLIED_PROMOTION} } suggestionPromotions { id userMessage suggestion additionalData }
  totalCartPriceAfterPromotion totalCartPromotionDiscount userBalance totalPriceAfterPointUsed totalUsablePoints
  totalUsablePointAsMoney totalUsedPoints totalUsedPointAsMoney totalPriceToPay`;
const BATCH = `batchId batchStatus successCount failCount ratio pushPriceFrequency bulkOperationType raw
  failedProducts { index sku channel warehouseCode code reason }`;
const HISTORY_RECORD = `previousLiveQuantity distributedQuantity reservedQuantity incomingQuantity previousPrice price createdAt
  productId method channel warehouse sku type sortKey user { id name surname }`;
const EVENT = `eventId entityId entityType entityData referenceId eventType time receivedAt
  eventData { transactionId amount currency orderId rate webhook fields }
  measurements { measurement value groupeName groupeValue time }
  entityErrors { field messages } eventErrors { field messages }
  actions { rule type status points transactionId walletId walletTransactionId reason reversal reversedPoints canceledAt }`;

const CART_INPUT = {
  items: [
    {
      id: 'SHIRT-RED-M',
      merchantId: 'merchant-1',
      qty: 2,
      price: 10,
      totalPrice: 20,
      itemType: 'PRODUCT',
      attributes: { shortName: 'Shirt', brand: 'Acme' },
    },
  ],
  subOrders: [{ merchantId: 'merchant-1', subOrderId: 'so-1', id: 'so-1', price: 20, itemType: 'PRODUCT' }],
  productCount: 2,
};

/** The documented account of getAccounts (and, for the fields both show, of getAccount). */
const documentedAccount = (accountNumber: string) => ({
  accountNumber,
  projectId: 'doc-project',
  accountType: 'virtual',
  channel: 'loyalty',
  currency: 'POINT',
  status: 'active',
  walletId: 'wallet-1',
  createdAt: TIME,
  balance: 12.5,
});
/** An account whose every field but its number was missing or null. */
const bareAccount = (accountNumber: string) => ({
  accountNumber,
  id: null,
  title: null,
  projectId: null,
  accountType: null,
  accountNumberType: null,
  channel: null,
  status: null,
  userId: null,
  createdAt: null,
  updatedAt: null,
  updatedBy: null,
  balance: null,
});
/** A written account read back: what the double's account answers determine. */
const readBackAccount = (mode: AnswerMode, accountNumber: string) =>
  answered(mode) ? documentedAccount(accountNumber) : { accountNumber, balance: null };

const ACCOUNT_ADDRESS = { walletId: 'wallet-1', currency: 'POINT' };

const CONNECTION = `totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`;
/** A first page that is also the last: what the one page a connection read holds. */
const onlyPage = (nodes: unknown[], totalCount: unknown) => ({
  totalCount,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: nodes.length > 0 ? expect.any(String) : null, endCursor: nodes.length > 0 ? expect.any(String) : null },
  edges: nodes.map((node) => ({ cursor: expect.any(String), node })),
});

const CASES: RootFieldCase[] = [
  {
    name: 'products',
    field: 'products',
    document: `query ($filters: ProductFilters, $sorts: ProductSorts) {
      products(filters: $filters, sorts: $sorts, pageFrom: 0, pageSize: 20, searchText: "shirt", source: true) {
        total pageFrom pageSize size raw products { ${PRODUCT} }
      }
    }`,
    variables: { filters: { family: 'shirts', dataType: 'PRODUCT', enabled: true }, sorts: { updatedAt: 'desc' } },
    calls: ['PIMAPI/getProducts'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({ total: nullOrZero, size: nullOrZero, products: [], raw: rawEmpty(mode) }),
  },
  {
    name: 'productSettings',
    field: 'productSettings',
    document: `{
      productSettings {
        attributes {
          code type group availableLocales isLocaleSpecific localizable scopable isUnique ${LABEL}
          maxCharacters validationRegexp validationRule
        }
        attributeOptions { code options { code ${LABEL} } }
        families {
          code ${LABEL} attributeAsLabel attributeAsImage attributes { attribute requiredChannels }
          variants { code ${LABEL} axes attributes }
        }
        attributeGroups { code ${LABEL} }
        groupTypes { code isVariant ${LABEL} raw }
        groups { code type ${LABEL} raw }
      }
    }`,
    calls: ['PIMAPI/getProductSettings'],
    params: { projectId: 'doc-project' },
    expected: (mode) => {
      const label = (value: string) => (answered(mode) ? [{ locale: 'en_US', value }] : nullOrEmpty);
      const value = <T>(documented: T) => (answered(mode) ? documented : null);
      const list = <T>(documented: T[]) => (answered(mode) ? documented : nullOrEmpty);
      return {
        attributes: [
          {
            code: 'name',
            type: value('text'),
            group: value('marketing'),
            availableLocales: list(['en_US']),
            isLocaleSpecific: value(false),
            localizable: value(true),
            scopable: value(false),
            isUnique: value(false),
            label: label('Name'),
            maxCharacters: value(255),
            validationRegexp: value(''),
            validationRule: value('none'),
          },
        ],
        attributeOptions: [{ code: 'color', options: [{ code: 'RED', label: label('Red') }] }],
        families: [
          {
            code: 'shirts',
            label: label('Shirts'),
            attributeAsLabel: value('name'),
            attributeAsImage: value('image'),
            attributes: [{ attribute: 'name', requiredChannels: list(['ecommerce']) }],
            variants: [{ code: 'shirts_by_color', label: label('By color'), axes: list(['color']), attributes: list(['sku']) }],
          },
        ],
        attributeGroups: [{ code: 'marketing', label: label('Marketing') }],
        groupTypes: answered(mode) ? [{ code: null, isVariant: null, raw: rawEmpty(mode) }] : [],
        groups: answered(mode) ? [{ code: null, type: null, raw: rawEmpty(mode) }] : [],
      };
    },
  },
  {
    name: 'calculatePromotions',
    field: 'calculatePromotions',
    document: `query ($cart: CartInput!, $couponId: Identifier, $user: CartUserInput) {
      calculatePromotions(cart: $cart, couponId: $couponId, user: $user, skipPromotions: false) { calculationTime cart { ${CART} } }
    }`,
    variables: { cart: CART_INPUT, couponId: 'WELCOME10', user: { userId: 'user-7' } },
    calls: ['Promotion/calculate'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      answered(mode)
        ? {
            calculationTime: 12,
            cart: {
              items: [
                {
                  id: 'SHIRT-RED-M',
                  merchantId: 'merchant-1',
                  qty: 2,
                  price: 10,
                  totalPrice: 20,
                  itemType: 'PRODUCT',
                  promotionDiscount: 1,
                  priceAfterPromotion: 9,
                  totalPromotionDiscount: 2,
                  totalPriceAfterPromotion: 18,
                  totalDisplayPrice: 20,
                  appliedPromotions: [{ id: 'promo-1', promotionTemplateId: 'tpl-1', giftAmount: 1 }],
                  attributes: { shortName: 'Shirt', brand: 'Acme' },
                },
              ],
              subOrders: [
                {
                  merchantId: 'merchant-1',
                  subOrderId: 'so-1',
                  id: 'so-1',
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
              ],
              productCount: 2,
              appliedPromotions: [
                {
                  id: 'promo-1',
                  promotionTemplateId: 'tpl-1',
                  giftAmount: 2,
                  tag: 'WINTER',
                  promotionType: 'ITEM_FIXED',
                  userMessage: '1.00 off every item',
                },
              ],
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
          }
        : {
            calculationTime: null,
            cart: {
              items: [
                {
                  id: 'SHIRT-RED-M',
                  promotionDiscount: null,
                  priceAfterPromotion: null,
                  totalPromotionDiscount: null,
                  totalPriceAfterPromotion: null,
                  totalDisplayPrice: null,
                  appliedPromotions: nullOrEmpty,
                },
              ],
              subOrders: [],
              condiments: [],
              appliedPromotions: [],
              suggestionPromotions: [],
              productCount: null,
              totalCartPriceAfterPromotion: null,
              totalCartPromotionDiscount: null,
              userBalance: null,
              totalPriceToPay: null,
            },
          },
  },
  {
    name: 'startPromotionTransaction',
    field: 'startPromotionTransaction',
    document: `mutation ($input: StartPromotionTransactionInput!) {
      startPromotionTransaction(input: $input) {
        runWithLoyalty message transactionId userId couponId
        transaction { transactionId couponId transactionTimeout promotions { ${APPLIED_PROMOTION} } cart { ${CART} } }
      }
    }`,
    variables: {
      input: {
        cart: CART_INPUT,
        user: { userId: 'user-7' },
        pointCurrency: 'POINT',
        usePoint: 0,
        storeId: 'store-1',
        storeName: 'Main street',
        transactionId: 'ptx-7',
        isAutoCommit: false,
        couponId: 'WELCOME10',
        skipPromotions: false,
        entityType: 'USER',
      },
    },
    calls: ['Promotion/startTransaction'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      answered(mode)
        ? {
            runWithLoyalty: true,
            message: 'Transaction started',
            transactionId: 'ptx-7',
            userId: 'user-7',
            couponId: 'WELCOME10',
            transaction: {
              transactionId: 'ptx-7',
              couponId: 'WELCOME10',
              transactionTimeout: 900,
              promotions: [{ id: 'promo-1', giftAmount: 2, tag: 'WINTER', promotionType: 'ITEM_FIXED' }],
              cart: {
                items: [{ id: 'SHIRT-RED-M', qty: 2, promotionDiscount: 1, priceAfterPromotion: 9, totalPriceAfterPromotion: 18 }],
                subOrders: [{ id: 'so-1', priceAfterPromotion: 18, usablePoints: 100 }],
              },
            },
          }
        : { transactionId: 'ptx-7', runWithLoyalty: null, message: null, userId: null, couponId: null, transaction: null },
  },
  {
    name: 'revertPromotionTransaction',
    field: 'revertPromotionTransaction',
    document: `mutation ($input: RevertPromotionTransactionInput!) {
      revertPromotionTransaction(input: $input) {
        message transactionId status returnedPoints returnedAmount revertedItems { id totalPriceAfterPromotion usedPoints }
      }
    }`,
    variables: { input: { transactionId: 'ptx-7', userId: 'user-7', entityType: 'USER' } },
    calls: ['Promotion/revertTransaction'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({
      message: answered(mode) ? 'Transaction reverted' : null,
      status: null,
      returnedPoints: null,
      returnedAmount: null,
      revertedItems: nullOrEmpty,
    }),
  },
  {
    name: 'recordLoyaltyEvent',
    field: 'recordLoyaltyEvent',
    document: `mutation ($input: RecordLoyaltyEventInput!) {
      recordLoyaltyEvent(input: $input) { eventId accepted entityErrors { field messages } eventErrors { field messages } user { id } }
    }`,
    variables: {
      input: {
        entityId: 'user-7',
        entityType: 'USER',
        entityData: { name: 'Ada', surname: 'Lovelace', phoneNumber: '12' },
        referenceId: 'order-7',
        eventType: 'PURCHASE',
        eventData: { transactionId: 'ltx-1', amount: 25, currency: 'EUR', webhook: false },
        measurements: [{ measurement: 'basket', value: 25, groupeName: 'store', groupeValue: 'main', time: TIME }],
        time: TIME,
      },
    },
    calls: ['LoyaltyAPI/receiveEvent'],
    expected: (mode) => ({
      eventId: 'evt-1',
      entityErrors: answered(mode) ? [{ field: 'phoneNumber', messages: ['phoneNumber must be a valid phone number'] }] : [],
      eventErrors: [],
      accepted: !answered(mode),
      user: { id: 'user-7' },
    }),
  },
  {
    name: 'loyaltyEvents',
    field: 'loyaltyEvents',
    document: `query ($filters: [LoyaltyEventFilter!]) {
      loyaltyEvents(entityId: "user-7", entityType: "USER", filters: $filters, limit: 20, page: 1) {
        total page limit raw events { ${EVENT} }
      }
    }`,
    variables: { filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }] },
    calls: ['LoyaltyAPI/getEvents'],
    expected: (mode) => ({ events: nullOrEmpty, total: null, raw: rawEmpty(mode) }),
  },
  {
    name: 'cancelLoyaltyTransaction',
    field: 'cancelLoyaltyTransaction',
    document: `mutation ($input: CancelLoyaltyTransactionInput!) {
      cancelLoyaltyTransaction(input: $input) { userId transactionId user { id } events { eventId eventType time } }
    }`,
    variables: { input: { userId: 'user-7', transactionId: 'ltx-1' } },
    calls: ['LoyaltyAPI/cancelTransaction'],
    mayRead: ['LoyaltyAPI/getEvents'],
    params: { loyaltyProjectId: 'doc-loyalty-project' },
    expected: () => ({ userId: 'user-7', transactionId: 'ltx-1', user: { id: 'user-7' }, events: nullOrEmpty }),
  },
  {
    name: 'createWalletAccount',
    field: 'createWalletAccount',
    document: `mutation ($input: CreateWalletAccountInput!) { createWalletAccount(input: $input) { account { ${ACCOUNT} } } }`,
    variables: {
      input: {
        ...ACCOUNT_ADDRESS,
        title: 'Loyalty points',
        channel: 'loyalty',
        accountNumber: 'NEW-1',
        accountType: 'physical',
        status: 'active',
        userId: 'user-1',
        expiresAt: '2030-01-01T00:00:00.000Z',
        amount: 10,
      },
    },
    calls: ['WalletAPI/createAccount'],
    mayRead: ['Wallet/getAccounts', 'WalletAPI/getAccount'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({ account: readBackAccount(mode, 'NEW-1') }),
  },
  {
    name: 'walletAccount',
    field: 'walletAccount',
    document: `{ walletAccount(walletId: "wallet-1", currency: "POINT", accountNumber: "PNT-1") { ${ACCOUNT} } }`,
    calls: ['WalletAPI/getAccount'],
    mayRead: ['Wallet/getAccounts'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      answered(mode)
        ? documentedAccount('PNT-1')
        : { accountNumber: 'PNT-1', balance: null, projectId: null, accountType: null, channel: null, status: null, createdAt: null },
  },
  {
    name: 'walletAccountsByNumber',
    field: 'walletAccountsByNumber',
    document: `{ walletAccountsByNumber(accountNumbers: ["PNT-1", "PNT-2"]) { ${ACCOUNT} } }`,
    calls: ['Wallet/getAccounts'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      ['PNT-1', 'PNT-2'].map((accountNumber) =>
        answered(mode)
          ? {
              ...documentedAccount(accountNumber),
              id: null,
              accountNumberType: null,
              title: 'Loyalty points',
              userId: 'user-1',
              updatedAt: LATER,
              updatedBy: 'system',
            }
          : { ...bareAccount(accountNumber), currency: null, walletId: null },
      ),
  },
  {
    name: 'walletAccounts',
    field: 'walletAccounts',
    document: `query ($sorts: [WalletAccountSort!]) {
      walletAccounts(from: 0, query: "currency:POINT", sorts: $sorts, pageSize: 20) { total size pageSize from result { ${ACCOUNT} } }
    }`,
    variables: { sorts: [{ field: 'createdAt', order: 'desc' }] },
    calls: ['WalletAPI/listAccounts'],
    mayRead: ['Wallet/getAccounts'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      answered(mode)
        ? {
            total: 1,
            size: 1,
            pageSize: 20,
            from: 0,
            result: [{ ...documentedAccount('ACC-1'), id: 'acc-id-1', accountNumberType: 'generated', title: 'Loyalty points' }],
          }
        : { result: [{ ...bareAccount('ACC-1'), currency: null, walletId: null }] },
  },
  {
    name: 'walletTransactions',
    field: 'walletTransactions',
    document: `query ($filters: [WalletTransactionFilter!], $sorts: [WalletTransactionSort!], $expiresAt: WalletExpiryRangeInput) {
      walletTransactions(walletId: "wallet-1", currency: "POINT", accountNumber: "PNT-1", from: 0, pageSize: 20,
        filters: $filters, sorts: $sorts, expiresAt: $expiresAt) {
        from pageSize total size transactions { ${TRANSACTION} }
      }
    }`,
    variables: {
      filters: [{ type: 'EARNED', search: 'Welcome' }],
      sorts: [{ field: 'createdAt', order: 'desc' }],
      expiresAt: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2027-01-01T00:00:00.000Z' },
    },
    calls: ['WalletAPI/listTransactions'],
    params: { projectId: 'doc-project' },
    expected: (mode) => {
      const value = <T>(documented: T) => (answered(mode) ? documented : null);
      return {
        ...(answered(mode) ? { from: 0, pageSize: 20, total: 1, size: 1 } : {}),
        transactions: [
          {
            transactionId: 'wtx-1',
            type: value('EARNED'),
            amount: value(12.5),
            description: value('Welcome points'),
            channel: value('loyalty'),
            createdAt: value(TIME),
            updatedAt: null,
            isCanceled: null,
            expiresAt: null,
            referenceId: null,
          },
        ],
      };
    },
  },
  {
    name: 'addWalletAccount',
    field: 'addWalletAccount',
    document: `mutation ($input: AddWalletAccountInput!) { addWalletAccount(input: $input) { account { ${ACCOUNT} } } }`,
    variables: { input: { accountNumber: 'NEW-2' } },
    calls: ['Wallet/addAccount'],
    mayRead: ['Wallet/getAccounts', 'WalletAPI/getAccount'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({ account: readBackAccount(mode, 'NEW-2') }),
  },
  {
    name: 'loadWallet',
    field: 'loadWallet',
    document: `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { account { ${ACCOUNT} } } }`,
    variables: {
      input: {
        ...ACCOUNT_ADDRESS,
        accountNumber: 'PNT-1',
        amount: 5,
        channel: 'loyalty',
        additionalData: { orderId: 'order-7' },
        description: 'Order order-7',
        referenceId: 'ref-7',
        userId: 'user-1',
        storeId: 'store-1',
        storeName: 'Main street',
      },
    },
    calls: ['WalletAPI/load'],
    mayRead: ['Wallet/getAccounts', 'WalletAPI/getAccount'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({ account: readBackAccount(mode, 'PNT-1') }),
  },
  {
    name: 'cancelWalletTransaction',
    field: 'cancelWalletTransaction',
    document: `mutation ($input: CancelWalletTransactionInput!) {
      cancelWalletTransaction(input: $input) { balance transaction { ${TRANSACTION} } }
    }`,
    variables: { input: { ...ACCOUNT_ADDRESS, accountNumber: 'PNT-1', transactionId: 'wtx-9' } },
    calls: ['WalletAPI/cancel'],
    params: { projectId: 'doc-project' },
    expected: (mode) => {
      const value = <T>(documented: T) => (answered(mode) ? documented : null);
      return {
        balance: value(7.5),
        transaction: {
          transactionId: 'wtx-9',
          type: value('EARNED'),
          amount: value(5),
          channel: value('loyalty'),
          createdAt: value(TIME),
          isCanceled: value(true),
          updatedAt: value(LATER),
          description: null,
          expiresAt: null,
          referenceId: null,
        },
      };
    },
  },
  {
    name: 'bulkLoadWallet',
    field: 'bulkLoadWallet',
    document: `mutation ($input: BulkLoadWalletInput!) {
      bulkLoadWallet(input: $input) { balance results { index status error transactionId } account { ${ACCOUNT} } }
    }`,
    variables: {
      input: {
        ...ACCOUNT_ADDRESS,
        userId: 'user-1',
        title: 'Loyalty points',
        webhook: false,
        accountNumber: 'PNT-1',
        loads: [
          {
            amount: 3,
            description: 'Migrated balance',
            expiresAt: '2999-01-01T00:00:00.000Z',
            referenceId: 'legacy-1',
            storeId: 'store-1',
            storeName: 'Main street',
            additionalData: { source: 'migration' },
          },
        ],
      },
    },
    calls: ['WalletAPI/bulkLoad'],
    mayRead: ['Wallet/getAccounts', 'WalletAPI/getAccount'],
    params: { projectId: 'doc-project' },
    expected: (mode) =>
      answered(mode)
        ? { balance: 12.5, results: [{ index: 0, status: 'success', error: '', transactionId: null }], account: readBackAccount(mode, 'PNT-1') }
        : { balance: null, results: [], account: readBackAccount(mode, 'PNT-1') },
  },
  {
    name: 'receiveMerchantStock',
    field: 'receiveMerchantStock',
    document: `mutation ($input: ReceiveMerchantStockInput!) {
      receiveMerchantStock(input: $input) { batchId bulkOperationId frequency batch { ${BATCH} } }
    }`,
    variables: {
      input: { frequency: 30, bulkOperationId: 'bulk-7', items: [{ warehouseCode: 'WH-1', sku: 'SKU-1', channel: 'web', quantity: 3 }] },
    },
    calls: ['MerchantStockPriceImporter/receiveStock'],
    mayRead: ['MerchantImportJob/checkBatchStatus'],
    params: { projectId: 'doc-project' },
    expected: (mode, answer) => ({
      batchId: 'batch-1',
      bulkOperationId: answered(mode) ? 'bulk-7' : nullOr('bulk-7'),
      frequency: answered(mode) ? 30 : nullOr(30),
      batch: expectedBatch(mode, answer, 'batch-1'),
    }),
  },
  {
    name: 'merchantImportBatch',
    field: 'merchantImportBatch',
    document: `{ merchantImportBatch(batchId: "batch-7") { ${BATCH} } }`,
    calls: ['MerchantImportJob/checkBatchStatus'],
    params: { batchId: 'batch-7' },
    expected: (mode, answer) => expectedBatch(mode, answer, 'batch-7'),
  },
  {
    name: 'merchantProductHistory (by product id)',
    field: 'merchantProductHistory',
    document: `{ merchantProductHistory(productId: "prod-5", type: STOCK, nextToken: "page-2") { nextToken histories { ${HISTORY_RECORD} } } }`,
    calls: ['MerchantAccountProduct/getMerchantProductHistory'],
    params: { projectId: 'doc-project', productId: 'prod-5' },
    expected: (mode) => expectedHistory(mode, { productId: 'prod-5', sku: 'SKU-1', channel: 'web' }),
  },
  {
    name: 'merchantProductHistory (by sku)',
    field: 'merchantProductHistory',
    document: `{ merchantProductHistory(sku: "SKU-9", channel: "web", type: STOCK) { nextToken histories { ${HISTORY_RECORD} } } }`,
    calls: ['MerchantAccountProduct/getMerchantProductHistory'],
    params: { projectId: 'doc-project', channel: 'web', sku: 'SKU-9' },
    expected: (mode) => expectedHistory(mode, { productId: 'prod-1', sku: 'SKU-9', channel: 'web' }),
  },
  {
    name: 'upsertProduct',
    field: 'upsertProduct',
    document: `mutation ($input: UpsertProductInput!) {
      upsertProduct(input: $input) { meta { createdAt updatedAt updateToken } product { ${PRODUCT} } }
    }`,
    variables: {
      input: {
        dataType: 'PRODUCT',
        data: {
          code: 'SHIRT-RED-M',
          sku: 'SHIRT-RED-M',
          family: 'shirts',
          status: 'DRAFT',
          groups: [],
          categories: [],
          attributes: [{ code: 'name', data: [{ locale: 'en_US', value: 'Red shirt' }] }],
        },
        axesValues: [{ axe: 'color', value: 'RED' }],
      },
    },
    calls: ['PIMAPI/upsertProduct'],
    mayRead: ['PIMAPI/getProducts', 'PIMAPI/getProductSettings'],
    params: { projectId: 'doc-project' },
    expected: (mode) => ({
      meta: answered(mode)
        ? { createdAt: TIME, updatedAt: LATER, updateToken: 'token-2' }
        : { createdAt: null, updatedAt: null, updateToken: null },
      // getProducts answers `{}`: the written product cannot be read back, and no other one may stand in.
      product: null,
    }),
  },
  {
    name: 'updateTalkingProduct',
    field: 'updateTalkingProduct',
    document: `mutation ($input: UpdateTalkingProductInput!) { updateTalkingProduct(input: $input) { product { ${TALKING_PRODUCT} } } }`,
    variables: {
      input: {
        product: {
          sku: 'TP-1',
          name: 'Talking mug',
          categories: ['kitchen'],
          brand: 'Acme',
          description: 'A mug that greets you',
          stock: 5,
          price: 12.5,
          image: 'https://images.example.com/tp-1.png',
          groupIds: ['group-1'],
          additionalData: { voice: 'calm' },
        },
      },
    },
    calls: ['TalkingProducts/updateProduct'],
    mayRead: ['TalkingProducts/listProduct'],
    params: { stageProjectId: 'doc-stage', projectId: 'doc-project' },
    // listProduct answers `{}`: the acknowledged update has no record to read back.
    expected: () => ({ product: null }),
  },
  {
    name: 'talkingProducts',
    field: 'talkingProducts',
    document: `{ talkingProducts { total raw products { ${TALKING_PRODUCT} } } }`,
    calls: ['TalkingProducts/listProduct'],
    params: { stageProjectId: 'doc-stage', projectId: 'doc-project' },
    expected: (mode) => ({ total: 0, products: [], raw: rawEmpty(mode) }),
  },
  ...connectionCases(),
];

/** The Relay connections over the same documented operations: the same calls, the same documented body fields. */
function connectionCases(): RootFieldCase[] {
  return [
    {
      name: 'productsConnection',
      field: 'productsConnection',
      document: `query ($filters: ProductFilters, $sorts: ProductSorts) {
        productsConnection(filters: $filters, sorts: $sorts, searchText: "shirt", first: 20) { ${CONNECTION} edges { cursor node { ${PRODUCT} } } }
      }`,
      variables: { filters: { family: 'shirts', dataType: 'PRODUCT', enabled: true }, sorts: { updatedAt: 'desc' } },
      calls: ['PIMAPI/getProducts'],
      params: { projectId: 'doc-project' },
      // getProducts answers `{}`: no product, and no total to count.
      expected: () => onlyPage([], nullOrZero),
    },
    {
      name: 'walletAccountsConnection',
      field: 'walletAccountsConnection',
      document: `query ($sorts: [WalletAccountSort!]) {
        walletAccountsConnection(query: "currency:POINT", sorts: $sorts, first: 20) { ${CONNECTION} edges { cursor node { ${ACCOUNT} } } }
      }`,
      variables: { sorts: [{ field: 'createdAt', order: 'desc' }] },
      calls: ['WalletAPI/listAccounts'],
      mayRead: ['Wallet/getAccounts'],
      params: { projectId: 'doc-project' },
      expected: (mode) =>
        answered(mode)
          ? onlyPage([{ ...documentedAccount('ACC-1'), id: 'acc-id-1', accountNumberType: 'generated', title: 'Loyalty points' }], 1)
          : onlyPage([{ ...bareAccount('ACC-1'), currency: null, walletId: null }], null),
    },
    {
      name: 'walletTransactionsConnection',
      field: 'walletTransactionsConnection',
      document: `query ($filters: [WalletTransactionFilter!]) {
        walletTransactionsConnection(walletId: "wallet-1", currency: "POINT", accountNumber: "PNT-1", filters: $filters, first: 20) {
          ${CONNECTION} edges { cursor node { ${TRANSACTION} } }
        }
      }`,
      variables: { filters: [{ type: 'EARNED', search: 'Welcome' }] },
      calls: ['WalletAPI/listTransactions'],
      params: { projectId: 'doc-project' },
      expected: (mode) => {
        const value = <T>(documented: T) => (answered(mode) ? documented : null);
        const transaction = {
          transactionId: 'wtx-1',
          type: value('EARNED'),
          amount: value(12.5),
          description: value('Welcome points'),
          channel: value('loyalty'),
          createdAt: value(TIME),
        };
        return onlyPage([transaction], answered(mode) ? 1 : null);
      },
    },
    {
      name: 'loyaltyEventsConnection',
      field: 'loyaltyEventsConnection',
      document: `query ($filters: [LoyaltyEventFilter!]) {
        loyaltyEventsConnection(entityId: "user-7", entityType: "USER", filters: $filters, first: 20) { ${CONNECTION} edges { cursor node { ${EVENT} } } }
      }`,
      variables: { filters: [{ condition: 'eq', key: 'eventType', value: 'PURCHASE' }] },
      calls: ['LoyaltyAPI/getEvents'],
      // getEvents answers `{}`: no event, and no total.
      expected: () => onlyPage([], null),
    },
    {
      name: 'merchantProductHistoryConnection',
      field: 'merchantProductHistoryConnection',
      document: `{ merchantProductHistoryConnection(sku: "SKU-9", channel: "web", type: STOCK, first: 20) { ${CONNECTION} edges { cursor node { ${HISTORY_RECORD} } } } }`,
      calls: ['MerchantAccountProduct/getMerchantProductHistory'],
      params: { projectId: 'doc-project', channel: 'web', sku: 'SKU-9' },
      expected: (mode) => onlyPage(expectedHistory(mode, { productId: 'prod-1', sku: 'SKU-9', channel: 'web' }).histories, null),
    },
  ];
}

function expectedBatch(mode: AnswerMode, answer: Answer, batchId: string) {
  const raw = answer('MerchantImportJob/checkBatchStatus', { params: { batchId } });
  return answered(mode)
    ? {
        batchId,
        batchStatus: 'COMPLETED',
        successCount: 1,
        failCount: 1,
        ratio: '50.00',
        pushPriceFrequency: 15,
        bulkOperationType: 'STOCK',
        failedProducts: [{ sku: 'SKU-2', reason: 'unknown sku' }],
        raw,
      }
    : {
        batchId,
        batchStatus: null,
        successCount: null,
        failCount: null,
        ratio: null,
        pushPriceFrequency: null,
        bulkOperationType: null,
        failedProducts: nullOrEmpty,
        raw,
      };
}

function expectedHistory(mode: AnswerMode, record: { productId: string; sku: string; channel: string }) {
  if (!answered(mode)) return { histories: [], nextToken: null };
  return {
    nextToken: null,
    histories: [
      {
        ...record,
        previousLiveQuantity: 10,
        distributedQuantity: 8,
        reservedQuantity: 2,
        incomingQuantity: 5,
        previousPrice: null,
        price: null,
        createdAt: TIME,
        method: 'receiveStock',
        warehouse: 'WH-1',
        type: 'STOCK',
        sortKey: `${TIME}#1`,
        user: { id: 'user-9', name: 'Ada', surname: 'Lovelace' },
      },
    ],
  };
}

/**
 * Root fields the document does not back: it names their operations only by title (4.7), so there is
 * no URL, body or answer to hold them to.
 */
const NOT_IN_THE_DOCUMENT: [field: string, reason: string][] = [
  ...OPERATION_TABLE.filter((row) => row.inferred).map(
    (row): [string, string] => [row.field.slice(row.field.indexOf('.') + 1), `${row.name} is named only by title (4.7): inferred payload`],
  ),
  ['user', 'an entry point to the User entity, not a service operation: its fields run getEvents and listAccounts'],
  ['me', "the caller's own User entity, not a service operation: its fields run getEvents and listAccounts"],
];

/** What went wrong at the double: each problem a sentence, so that a failure says which call and why. */
function upstreamProblems(double: DocumentDouble, entry: RootFieldCase): string[] {
  const problems: string[] = [];
  const allowed = new Set<OperationName>([...entry.calls, ...(entry.mayRead ?? [])]);
  for (const request of double.requests) {
    const where = `${request.method} ${request.base === 'legacy' ? '{legacy_base_url}' : '{base_url}'}${request.path}`;
    if (!request.operation || !isDocumented(request.operation)) {
      problems.push(`${where} is not a documented URL`);
      continue;
    }
    const documented = DOCUMENTED_OPERATIONS[request.operation];
    if (!allowed.has(request.operation)) problems.push(`${request.operation} was called: not expected for ${entry.name}`);
    if (request.headers['x-api-key'] !== double.apiKey) problems.push(`${request.operation} was sent without the caller's key`);
    if (documented.method === 'GET') {
      if (request.body !== undefined) problems.push(`${request.operation} is a GET but was sent a body`);
      continue;
    }
    if (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)) {
      problems.push(`${request.operation} was sent a body that is not a JSON object`);
      continue;
    }
    for (const key of Object.keys(request.body)) {
      if (!documented.requestFields.includes(key)) problems.push(`${request.operation} was sent ${key}, which the document does not list`);
    }
  }
  for (const operation of entry.calls) {
    const count = double.calls(operation);
    if (count !== 1) problems.push(`${operation} was called ${count} times, expected once`);
  }
  for (const operation of entry.mayRead ?? []) {
    const count = double.calls(operation);
    if (count > 1) problems.push(`${operation} was called ${count} times, expected at most once`);
  }
  const primary = entry.calls[0];
  const first = primary ? double.requestsTo(primary)[0] : undefined;
  if (first && entry.params) {
    for (const [name, value] of Object.entries(entry.params)) {
      if (first.params[name] !== value) problems.push(`${primary} addressed ${name} ${first.params[name]}, expected ${value}`);
    }
  }
  return problems;
}

let stack: DoubleStack;
beforeAll(async () => {
  stack = await startDoubleStack();
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.double.clearFaults();
  stack.double.resetRequests();
});

describe.each(CASES)('$name against a service that honours the document', (entry) => {
  it.each(ANSWER_MODES)('answers in %s mode', async (mode) => {
    stack.double.mode = mode;
    const result = await stack.query<Record<string, unknown>>(entry.document, entry.variables);
    expect(result.errors).toBeUndefined();
    expect(upstreamProblems(stack.double, entry)).toEqual([]);
    const answer: Answer = (operation, request) => stack.double.answer(operation, request);
    expect(result.data?.[entry.field]).toMatchObject(entry.expected(mode, answer) as object);
  });
});

describe('root fields outside the document', () => {
  it('every root field is either run against the double or listed here with its reason', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../schema/api.graphql'), 'utf8'));
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const covered = [...new Set(CASES.map((entry) => entry.field)), ...NOT_IN_THE_DOCUMENT.map(([field]) => field)];
    expect([...roots].sort()).toEqual([...covered].sort());
    expect(new Set(CASES.flatMap((entry) => entry.calls.slice(0, 1))).size).toBe(Object.keys(DOCUMENTED_OPERATIONS).length);
  });

  it.skip.each(NOT_IN_THE_DOCUMENT)('%s is not run against the double: %s', () => undefined);
});

/**
 * A product getProducts does not list: null, or the reference alone (its sku, every other field null).
 * Against `{}` the facade cannot tell a missing product from one it cannot read, so either is honest.
 */
const unlistedProduct = (sku: string) => ({
  asymmetricMatch: (value: unknown) =>
    value === null || JSON.stringify(value) === JSON.stringify({ sku, code: null, family: null, status: null, enabled: null }),
  toAsymmetricMatcher: () => `null or { sku: ${sku} } with every other field null`,
});

describe.each(ANSWER_MODES)('Product references from other areas, in %s mode', (mode) => {
  beforeEach(() => {
    stack.double.mode = mode;
  });

  it('resolves a merchant history record to its product through the catalogue', async () => {
    const result = await stack.query<{ merchantProductHistory: { histories: { sku: string; product: unknown }[] } }>(
      `{ merchantProductHistory(productId: "prod-5") { histories { sku product { sku code family status enabled } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(stack.double.operations().filter((operation) => operation !== 'PIMAPI/getProducts')).toEqual([
      'MerchantAccountProduct/getMerchantProductHistory',
    ]);
    // Without records (missing, nulls) there is no product to ask the catalogue for.
    expect(stack.double.calls('PIMAPI/getProducts')).toBe(answered(mode) ? 1 : 0);
    expect(result.data?.merchantProductHistory.histories).toEqual(answered(mode) ? [{ sku: 'SKU-1', product: unlistedProduct('SKU-1') }] : []);
  });

  it('resolves a cart item to its product through the catalogue', async () => {
    const result = await stack.query<{ calculatePromotions: { cart: { items: { id: string; product: unknown }[] } } }>(
      `query ($cart: CartInput!) { calculatePromotions(cart: $cart) { cart { items { id product { sku code family status enabled } } } } }`,
      { cart: CART_INPUT },
    );
    expect(result.errors).toBeUndefined();
    expect(stack.double.operations()).toEqual(['Promotion/calculate', 'PIMAPI/getProducts']);
    expect(result.data?.calculatePromotions.cart.items).toEqual([{ id: 'SHIRT-RED-M', product: unlistedProduct('SHIRT-RED-M') }]);
  });
});
