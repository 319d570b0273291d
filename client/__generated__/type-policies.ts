import { relayStylePagination } from '@apollo/client/utilities';
import type { StrictTypedTypePolicies } from './apollo-helpers';

/**
 * Apollo Client type policies for this schema, generated from the supergraph (codegen/type-policies-plugin.ts).
 * Federation entities are normalised by their @key; every other object is a value kept inside the field
 * that returned it (keyFields: false), so equal ids in different carts or pages never share one cache entry.
 * Relay connections page with relayStylePagination, keyed by their other arguments; their connection,
 * edge and PageInfo types have no merge of their own, so one page's cursors never reach another's edges.
 */
export const typePolicies = {
  AddWalletAccountPayload: {
    keyFields: false,
    merge: true,
  },
  AttachImagePayload: {
    keyFields: false,
    merge: true,
  },
  AttributeOptionsPayload: {
    keyFields: false,
    merge: true,
  },
  BulkLoadResult: {
    keyFields: false,
    merge: true,
  },
  BulkLoadWalletPayload: {
    keyFields: false,
    merge: true,
  },
  BulkUpsertProductsPayload: {
    keyFields: false,
    merge: true,
  },
  CancelLoyaltyEventPayload: {
    keyFields: false,
    merge: true,
  },
  CancelLoyaltyTransactionPayload: {
    keyFields: false,
    merge: true,
  },
  CartAppliedPromotion: {
    keyFields: false,
    merge: true,
  },
  CartCategory: {
    keyFields: false,
    merge: true,
  },
  CartCondiment: {
    keyFields: false,
    merge: true,
  },
  CartItem: {
    keyFields: false,
    merge: true,
  },
  CartItemAttributes: {
    keyFields: false,
    merge: true,
  },
  CartItemPromotion: {
    keyFields: false,
    merge: true,
  },
  CartRevertedItem: {
    keyFields: false,
    merge: true,
  },
  CartSubOrder: {
    keyFields: false,
    merge: true,
  },
  CartSuggestion: {
    keyFields: false,
    merge: true,
  },
  CatalogSettings: {
    keyFields: false,
    merge: true,
  },
  CatalogueAttribute: {
    keyFields: false,
    merge: true,
  },
  CatalogueAttributeGroup: {
    keyFields: false,
    merge: true,
  },
  CatalogueAttributeOption: {
    keyFields: false,
    merge: true,
  },
  CatalogueAttributeOptionList: {
    keyFields: false,
    merge: true,
  },
  CatalogueFamily: {
    keyFields: false,
    merge: true,
  },
  CatalogueFamilyAttribute: {
    keyFields: false,
    merge: true,
  },
  CatalogueFamilyVariant: {
    keyFields: false,
    merge: true,
  },
  CatalogueGroup: {
    keyFields: false,
    merge: true,
  },
  CatalogueGroupType: {
    keyFields: false,
    merge: true,
  },
  CatalogueImage: {
    keyFields: false,
    merge: true,
  },
  CatalogueLabel: {
    keyFields: false,
    merge: true,
  },
  Category: {
    keyFields: false,
    merge: true,
  },
  CouponError: {
    keyFields: false,
    merge: true,
  },
  CreateWalletAccountPayload: {
    keyFields: false,
    merge: true,
  },
  CreateWalletPayload: {
    keyFields: false,
    merge: true,
  },
  CurrentStock: {
    keyFields: false,
    merge: true,
  },
  Dataset: {
    keyFields: false,
    merge: true,
  },
  DatasetPayload: {
    keyFields: false,
    merge: true,
  },
  DatasetSource: {
    keyFields: false,
    merge: true,
  },
  DatasetValue: {
    keyFields: false,
    merge: true,
  },
  DatasetValuePage: {
    keyFields: false,
    merge: true,
  },
  DatasetValuePayload: {
    keyFields: false,
    merge: true,
  },
  DeleteAttributeOptionPayload: {
    keyFields: false,
    merge: true,
  },
  DeleteAttributePayload: {
    keyFields: false,
    merge: true,
  },
  DeleteDatasetPayload: {
    keyFields: false,
    merge: true,
  },
  DeleteDatasetValuePayload: {
    keyFields: false,
    merge: true,
  },
  DeleteProductPayload: {
    keyFields: false,
    merge: true,
  },
  DeleteTalkingProductPayload: {
    keyFields: false,
    merge: true,
  },
  FixWalletPayload: {
    keyFields: false,
    merge: true,
  },
  GlobalProduct: {
    keyFields: false,
    merge: true,
  },
  GlobalProductPage: {
    keyFields: false,
    merge: true,
  },
  LoadWalletPayload: {
    keyFields: false,
    merge: true,
  },
  LoyaltyCalculatedAction: {
    keyFields: false,
    merge: true,
  },
  LoyaltyCalculation: {
    keyFields: false,
    merge: true,
  },
  LoyaltyEvent: {
    keyFields: false,
    merge: true,
  },
  LoyaltyEventConnection: {
    keyFields: false,
  },
  LoyaltyEventData: {
    keyFields: false,
    merge: true,
  },
  LoyaltyEventEdge: {
    keyFields: false,
  },
  LoyaltyEventMeasurement: {
    keyFields: false,
    merge: true,
  },
  LoyaltyEventPage: {
    keyFields: false,
    merge: true,
  },
  LoyaltyFieldError: {
    keyFields: false,
    merge: true,
  },
  LoyaltyMeasurement: {
    keyFields: false,
    merge: true,
  },
  LoyaltyMeasurementList: {
    keyFields: false,
    merge: true,
  },
  LoyaltyRuleAction: {
    keyFields: false,
    merge: true,
  },
  LoyaltySegment: {
    keyFields: false,
    merge: true,
  },
  LoyaltySegmentPayload: {
    keyFields: false,
    merge: true,
  },
  LoyaltyTransaction: {
    keyFields: false,
    merge: true,
  },
  LoyaltyTransactionPayload: {
    keyFields: false,
    merge: true,
  },
  MerchantBatchReceipt: {
    keyFields: false,
    merge: true,
  },
  MerchantExport: {
    keyFields: false,
    merge: true,
  },
  MerchantExportFile: {
    keyFields: false,
    merge: true,
  },
  MerchantExportFiles: {
    keyFields: false,
    merge: true,
  },
  MerchantExportPage: {
    keyFields: false,
    merge: true,
  },
  MerchantExportPayload: {
    keyFields: false,
    merge: true,
  },
  MerchantFailedProduct: {
    keyFields: false,
    merge: true,
  },
  MerchantHistoryConnection: {
    keyFields: false,
  },
  MerchantHistoryEdge: {
    keyFields: false,
  },
  MerchantHistoryRecord: {
    keyFields: false,
    merge: true,
  },
  MerchantHistoryUser: {
    keyFields: false,
    merge: true,
  },
  MerchantImportBatch: {
    keyFields: false,
    merge: true,
  },
  MerchantProductHistoryPage: {
    keyFields: false,
    merge: true,
  },
  Money: {
    keyFields: false,
    merge: true,
  },
  PageInfo: {
    keyFields: false,
  },
  Product: {
    keyFields: ["sku"],
    fields: {
      stockHistoryConnection: relayStylePagination(["channel","type"]),
    },
  },
  ProductAttribute: {
    keyFields: false,
    merge: true,
  },
  ProductAttributeValue: {
    keyFields: false,
    merge: true,
  },
  ProductAxisValue: {
    keyFields: false,
    merge: true,
  },
  ProductConnection: {
    keyFields: false,
  },
  ProductEdge: {
    keyFields: false,
  },
  ProductImportBatch: {
    keyFields: false,
    merge: true,
  },
  ProductImportResult: {
    keyFields: false,
    merge: true,
  },
  ProductPage: {
    keyFields: false,
    merge: true,
  },
  ProductRemoval: {
    keyFields: false,
    merge: true,
  },
  ProductSettings: {
    keyFields: false,
    merge: true,
  },
  ProductUpsertMeta: {
    keyFields: false,
    merge: true,
  },
  Promotion: {
    keyFields: false,
    merge: true,
  },
  PromotionCalculation: {
    keyFields: false,
    merge: true,
  },
  PromotionCart: {
    keyFields: false,
    merge: true,
  },
  PromotionParameters: {
    keyFields: false,
    merge: true,
  },
  PromotionStatusChange: {
    keyFields: false,
    merge: true,
  },
  PromotionTransaction: {
    keyFields: false,
    merge: true,
  },
  PromotionTransactionChange: {
    keyFields: false,
    merge: true,
  },
  Query: {
    fields: {
      loyaltyEventsConnection: relayStylePagination(["entityId","entityType","filters"]),
      merchantProductHistoryConnection: relayStylePagination(["channel","productId","sku","type"]),
      productsConnection: relayStylePagination(["filters","searchText","sorts"]),
      walletAccountsConnection: relayStylePagination(["query","sorts"]),
      walletTransactionsConnection: relayStylePagination(["accountNumber","currency","expiresAt","filters","sorts","walletId"]),
    },
  },
  ReceiveGlobalProductsPayload: {
    keyFields: false,
    merge: true,
  },
  RecordLoyaltyEventPayload: {
    keyFields: false,
    merge: true,
  },
  RemoveWalletAccountPayload: {
    keyFields: false,
    merge: true,
  },
  SetPromotionListStatusPayload: {
    keyFields: false,
    merge: true,
  },
  StartPromotionTransactionPayload: {
    keyFields: false,
    merge: true,
  },
  StockAllocation: {
    keyFields: false,
    merge: true,
  },
  StockReservation: {
    keyFields: false,
    merge: true,
  },
  StockReservationPayload: {
    keyFields: false,
    merge: true,
  },
  TalkingProduct: {
    keyFields: false,
    merge: true,
  },
  TalkingProductList: {
    keyFields: false,
    merge: true,
  },
  TalkingProductPayload: {
    keyFields: false,
    merge: true,
  },
  UpdatePromotionParametersPayload: {
    keyFields: false,
    merge: true,
  },
  UpsertAttributesPayload: {
    keyFields: false,
    merge: true,
  },
  UpsertCategoryPayload: {
    keyFields: false,
    merge: true,
  },
  UpsertProductPayload: {
    keyFields: false,
    merge: true,
  },
  User: {
    keyFields: ["id"],
    fields: {
      loyaltyEventsConnection: relayStylePagination(["filters"]),
    },
  },
  Wallet: {
    keyFields: false,
    merge: true,
  },
  WalletAccount: {
    keyFields: ["accountNumber"],
    fields: {
      transactionsConnection: relayStylePagination(["expiresAt","filters","sorts"]),
    },
  },
  WalletAccountConnection: {
    keyFields: false,
  },
  WalletAccountEdge: {
    keyFields: false,
  },
  WalletAccountPage: {
    keyFields: false,
    merge: true,
  },
  WalletTransaction: {
    keyFields: false,
    merge: true,
  },
  WalletTransactionConnection: {
    keyFields: false,
  },
  WalletTransactionEdge: {
    keyFields: false,
  },
  WalletTransactionPage: {
    keyFields: false,
    merge: true,
  },
  WalletTransactionResult: {
    keyFields: false,
    merge: true,
  },
  WarehouseStock: {
    keyFields: false,
    merge: true,
  },
} satisfies StrictTypedTypePolicies;
