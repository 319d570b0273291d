import { GraphQLError } from 'graphql';
import type { ServiceConfig } from './config';

/**
 * How an operation's URL ends after `/CALL/<Class>/<method>`:
 * - `project`: `/{PROJECT_ID}`; `loyaltyProject`: `/{LOYALTY_PROJECT_ID}`;
 * - `none`: nothing; `slash`: a bare trailing `/`;
 * - `key`: a caller-supplied segment (a batch id, a product-history key), URL-encoded.
 */
export type PathTail = 'project' | 'loyaltyProject' | 'none' | 'slash' | 'key';

export interface OperationSpec {
  /** `Class/method`, exactly as the service spells it. */
  readonly name: string;
  readonly httpMethod: 'GET' | 'POST';
  readonly base: 'base' | 'legacy';
  /** Talking products put `{STAGE_PROJECT_ID}` before `/CALL`. */
  readonly stagePrefix: boolean;
  readonly tail: PathTail;
  /** Reads may be retried once on a connection failure; writes never are. */
  readonly idempotent: boolean;
  /** Not in the document beyond its title: the payload is inferred. */
  readonly inferred: boolean;
}

function op(
  name: string,
  options: Partial<Omit<OperationSpec, 'name'>> & Pick<OperationSpec, 'idempotent'>,
): OperationSpec {
  return {
    name,
    httpMethod: 'POST',
    base: 'base',
    stagePrefix: false,
    tail: 'project',
    inferred: false,
    ...options,
  };
}

const read = { idempotent: true } as const;
const write = { idempotent: false } as const;

/** Every service operation the facade calls, with the URL form the document gives it. */
export const OPERATIONS = {
  upsertProduct: op('PIMAPI/upsertProduct', write),
  getProducts: op('PIMAPI/getProducts', read),
  getProductSettings: op('PIMAPI/getProductSettings', { ...read, httpMethod: 'GET' }),

  calculatePromotions: op('Promotion/calculate', read),
  startPromotionTransaction: op('Promotion/startTransaction', write),
  revertPromotionTransaction: op('Promotion/revertTransaction', write),
  commitPromotionTransaction: op('Promotion/commitTransaction', { ...write, inferred: true }),
  partialRevertPromotionTransaction: op('Promotion/partialRevertTransaction', { ...write, inferred: true }),
  cancelPromotionTransaction: op('Promotion/cancelTransaction', { ...write, inferred: true }),

  receiveLoyaltyEvent: op('LoyaltyAPI/receiveEvent', { ...write, tail: 'none' }),
  getLoyaltyEvents: op('LoyaltyAPI/getEvents', { ...read, tail: 'slash' }),
  cancelLoyaltyTransaction: op('LoyaltyAPI/cancelTransaction', {
    ...write,
    base: 'legacy',
    tail: 'loyaltyProject',
  }),

  createWalletAccount: op('WalletAPI/createAccount', write),
  getWalletAccount: op('WalletAPI/getAccount', read),
  getWalletAccounts: op('Wallet/getAccounts', read),
  listWalletAccounts: op('WalletAPI/listAccounts', read),
  listWalletTransactions: op('WalletAPI/listTransactions', read),
  addWalletAccount: op('Wallet/addAccount', write),
  loadWallet: op('WalletAPI/load', write),
  cancelWalletTransaction: op('WalletAPI/cancel', write),
  bulkLoadWallet: op('WalletAPI/bulkLoad', write),
  spendWallet: op('WalletAPI/spend', { ...write, inferred: true }),
  refundWallet: op('WalletAPI/refund', { ...write, inferred: true }),

  receiveMerchantStock: op('MerchantStockPriceImporter/receiveStock', write),
  receiveMerchantPrice: op('MerchantStockPriceImporter/receivePrice', { ...write, inferred: true }),
  checkMerchantBatchStatus: op('MerchantImportJob/checkBatchStatus', {
    ...read,
    httpMethod: 'GET',
    tail: 'key',
  }),
  getMerchantProductHistory: op('MerchantAccountProduct/getMerchantProductHistory', {
    ...read,
    tail: 'key',
  }),

  updateTalkingProduct: op('TalkingProducts/updateProduct', {
    ...write,
    base: 'legacy',
    stagePrefix: true,
  }),
  listTalkingProducts: op('TalkingProducts/listProduct', { ...read, stagePrefix: true }),
  // Inferred: writes sit beside updateProduct on the legacy base URL, the read beside listProduct.
  createTalkingProduct: op('TalkingProducts/createProduct', {
    ...write,
    base: 'legacy',
    stagePrefix: true,
    inferred: true,
  }),
  getTalkingProduct: op('TalkingProducts/getProduct', { ...read, stagePrefix: true, inferred: true }),
  deleteTalkingProduct: op('TalkingProducts/deleteProduct', {
    ...write,
    base: 'legacy',
    stagePrefix: true,
    inferred: true,
  }),
} satisfies Record<string, OperationSpec>;

/** Builds the full URL of an operation; `key` is required for `tail: 'key'` operations. */
export function operationUrl(config: ServiceConfig, spec: OperationSpec, key?: string): string {
  const base = spec.base === 'legacy' ? config.legacyBaseUrl : config.baseUrl;
  const prefix = spec.stagePrefix ? `/${encodeURIComponent(config.stageProjectId)}` : '';
  const head = `${base}${prefix}/CALL/${spec.name}`;
  switch (spec.tail) {
    case 'project':
      return `${head}/${encodeURIComponent(config.projectId)}`;
    case 'loyaltyProject':
      return `${head}/${encodeURIComponent(config.loyaltyProjectId)}`;
    case 'none':
      return head;
    case 'slash':
      return `${head}/`;
    case 'key':
      if (!key) throw new Error(`${spec.name} needs a path key`);
      // The areas refuse such values by argument name first; this guard keeps any path that
      // forgot to from addressing another resource once the URL is normalised.
      if (!isSafePathSegment(key)) {
        throw new GraphQLError(`${spec.name}: the path segment is not a single safe segment`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      return `${head}/${encodeURIComponent(key)}`;
  }
}

/** Not a dot segment, no separator, query or fragment marker, no control character. */
export function isSafePathSegment(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value !== '.' && value !== '..' && !/[/\\?#\u0000-\u001f\u007f]/.test(value);
}

/** `{PROJECT_ID}-{PRODUCT_ID}`: a merchant product addressed by its id. */
export function productHistoryKeyById(projectId: string, productId: string): string {
  return `${projectId}-${productId}`;
}

/** `ACCOUNT_PRODUCT_<sales_channel>_<project_id>!<sku>`: a merchant product addressed by sku. */
export function productHistoryKeyBySku(projectId: string, channel: string, sku: string): string {
  return `ACCOUNT_PRODUCT_${channel}_${projectId}!${sku}`;
}
