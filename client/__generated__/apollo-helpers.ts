import type { FieldPolicy, FieldReadFunction, TypePolicies, TypePolicy } from '@apollo/client/cache';
export type AddWalletAccountPayloadKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'settledByRead' | AddWalletAccountPayloadKeySpecifier)[];
export type AddWalletAccountPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AttachImagePayloadKeySpecifier = ('answerLost' | 'image' | 'imageId' | 'settledByRead' | AttachImagePayloadKeySpecifier)[];
export type AttachImagePayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	image?: FieldPolicy<any> | FieldReadFunction<any>,
	imageId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AttributeOptionsPayloadKeySpecifier = ('answerLost' | 'attribute' | 'attributeOptions' | 'settledByRead' | AttributeOptionsPayloadKeySpecifier)[];
export type AttributeOptionsPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	attribute?: FieldPolicy<any> | FieldReadFunction<any>,
	attributeOptions?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BulkLoadResultKeySpecifier = ('error' | 'index' | 'status' | 'transactionId' | BulkLoadResultKeySpecifier)[];
export type BulkLoadResultFieldPolicy = {
	error?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BulkLoadWalletPayloadKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'balance' | 'results' | 'settledByRead' | BulkLoadWalletPayloadKeySpecifier)[];
export type BulkLoadWalletPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	balance?: FieldPolicy<any> | FieldReadFunction<any>,
	results?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BulkUpsertProductsPayloadKeySpecifier = ('answerLost' | 'batch' | 'batchId' | 'settledByRead' | 'total' | BulkUpsertProductsPayloadKeySpecifier)[];
export type BulkUpsertProductsPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	batch?: FieldPolicy<any> | FieldReadFunction<any>,
	batchId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CancelLoyaltyEventPayloadKeySpecifier = ('answerLost' | 'canceledAt' | 'eventId' | 'reversedPoints' | 'settledByRead' | CancelLoyaltyEventPayloadKeySpecifier)[];
export type CancelLoyaltyEventPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	canceledAt?: FieldPolicy<any> | FieldReadFunction<any>,
	eventId?: FieldPolicy<any> | FieldReadFunction<any>,
	reversedPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CancelLoyaltyTransactionPayloadKeySpecifier = ('answerLost' | 'events' | 'settledByRead' | 'transactionId' | 'user' | 'userId' | CancelLoyaltyTransactionPayloadKeySpecifier)[];
export type CancelLoyaltyTransactionPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	events?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartAppliedPromotionKeySpecifier = ('giftAmount' | 'id' | 'promotionTemplateId' | 'promotionType' | 'tag' | 'userMessage' | CartAppliedPromotionKeySpecifier)[];
export type CartAppliedPromotionFieldPolicy = {
	giftAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionTemplateId?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionType?: FieldPolicy<any> | FieldReadFunction<any>,
	tag?: FieldPolicy<any> | FieldReadFunction<any>,
	userMessage?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartCategoryKeySpecifier = ('id' | 'name' | CartCategoryKeySpecifier)[];
export type CartCategoryFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartCondimentKeySpecifier = ('id' | 'name' | 'price' | 'subOrderId' | 'type' | CartCondimentKeySpecifier)[];
export type CartCondimentFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	subOrderId?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartItemKeySpecifier = ('appliedPromotions' | 'attributes' | 'id' | 'itemType' | 'merchantId' | 'price' | 'priceAfterPromotion' | 'product' | 'promotionDiscount' | 'qty' | 'totalDisplayPrice' | 'totalPrice' | 'totalPriceAfterPromotion' | 'totalPromotionDiscount' | CartItemKeySpecifier)[];
export type CartItemFieldPolicy = {
	appliedPromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	itemType?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantId?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	priceAfterPromotion?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionDiscount?: FieldPolicy<any> | FieldReadFunction<any>,
	qty?: FieldPolicy<any> | FieldReadFunction<any>,
	totalDisplayPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPriceAfterPromotion?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPromotionDiscount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartItemAttributesKeySpecifier = ('brand' | 'categories' | 'etiketler' | 'images' | 'logisticTags' | 'longName' | 'productLimit' | 'shortName' | CartItemAttributesKeySpecifier)[];
export type CartItemAttributesFieldPolicy = {
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	etiketler?: FieldPolicy<any> | FieldReadFunction<any>,
	images?: FieldPolicy<any> | FieldReadFunction<any>,
	logisticTags?: FieldPolicy<any> | FieldReadFunction<any>,
	longName?: FieldPolicy<any> | FieldReadFunction<any>,
	productLimit?: FieldPolicy<any> | FieldReadFunction<any>,
	shortName?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartItemPromotionKeySpecifier = ('giftAmount' | 'id' | 'promotionTemplateId' | CartItemPromotionKeySpecifier)[];
export type CartItemPromotionFieldPolicy = {
	giftAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionTemplateId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartRevertedItemKeySpecifier = ('id' | 'totalPriceAfterPromotion' | 'usedPoints' | CartRevertedItemKeySpecifier)[];
export type CartRevertedItemFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPriceAfterPromotion?: FieldPolicy<any> | FieldReadFunction<any>,
	usedPoints?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartSubOrderKeySpecifier = ('appliedPromotions' | 'displayPrice' | 'id' | 'itemType' | 'merchantId' | 'pointMultiplier' | 'price' | 'priceAfterPointUsed' | 'priceAfterPromotion' | 'promotionDiscount' | 'subOrderId' | 'usablePointAsMoney' | 'usablePoints' | 'usedPointAsMoney' | 'usedPoints' | CartSubOrderKeySpecifier)[];
export type CartSubOrderFieldPolicy = {
	appliedPromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	displayPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	itemType?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantId?: FieldPolicy<any> | FieldReadFunction<any>,
	pointMultiplier?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	priceAfterPointUsed?: FieldPolicy<any> | FieldReadFunction<any>,
	priceAfterPromotion?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionDiscount?: FieldPolicy<any> | FieldReadFunction<any>,
	subOrderId?: FieldPolicy<any> | FieldReadFunction<any>,
	usablePointAsMoney?: FieldPolicy<any> | FieldReadFunction<any>,
	usablePoints?: FieldPolicy<any> | FieldReadFunction<any>,
	usedPointAsMoney?: FieldPolicy<any> | FieldReadFunction<any>,
	usedPoints?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CartSuggestionKeySpecifier = ('additionalData' | 'id' | 'suggestion' | 'userMessage' | CartSuggestionKeySpecifier)[];
export type CartSuggestionFieldPolicy = {
	additionalData?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	suggestion?: FieldPolicy<any> | FieldReadFunction<any>,
	userMessage?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogSettingsKeySpecifier = ('channels' | 'dataTypes' | 'defaultLocale' | 'locales' | 'statuses' | CatalogSettingsKeySpecifier)[];
export type CatalogSettingsFieldPolicy = {
	channels?: FieldPolicy<any> | FieldReadFunction<any>,
	dataTypes?: FieldPolicy<any> | FieldReadFunction<any>,
	defaultLocale?: FieldPolicy<any> | FieldReadFunction<any>,
	locales?: FieldPolicy<any> | FieldReadFunction<any>,
	statuses?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueAttributeKeySpecifier = ('availableLocales' | 'code' | 'group' | 'isLocaleSpecific' | 'isUnique' | 'label' | 'localizable' | 'maxCharacters' | 'scopable' | 'type' | 'validationRegexp' | 'validationRule' | CatalogueAttributeKeySpecifier)[];
export type CatalogueAttributeFieldPolicy = {
	availableLocales?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	group?: FieldPolicy<any> | FieldReadFunction<any>,
	isLocaleSpecific?: FieldPolicy<any> | FieldReadFunction<any>,
	isUnique?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	localizable?: FieldPolicy<any> | FieldReadFunction<any>,
	maxCharacters?: FieldPolicy<any> | FieldReadFunction<any>,
	scopable?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	validationRegexp?: FieldPolicy<any> | FieldReadFunction<any>,
	validationRule?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueAttributeGroupKeySpecifier = ('code' | 'label' | CatalogueAttributeGroupKeySpecifier)[];
export type CatalogueAttributeGroupFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueAttributeOptionKeySpecifier = ('code' | 'label' | CatalogueAttributeOptionKeySpecifier)[];
export type CatalogueAttributeOptionFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueAttributeOptionListKeySpecifier = ('code' | 'options' | CatalogueAttributeOptionListKeySpecifier)[];
export type CatalogueAttributeOptionListFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	options?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueFamilyKeySpecifier = ('attributeAsImage' | 'attributeAsLabel' | 'attributes' | 'code' | 'label' | 'variants' | CatalogueFamilyKeySpecifier)[];
export type CatalogueFamilyFieldPolicy = {
	attributeAsImage?: FieldPolicy<any> | FieldReadFunction<any>,
	attributeAsLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	variants?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueFamilyAttributeKeySpecifier = ('attribute' | 'requiredChannels' | CatalogueFamilyAttributeKeySpecifier)[];
export type CatalogueFamilyAttributeFieldPolicy = {
	attribute?: FieldPolicy<any> | FieldReadFunction<any>,
	requiredChannels?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueFamilyVariantKeySpecifier = ('attributes' | 'axes' | 'code' | 'label' | CatalogueFamilyVariantKeySpecifier)[];
export type CatalogueFamilyVariantFieldPolicy = {
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	axes?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueGroupKeySpecifier = ('code' | 'label' | 'raw' | 'type' | CatalogueGroupKeySpecifier)[];
export type CatalogueGroupFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueGroupTypeKeySpecifier = ('code' | 'isVariant' | 'label' | 'raw' | CatalogueGroupTypeKeySpecifier)[];
export type CatalogueGroupTypeFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	isVariant?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueImageKeySpecifier = ('attribute' | 'createdAt' | 'imageId' | 'owner' | 'ownerType' | 'url' | CatalogueImageKeySpecifier)[];
export type CatalogueImageFieldPolicy = {
	attribute?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	imageId?: FieldPolicy<any> | FieldReadFunction<any>,
	owner?: FieldPolicy<any> | FieldReadFunction<any>,
	ownerType?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CatalogueLabelKeySpecifier = ('locale' | 'value' | CatalogueLabelKeySpecifier)[];
export type CatalogueLabelFieldPolicy = {
	locale?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CategoryKeySpecifier = ('code' | 'createdAt' | 'image' | 'imageId' | 'label' | 'parent' | 'updatedAt' | CategoryKeySpecifier)[];
export type CategoryFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	image?: FieldPolicy<any> | FieldReadFunction<any>,
	imageId?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	parent?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CouponErrorKeySpecifier = ('code' | 'couponId' | 'message' | CouponErrorKeySpecifier)[];
export type CouponErrorFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	couponId?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CreateWalletAccountPayloadKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'settledByRead' | CreateWalletAccountPayloadKeySpecifier)[];
export type CreateWalletAccountPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CreateWalletPayloadKeySpecifier = ('answerLost' | 'settledByRead' | 'wallet' | 'walletId' | CreateWalletPayloadKeySpecifier)[];
export type CreateWalletPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	wallet?: FieldPolicy<any> | FieldReadFunction<any>,
	walletId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CurrentStockKeySpecifier = ('available' | 'channel' | 'reserved' | 'sku' | 'stock' | 'warehouses' | CurrentStockKeySpecifier)[];
export type CurrentStockFieldPolicy = {
	available?: FieldPolicy<any> | FieldReadFunction<any>,
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	reserved?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	stock?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouses?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetKeySpecifier = ('code' | 'createdAt' | 'description' | 'name' | 'source' | 'updatedAt' | 'valueCount' | DatasetKeySpecifier)[];
export type DatasetFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	source?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	valueCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetPayloadKeySpecifier = ('answerLost' | 'code' | 'dataset' | 'settledByRead' | DatasetPayloadKeySpecifier)[];
export type DatasetPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	dataset?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetSourceKeySpecifier = ('code' | 'description' | 'name' | DatasetSourceKeySpecifier)[];
export type DatasetSourceFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetValueKeySpecifier = ('createdAt' | 'datasetCode' | 'key' | 'updatedAt' | 'value' | DatasetValueKeySpecifier)[];
export type DatasetValueFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	datasetCode?: FieldPolicy<any> | FieldReadFunction<any>,
	key?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetValuePageKeySpecifier = ('total' | 'values' | DatasetValuePageKeySpecifier)[];
export type DatasetValuePageFieldPolicy = {
	total?: FieldPolicy<any> | FieldReadFunction<any>,
	values?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DatasetValuePayloadKeySpecifier = ('answerLost' | 'datasetCode' | 'key' | 'settledByRead' | 'value' | DatasetValuePayloadKeySpecifier)[];
export type DatasetValuePayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	datasetCode?: FieldPolicy<any> | FieldReadFunction<any>,
	key?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteAttributeOptionPayloadKeySpecifier = ('answerLost' | 'attribute' | 'code' | 'settledByRead' | DeleteAttributeOptionPayloadKeySpecifier)[];
export type DeleteAttributeOptionPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	attribute?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteAttributePayloadKeySpecifier = ('answerLost' | 'code' | 'settledByRead' | DeleteAttributePayloadKeySpecifier)[];
export type DeleteAttributePayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteDatasetPayloadKeySpecifier = ('answerLost' | 'code' | 'removedValues' | 'settledByRead' | DeleteDatasetPayloadKeySpecifier)[];
export type DeleteDatasetPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	removedValues?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteDatasetValuePayloadKeySpecifier = ('answerLost' | 'datasetCode' | 'key' | 'settledByRead' | DeleteDatasetValuePayloadKeySpecifier)[];
export type DeleteDatasetValuePayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	datasetCode?: FieldPolicy<any> | FieldReadFunction<any>,
	key?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteProductPayloadKeySpecifier = ('answerLost' | 'code' | 'settledByRead' | 'sku' | DeleteProductPayloadKeySpecifier)[];
export type DeleteProductPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeleteTalkingProductPayloadKeySpecifier = ('answerLost' | 'settledByRead' | 'sku' | DeleteTalkingProductPayloadKeySpecifier)[];
export type DeleteTalkingProductPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FixWalletPayloadKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'balance' | 'previousAmount' | 'settledByRead' | 'transaction' | FixWalletPayloadKeySpecifier)[];
export type FixWalletPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	balance?: FieldPolicy<any> | FieldReadFunction<any>,
	previousAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	transaction?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GlobalProductKeySpecifier = ('barcode' | 'brand' | 'categories' | 'name' | 'product' | 'receivedAt' | 'sku' | 'updatedAt' | GlobalProductKeySpecifier)[];
export type GlobalProductFieldPolicy = {
	barcode?: FieldPolicy<any> | FieldReadFunction<any>,
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	receivedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GlobalProductPageKeySpecifier = ('products' | 'total' | GlobalProductPageKeySpecifier)[];
export type GlobalProductPageFieldPolicy = {
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoadWalletPayloadKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'settledByRead' | LoadWalletPayloadKeySpecifier)[];
export type LoadWalletPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyCalculatedActionKeySpecifier = ('points' | 'reason' | 'rule' | 'status' | LoyaltyCalculatedActionKeySpecifier)[];
export type LoyaltyCalculatedActionFieldPolicy = {
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>,
	rule?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyCalculationKeySpecifier = ('actions' | 'totalPoints' | LoyaltyCalculationKeySpecifier)[];
export type LoyaltyCalculationFieldPolicy = {
	actions?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPoints?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventKeySpecifier = ('actions' | 'canceledAt' | 'entityData' | 'entityErrors' | 'entityId' | 'entityType' | 'eventData' | 'eventErrors' | 'eventId' | 'eventType' | 'measurements' | 'receivedAt' | 'referenceId' | 'time' | 'user' | LoyaltyEventKeySpecifier)[];
export type LoyaltyEventFieldPolicy = {
	actions?: FieldPolicy<any> | FieldReadFunction<any>,
	canceledAt?: FieldPolicy<any> | FieldReadFunction<any>,
	entityData?: FieldPolicy<any> | FieldReadFunction<any>,
	entityErrors?: FieldPolicy<any> | FieldReadFunction<any>,
	entityId?: FieldPolicy<any> | FieldReadFunction<any>,
	entityType?: FieldPolicy<any> | FieldReadFunction<any>,
	eventData?: FieldPolicy<any> | FieldReadFunction<any>,
	eventErrors?: FieldPolicy<any> | FieldReadFunction<any>,
	eventId?: FieldPolicy<any> | FieldReadFunction<any>,
	eventType?: FieldPolicy<any> | FieldReadFunction<any>,
	measurements?: FieldPolicy<any> | FieldReadFunction<any>,
	receivedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	referenceId?: FieldPolicy<any> | FieldReadFunction<any>,
	time?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | LoyaltyEventConnectionKeySpecifier)[];
export type LoyaltyEventConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventDataKeySpecifier = ('amount' | 'currency' | 'fields' | 'orderId' | 'rate' | 'transactionId' | 'webhook' | LoyaltyEventDataKeySpecifier)[];
export type LoyaltyEventDataFieldPolicy = {
	amount?: FieldPolicy<any> | FieldReadFunction<any>,
	currency?: FieldPolicy<any> | FieldReadFunction<any>,
	fields?: FieldPolicy<any> | FieldReadFunction<any>,
	orderId?: FieldPolicy<any> | FieldReadFunction<any>,
	rate?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	webhook?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventEdgeKeySpecifier = ('cursor' | 'node' | LoyaltyEventEdgeKeySpecifier)[];
export type LoyaltyEventEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventMeasurementKeySpecifier = ('eventId' | 'groupeName' | 'groupeValue' | 'measurement' | 'time' | 'value' | LoyaltyEventMeasurementKeySpecifier)[];
export type LoyaltyEventMeasurementFieldPolicy = {
	eventId?: FieldPolicy<any> | FieldReadFunction<any>,
	groupeName?: FieldPolicy<any> | FieldReadFunction<any>,
	groupeValue?: FieldPolicy<any> | FieldReadFunction<any>,
	measurement?: FieldPolicy<any> | FieldReadFunction<any>,
	time?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyEventPageKeySpecifier = ('events' | 'limit' | 'page' | 'raw' | 'total' | LoyaltyEventPageKeySpecifier)[];
export type LoyaltyEventPageFieldPolicy = {
	events?: FieldPolicy<any> | FieldReadFunction<any>,
	limit?: FieldPolicy<any> | FieldReadFunction<any>,
	page?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyFieldErrorKeySpecifier = ('field' | 'messages' | LoyaltyFieldErrorKeySpecifier)[];
export type LoyaltyFieldErrorFieldPolicy = {
	field?: FieldPolicy<any> | FieldReadFunction<any>,
	messages?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyMeasurementKeySpecifier = ('groupeName' | 'groupeValue' | 'measurement' | 'time' | 'value' | LoyaltyMeasurementKeySpecifier)[];
export type LoyaltyMeasurementFieldPolicy = {
	groupeName?: FieldPolicy<any> | FieldReadFunction<any>,
	groupeValue?: FieldPolicy<any> | FieldReadFunction<any>,
	measurement?: FieldPolicy<any> | FieldReadFunction<any>,
	time?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyMeasurementListKeySpecifier = ('measurements' | 'total' | LoyaltyMeasurementListKeySpecifier)[];
export type LoyaltyMeasurementListFieldPolicy = {
	measurements?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyRuleActionKeySpecifier = ('account' | 'canceledAt' | 'points' | 'reason' | 'reversal' | 'reversedPoints' | 'rule' | 'status' | 'transactionId' | 'type' | 'walletId' | 'walletTransactionId' | LoyaltyRuleActionKeySpecifier)[];
export type LoyaltyRuleActionFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	canceledAt?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>,
	reversal?: FieldPolicy<any> | FieldReadFunction<any>,
	reversedPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	rule?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	walletId?: FieldPolicy<any> | FieldReadFunction<any>,
	walletTransactionId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltySegmentKeySpecifier = ('createdAt' | 'description' | 'name' | 'segmentId' | 'updatedAt' | 'userIds' | 'users' | LoyaltySegmentKeySpecifier)[];
export type LoyaltySegmentFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	segmentId?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	userIds?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltySegmentPayloadKeySpecifier = ('answerLost' | 'segment' | 'segmentId' | 'settledByRead' | LoyaltySegmentPayloadKeySpecifier)[];
export type LoyaltySegmentPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	segment?: FieldPolicy<any> | FieldReadFunction<any>,
	segmentId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyTransactionKeySpecifier = ('committedAt' | 'eventId' | 'eventType' | 'points' | 'startedAt' | 'status' | 'transactionId' | 'user' | 'userId' | LoyaltyTransactionKeySpecifier)[];
export type LoyaltyTransactionFieldPolicy = {
	committedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	eventId?: FieldPolicy<any> | FieldReadFunction<any>,
	eventType?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	startedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LoyaltyTransactionPayloadKeySpecifier = ('answerLost' | 'settledByRead' | 'transaction' | 'transactionId' | LoyaltyTransactionPayloadKeySpecifier)[];
export type LoyaltyTransactionPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	transaction?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantBatchReceiptKeySpecifier = ('answerLost' | 'batch' | 'batchId' | 'bulkOperationId' | 'frequency' | 'settledByRead' | MerchantBatchReceiptKeySpecifier)[];
export type MerchantBatchReceiptFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	batch?: FieldPolicy<any> | FieldReadFunction<any>,
	batchId?: FieldPolicy<any> | FieldReadFunction<any>,
	bulkOperationId?: FieldPolicy<any> | FieldReadFunction<any>,
	frequency?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantExportKeySpecifier = ('channel' | 'createdAt' | 'exportId' | 'rowCount' | 'status' | 'type' | MerchantExportKeySpecifier)[];
export type MerchantExportFieldPolicy = {
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	exportId?: FieldPolicy<any> | FieldReadFunction<any>,
	rowCount?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantExportFileKeySpecifier = ('content' | 'contentType' | 'fileName' | 'rowCount' | MerchantExportFileKeySpecifier)[];
export type MerchantExportFileFieldPolicy = {
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	fileName?: FieldPolicy<any> | FieldReadFunction<any>,
	rowCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantExportFilesKeySpecifier = ('exportId' | 'files' | MerchantExportFilesKeySpecifier)[];
export type MerchantExportFilesFieldPolicy = {
	exportId?: FieldPolicy<any> | FieldReadFunction<any>,
	files?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantExportPageKeySpecifier = ('exports' | 'total' | MerchantExportPageKeySpecifier)[];
export type MerchantExportPageFieldPolicy = {
	exports?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantExportPayloadKeySpecifier = ('answerLost' | 'export' | 'exportId' | 'settledByRead' | MerchantExportPayloadKeySpecifier)[];
export type MerchantExportPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	export?: FieldPolicy<any> | FieldReadFunction<any>,
	exportId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantFailedProductKeySpecifier = ('channel' | 'code' | 'index' | 'reason' | 'sku' | 'warehouseCode' | MerchantFailedProductKeySpecifier)[];
export type MerchantFailedProductFieldPolicy = {
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouseCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantHistoryConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | MerchantHistoryConnectionKeySpecifier)[];
export type MerchantHistoryConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantHistoryEdgeKeySpecifier = ('cursor' | 'node' | MerchantHistoryEdgeKeySpecifier)[];
export type MerchantHistoryEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantHistoryRecordKeySpecifier = ('channel' | 'createdAt' | 'distributedQuantity' | 'incomingQuantity' | 'method' | 'previousLiveQuantity' | 'previousPrice' | 'price' | 'product' | 'productId' | 'reservedQuantity' | 'sku' | 'sortKey' | 'type' | 'user' | 'warehouse' | MerchantHistoryRecordKeySpecifier)[];
export type MerchantHistoryRecordFieldPolicy = {
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	distributedQuantity?: FieldPolicy<any> | FieldReadFunction<any>,
	incomingQuantity?: FieldPolicy<any> | FieldReadFunction<any>,
	method?: FieldPolicy<any> | FieldReadFunction<any>,
	previousLiveQuantity?: FieldPolicy<any> | FieldReadFunction<any>,
	previousPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	productId?: FieldPolicy<any> | FieldReadFunction<any>,
	reservedQuantity?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	sortKey?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouse?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantHistoryUserKeySpecifier = ('id' | 'name' | 'surname' | MerchantHistoryUserKeySpecifier)[];
export type MerchantHistoryUserFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	surname?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantImportBatchKeySpecifier = ('batchId' | 'batchStatus' | 'bulkOperationType' | 'failCount' | 'failedProducts' | 'pushPriceFrequency' | 'ratio' | 'raw' | 'successCount' | MerchantImportBatchKeySpecifier)[];
export type MerchantImportBatchFieldPolicy = {
	batchId?: FieldPolicy<any> | FieldReadFunction<any>,
	batchStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	bulkOperationType?: FieldPolicy<any> | FieldReadFunction<any>,
	failCount?: FieldPolicy<any> | FieldReadFunction<any>,
	failedProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	pushPriceFrequency?: FieldPolicy<any> | FieldReadFunction<any>,
	ratio?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	successCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MerchantProductHistoryPageKeySpecifier = ('histories' | 'nextToken' | MerchantProductHistoryPageKeySpecifier)[];
export type MerchantProductHistoryPageFieldPolicy = {
	histories?: FieldPolicy<any> | FieldReadFunction<any>,
	nextToken?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MoneyKeySpecifier = ('amount' | 'currency' | MoneyKeySpecifier)[];
export type MoneyFieldPolicy = {
	amount?: FieldPolicy<any> | FieldReadFunction<any>,
	currency?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MutationKeySpecifier = ('addUserToLoyaltySegment' | 'addWalletAccount' | 'attachCategoryImage' | 'attachProductAttributeImage' | 'bulkLoadWallet' | 'bulkUpsertProducts' | 'cancelLoyaltyEvent' | 'cancelLoyaltyTransaction' | 'cancelPromotionTransaction' | 'cancelStockReservation' | 'cancelWalletTransaction' | 'cleanMerchantProducts' | 'commitLoyaltyTransaction' | 'commitPromotionTransaction' | 'commitStockReservation' | 'createDataset' | 'createTalkingProduct' | 'createWallet' | 'createWalletAccount' | 'deleteAttribute' | 'deleteAttributeOption' | 'deleteDataset' | 'deleteDatasetValue' | 'deleteProduct' | 'deleteTalkingProduct' | 'exportMerchantStockPrice' | 'fixWallet' | 'loadWallet' | 'partialRevertPromotionTransaction' | 'receiveGlobalProducts' | 'receiveMerchantPrice' | 'receiveMerchantStock' | 'recordLoyaltyEvent' | 'refundStock' | 'refundWallet' | 'removeGlobalProducts' | 'removeMerchantProducts' | 'removeWalletAccount' | 'reserveStock' | 'revertPromotionTransaction' | 'setPromotionListStatus' | 'spendWallet' | 'startLoyaltyTransaction' | 'startPromotionTransaction' | 'updateDataset' | 'updatePromotionParameters' | 'updateTalkingProduct' | 'upsertAttributeOption' | 'upsertAttributeOptions' | 'upsertAttributes' | 'upsertCategory' | 'upsertDatasetValue' | 'upsertLoyaltySegment' | 'upsertProduct' | MutationKeySpecifier)[];
export type MutationFieldPolicy = {
	addUserToLoyaltySegment?: FieldPolicy<any> | FieldReadFunction<any>,
	addWalletAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	attachCategoryImage?: FieldPolicy<any> | FieldReadFunction<any>,
	attachProductAttributeImage?: FieldPolicy<any> | FieldReadFunction<any>,
	bulkLoadWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	bulkUpsertProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelLoyaltyEvent?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelLoyaltyTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelPromotionTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelStockReservation?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelWalletTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	cleanMerchantProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	commitLoyaltyTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	commitPromotionTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	commitStockReservation?: FieldPolicy<any> | FieldReadFunction<any>,
	createDataset?: FieldPolicy<any> | FieldReadFunction<any>,
	createTalkingProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	createWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	createWalletAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteAttribute?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteAttributeOption?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteDataset?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteDatasetValue?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteTalkingProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	exportMerchantStockPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	fixWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	loadWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	partialRevertPromotionTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	receiveGlobalProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	receiveMerchantPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	receiveMerchantStock?: FieldPolicy<any> | FieldReadFunction<any>,
	recordLoyaltyEvent?: FieldPolicy<any> | FieldReadFunction<any>,
	refundStock?: FieldPolicy<any> | FieldReadFunction<any>,
	refundWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	removeGlobalProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMerchantProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	removeWalletAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	reserveStock?: FieldPolicy<any> | FieldReadFunction<any>,
	revertPromotionTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	setPromotionListStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	spendWallet?: FieldPolicy<any> | FieldReadFunction<any>,
	startLoyaltyTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	startPromotionTransaction?: FieldPolicy<any> | FieldReadFunction<any>,
	updateDataset?: FieldPolicy<any> | FieldReadFunction<any>,
	updatePromotionParameters?: FieldPolicy<any> | FieldReadFunction<any>,
	updateTalkingProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertAttributeOption?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertAttributeOptions?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertAttributes?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertCategory?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertDatasetValue?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertLoyaltySegment?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertProduct?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PageInfoKeySpecifier = ('endCursor' | 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | PageInfoKeySpecifier)[];
export type PageInfoFieldPolicy = {
	endCursor?: FieldPolicy<any> | FieldReadFunction<any>,
	hasNextPage?: FieldPolicy<any> | FieldReadFunction<any>,
	hasPreviousPage?: FieldPolicy<any> | FieldReadFunction<any>,
	startCursor?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductKeySpecifier = ('attributeValue' | 'attributes' | 'availableStock' | 'axesValues' | 'categories' | 'code' | 'createdAt' | 'dataType' | 'enabled' | 'family' | 'groups' | 'id' | 'name' | 'parent' | 'price' | 'sku' | 'source' | 'status' | 'stockHistory' | 'stockHistoryConnection' | 'talkingProduct' | 'updateToken' | 'updatedAt' | 'variant' | ProductKeySpecifier)[];
export type ProductFieldPolicy = {
	attributeValue?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	availableStock?: FieldPolicy<any> | FieldReadFunction<any>,
	axesValues?: FieldPolicy<any> | FieldReadFunction<any>,
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	dataType?: FieldPolicy<any> | FieldReadFunction<any>,
	enabled?: FieldPolicy<any> | FieldReadFunction<any>,
	family?: FieldPolicy<any> | FieldReadFunction<any>,
	groups?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	parent?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	source?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	stockHistory?: FieldPolicy<any> | FieldReadFunction<any>,
	stockHistoryConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	talkingProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	updateToken?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	variant?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductAttributeKeySpecifier = ('code' | 'data' | ProductAttributeKeySpecifier)[];
export type ProductAttributeFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	data?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductAttributeValueKeySpecifier = ('locale' | 'scope' | 'value' | ProductAttributeValueKeySpecifier)[];
export type ProductAttributeValueFieldPolicy = {
	locale?: FieldPolicy<any> | FieldReadFunction<any>,
	scope?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductAxisValueKeySpecifier = ('axe' | 'value' | ProductAxisValueKeySpecifier)[];
export type ProductAxisValueFieldPolicy = {
	axe?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ProductConnectionKeySpecifier)[];
export type ProductConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductEdgeKeySpecifier = ('cursor' | 'node' | ProductEdgeKeySpecifier)[];
export type ProductEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductImportBatchKeySpecifier = ('batchId' | 'batchStatus' | 'failCount' | 'results' | 'successCount' | ProductImportBatchKeySpecifier)[];
export type ProductImportBatchFieldPolicy = {
	batchId?: FieldPolicy<any> | FieldReadFunction<any>,
	batchStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	failCount?: FieldPolicy<any> | FieldReadFunction<any>,
	results?: FieldPolicy<any> | FieldReadFunction<any>,
	successCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductImportResultKeySpecifier = ('code' | 'error' | 'index' | 'status' | ProductImportResultKeySpecifier)[];
export type ProductImportResultFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	error?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductPageKeySpecifier = ('pageFrom' | 'pageSize' | 'products' | 'raw' | 'size' | 'total' | ProductPageKeySpecifier)[];
export type ProductPageFieldPolicy = {
	pageFrom?: FieldPolicy<any> | FieldReadFunction<any>,
	pageSize?: FieldPolicy<any> | FieldReadFunction<any>,
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductRemovalKeySpecifier = ('answerLost' | 'channel' | 'notFound' | 'removed' | 'settledByRead' | ProductRemovalKeySpecifier)[];
export type ProductRemovalFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	notFound?: FieldPolicy<any> | FieldReadFunction<any>,
	removed?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductSettingsKeySpecifier = ('attributeGroups' | 'attributeOptions' | 'attributes' | 'families' | 'groupTypes' | 'groups' | ProductSettingsKeySpecifier)[];
export type ProductSettingsFieldPolicy = {
	attributeGroups?: FieldPolicy<any> | FieldReadFunction<any>,
	attributeOptions?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	families?: FieldPolicy<any> | FieldReadFunction<any>,
	groupTypes?: FieldPolicy<any> | FieldReadFunction<any>,
	groups?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductUpsertMetaKeySpecifier = ('createdAt' | 'updateToken' | 'updatedAt' | ProductUpsertMetaKeySpecifier)[];
export type ProductUpsertMetaFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	updateToken?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionKeySpecifier = ('id' | 'parameters' | 'promotionTemplateId' | 'promotionType' | 'status' | 'tag' | 'userMessage' | PromotionKeySpecifier)[];
export type PromotionFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	parameters?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionTemplateId?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionType?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	tag?: FieldPolicy<any> | FieldReadFunction<any>,
	userMessage?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionCalculationKeySpecifier = ('calculationTime' | 'cart' | 'couponError' | PromotionCalculationKeySpecifier)[];
export type PromotionCalculationFieldPolicy = {
	calculationTime?: FieldPolicy<any> | FieldReadFunction<any>,
	cart?: FieldPolicy<any> | FieldReadFunction<any>,
	couponError?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionCartKeySpecifier = ('appliedPromotions' | 'condiments' | 'currency' | 'items' | 'productCount' | 'subOrders' | 'suggestionPromotions' | 'totalCartPriceAfterPromotion' | 'totalCartPromotionDiscount' | 'totalPriceAfterPointUsed' | 'totalPriceToPay' | 'totalUsablePointAsMoney' | 'totalUsablePoints' | 'totalUsedPointAsMoney' | 'totalUsedPoints' | 'userBalance' | PromotionCartKeySpecifier)[];
export type PromotionCartFieldPolicy = {
	appliedPromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	condiments?: FieldPolicy<any> | FieldReadFunction<any>,
	currency?: FieldPolicy<any> | FieldReadFunction<any>,
	items?: FieldPolicy<any> | FieldReadFunction<any>,
	productCount?: FieldPolicy<any> | FieldReadFunction<any>,
	subOrders?: FieldPolicy<any> | FieldReadFunction<any>,
	suggestionPromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCartPriceAfterPromotion?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCartPromotionDiscount?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPriceAfterPointUsed?: FieldPolicy<any> | FieldReadFunction<any>,
	totalPriceToPay?: FieldPolicy<any> | FieldReadFunction<any>,
	totalUsablePointAsMoney?: FieldPolicy<any> | FieldReadFunction<any>,
	totalUsablePoints?: FieldPolicy<any> | FieldReadFunction<any>,
	totalUsedPointAsMoney?: FieldPolicy<any> | FieldReadFunction<any>,
	totalUsedPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	userBalance?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionParametersKeySpecifier = ('amount' | 'brand' | 'buy' | 'category' | 'get' | 'merchantId' | 'percent' | 'threshold' | PromotionParametersKeySpecifier)[];
export type PromotionParametersFieldPolicy = {
	amount?: FieldPolicy<any> | FieldReadFunction<any>,
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	buy?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	get?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantId?: FieldPolicy<any> | FieldReadFunction<any>,
	percent?: FieldPolicy<any> | FieldReadFunction<any>,
	threshold?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionStatusChangeKeySpecifier = ('id' | 'status' | PromotionStatusChangeKeySpecifier)[];
export type PromotionStatusChangeFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionTransactionKeySpecifier = ('cart' | 'couponId' | 'promotions' | 'transactionId' | 'transactionTimeout' | PromotionTransactionKeySpecifier)[];
export type PromotionTransactionFieldPolicy = {
	cart?: FieldPolicy<any> | FieldReadFunction<any>,
	couponId?: FieldPolicy<any> | FieldReadFunction<any>,
	promotions?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionTimeout?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionTransactionChangeKeySpecifier = ('answerLost' | 'message' | 'returnedAmount' | 'returnedPoints' | 'revertedItems' | 'settledByRead' | 'status' | 'transactionId' | PromotionTransactionChangeKeySpecifier)[];
export type PromotionTransactionChangeFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	returnedAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	returnedPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	revertedItems?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QueryKeySpecifier = ('activePromotions' | 'calculateLoyalty' | 'calculatePromotions' | 'catalogSettings' | 'catalogueImage' | 'currentStock' | 'datasetSources' | 'datasetValues' | 'globalProducts' | 'loyaltyEvents' | 'loyaltyEventsConnection' | 'loyaltyMeasurements' | 'me' | 'merchantExportFiles' | 'merchantExports' | 'merchantImportBatch' | 'merchantProductHistory' | 'merchantProductHistoryConnection' | 'productImportBatch' | 'productSettings' | 'products' | 'productsConnection' | 'talkingProduct' | 'talkingProducts' | 'user' | 'wallet' | 'walletAccount' | 'walletAccounts' | 'walletAccountsByNumber' | 'walletAccountsConnection' | 'walletTransactions' | 'walletTransactionsConnection' | QueryKeySpecifier)[];
export type QueryFieldPolicy = {
	activePromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	calculateLoyalty?: FieldPolicy<any> | FieldReadFunction<any>,
	calculatePromotions?: FieldPolicy<any> | FieldReadFunction<any>,
	catalogSettings?: FieldPolicy<any> | FieldReadFunction<any>,
	catalogueImage?: FieldPolicy<any> | FieldReadFunction<any>,
	currentStock?: FieldPolicy<any> | FieldReadFunction<any>,
	datasetSources?: FieldPolicy<any> | FieldReadFunction<any>,
	datasetValues?: FieldPolicy<any> | FieldReadFunction<any>,
	globalProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	loyaltyEvents?: FieldPolicy<any> | FieldReadFunction<any>,
	loyaltyEventsConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	loyaltyMeasurements?: FieldPolicy<any> | FieldReadFunction<any>,
	me?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantExportFiles?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantExports?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantImportBatch?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantProductHistory?: FieldPolicy<any> | FieldReadFunction<any>,
	merchantProductHistoryConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	productImportBatch?: FieldPolicy<any> | FieldReadFunction<any>,
	productSettings?: FieldPolicy<any> | FieldReadFunction<any>,
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	productsConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	talkingProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	talkingProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	wallet?: FieldPolicy<any> | FieldReadFunction<any>,
	walletAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	walletAccounts?: FieldPolicy<any> | FieldReadFunction<any>,
	walletAccountsByNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	walletAccountsConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	walletTransactions?: FieldPolicy<any> | FieldReadFunction<any>,
	walletTransactionsConnection?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ReceiveGlobalProductsPayloadKeySpecifier = ('answerLost' | 'products' | 'received' | 'settledByRead' | ReceiveGlobalProductsPayloadKeySpecifier)[];
export type ReceiveGlobalProductsPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	received?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RecordLoyaltyEventPayloadKeySpecifier = ('accepted' | 'answerLost' | 'entityErrors' | 'eventErrors' | 'eventId' | 'settledByRead' | 'user' | RecordLoyaltyEventPayloadKeySpecifier)[];
export type RecordLoyaltyEventPayloadFieldPolicy = {
	accepted?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	entityErrors?: FieldPolicy<any> | FieldReadFunction<any>,
	eventErrors?: FieldPolicy<any> | FieldReadFunction<any>,
	eventId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RemoveWalletAccountPayloadKeySpecifier = ('accountNumber' | 'answerLost' | 'settledByRead' | 'walletId' | RemoveWalletAccountPayloadKeySpecifier)[];
export type RemoveWalletAccountPayloadFieldPolicy = {
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	walletId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SetPromotionListStatusPayloadKeySpecifier = ('answerLost' | 'promotions' | 'settledByRead' | SetPromotionListStatusPayloadKeySpecifier)[];
export type SetPromotionListStatusPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	promotions?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StartPromotionTransactionPayloadKeySpecifier = ('answerLost' | 'couponId' | 'message' | 'runWithLoyalty' | 'settledByRead' | 'transaction' | 'transactionId' | 'userId' | StartPromotionTransactionPayloadKeySpecifier)[];
export type StartPromotionTransactionPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	couponId?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	runWithLoyalty?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	transaction?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StockAllocationKeySpecifier = ('quantity' | 'warehouseCode' | StockAllocationKeySpecifier)[];
export type StockAllocationFieldPolicy = {
	quantity?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouseCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StockReservationKeySpecifier = ('channel' | 'createdAt' | 'orderId' | 'product' | 'quantity' | 'refundedQuantity' | 'reservationId' | 'sku' | 'status' | 'updatedAt' | 'warehouses' | StockReservationKeySpecifier)[];
export type StockReservationFieldPolicy = {
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	orderId?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	quantity?: FieldPolicy<any> | FieldReadFunction<any>,
	refundedQuantity?: FieldPolicy<any> | FieldReadFunction<any>,
	reservationId?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouses?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StockReservationPayloadKeySpecifier = ('answerLost' | 'reservation' | 'reservationId' | 'settledByRead' | StockReservationPayloadKeySpecifier)[];
export type StockReservationPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	reservation?: FieldPolicy<any> | FieldReadFunction<any>,
	reservationId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TalkingProductKeySpecifier = ('additionalData' | 'brand' | 'categories' | 'createdAt' | 'description' | 'groupIds' | 'image' | 'name' | 'price' | 'product' | 'raw' | 'sku' | 'stock' | 'updatedAt' | TalkingProductKeySpecifier)[];
export type TalkingProductFieldPolicy = {
	additionalData?: FieldPolicy<any> | FieldReadFunction<any>,
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	groupIds?: FieldPolicy<any> | FieldReadFunction<any>,
	image?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	stock?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TalkingProductListKeySpecifier = ('products' | 'raw' | 'total' | TalkingProductListKeySpecifier)[];
export type TalkingProductListFieldPolicy = {
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TalkingProductPayloadKeySpecifier = ('answerLost' | 'product' | 'settledByRead' | 'sku' | TalkingProductPayloadKeySpecifier)[];
export type TalkingProductPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UpdatePromotionParametersPayloadKeySpecifier = ('answerLost' | 'promotion' | 'promotionId' | 'settledByRead' | UpdatePromotionParametersPayloadKeySpecifier)[];
export type UpdatePromotionParametersPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	promotion?: FieldPolicy<any> | FieldReadFunction<any>,
	promotionId?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UpsertAttributesPayloadKeySpecifier = ('answerLost' | 'attributes' | 'codes' | 'settledByRead' | UpsertAttributesPayloadKeySpecifier)[];
export type UpsertAttributesPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	codes?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UpsertCategoryPayloadKeySpecifier = ('answerLost' | 'category' | 'code' | 'settledByRead' | UpsertCategoryPayloadKeySpecifier)[];
export type UpsertCategoryPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UpsertProductPayloadKeySpecifier = ('answerLost' | 'code' | 'meta' | 'product' | 'settledByRead' | UpsertProductPayloadKeySpecifier)[];
export type UpsertProductPayloadFieldPolicy = {
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	meta?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserKeySpecifier = ('id' | 'loyaltyEvents' | 'loyaltyEventsConnection' | 'walletAccounts' | UserKeySpecifier)[];
export type UserFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	loyaltyEvents?: FieldPolicy<any> | FieldReadFunction<any>,
	loyaltyEventsConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	walletAccounts?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletKeySpecifier = ('accounts' | 'createdAt' | 'status' | 'title' | 'userId' | 'walletId' | WalletKeySpecifier)[];
export type WalletFieldPolicy = {
	accounts?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>,
	walletId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletAccountKeySpecifier = ('accountNumber' | 'accountNumberType' | 'accountType' | 'balance' | 'channel' | 'createdAt' | 'currency' | 'id' | 'projectId' | 'status' | 'title' | 'transactions' | 'transactionsConnection' | 'updatedAt' | 'updatedBy' | 'user' | 'userId' | 'walletId' | WalletAccountKeySpecifier)[];
export type WalletAccountFieldPolicy = {
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumberType?: FieldPolicy<any> | FieldReadFunction<any>,
	accountType?: FieldPolicy<any> | FieldReadFunction<any>,
	balance?: FieldPolicy<any> | FieldReadFunction<any>,
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	currency?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	projectId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	transactions?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionsConnection?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedBy?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>,
	walletId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletAccountConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | WalletAccountConnectionKeySpecifier)[];
export type WalletAccountConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletAccountEdgeKeySpecifier = ('cursor' | 'node' | WalletAccountEdgeKeySpecifier)[];
export type WalletAccountEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletAccountPageKeySpecifier = ('from' | 'pageSize' | 'result' | 'size' | 'total' | WalletAccountPageKeySpecifier)[];
export type WalletAccountPageFieldPolicy = {
	from?: FieldPolicy<any> | FieldReadFunction<any>,
	pageSize?: FieldPolicy<any> | FieldReadFunction<any>,
	result?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletTransactionKeySpecifier = ('amount' | 'channel' | 'createdAt' | 'description' | 'expiresAt' | 'isCanceled' | 'referenceId' | 'transactionId' | 'type' | 'updatedAt' | WalletTransactionKeySpecifier)[];
export type WalletTransactionFieldPolicy = {
	amount?: FieldPolicy<any> | FieldReadFunction<any>,
	channel?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	expiresAt?: FieldPolicy<any> | FieldReadFunction<any>,
	isCanceled?: FieldPolicy<any> | FieldReadFunction<any>,
	referenceId?: FieldPolicy<any> | FieldReadFunction<any>,
	transactionId?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletTransactionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | WalletTransactionConnectionKeySpecifier)[];
export type WalletTransactionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletTransactionEdgeKeySpecifier = ('cursor' | 'node' | WalletTransactionEdgeKeySpecifier)[];
export type WalletTransactionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletTransactionPageKeySpecifier = ('from' | 'pageSize' | 'size' | 'total' | 'transactions' | WalletTransactionPageKeySpecifier)[];
export type WalletTransactionPageFieldPolicy = {
	from?: FieldPolicy<any> | FieldReadFunction<any>,
	pageSize?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>,
	transactions?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WalletTransactionResultKeySpecifier = ('account' | 'accountNumber' | 'answerLost' | 'balance' | 'settledByRead' | 'transaction' | WalletTransactionResultKeySpecifier)[];
export type WalletTransactionResultFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accountNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	answerLost?: FieldPolicy<any> | FieldReadFunction<any>,
	balance?: FieldPolicy<any> | FieldReadFunction<any>,
	settledByRead?: FieldPolicy<any> | FieldReadFunction<any>,
	transaction?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WarehouseStockKeySpecifier = ('available' | 'reserved' | 'stock' | 'warehouseCode' | WarehouseStockKeySpecifier)[];
export type WarehouseStockFieldPolicy = {
	available?: FieldPolicy<any> | FieldReadFunction<any>,
	reserved?: FieldPolicy<any> | FieldReadFunction<any>,
	stock?: FieldPolicy<any> | FieldReadFunction<any>,
	warehouseCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StrictTypedTypePolicies = {
	AddWalletAccountPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddWalletAccountPayloadKeySpecifier | (() => undefined | AddWalletAccountPayloadKeySpecifier),
		fields?: AddWalletAccountPayloadFieldPolicy,
	},
	AttachImagePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AttachImagePayloadKeySpecifier | (() => undefined | AttachImagePayloadKeySpecifier),
		fields?: AttachImagePayloadFieldPolicy,
	},
	AttributeOptionsPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AttributeOptionsPayloadKeySpecifier | (() => undefined | AttributeOptionsPayloadKeySpecifier),
		fields?: AttributeOptionsPayloadFieldPolicy,
	},
	BulkLoadResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BulkLoadResultKeySpecifier | (() => undefined | BulkLoadResultKeySpecifier),
		fields?: BulkLoadResultFieldPolicy,
	},
	BulkLoadWalletPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BulkLoadWalletPayloadKeySpecifier | (() => undefined | BulkLoadWalletPayloadKeySpecifier),
		fields?: BulkLoadWalletPayloadFieldPolicy,
	},
	BulkUpsertProductsPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BulkUpsertProductsPayloadKeySpecifier | (() => undefined | BulkUpsertProductsPayloadKeySpecifier),
		fields?: BulkUpsertProductsPayloadFieldPolicy,
	},
	CancelLoyaltyEventPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CancelLoyaltyEventPayloadKeySpecifier | (() => undefined | CancelLoyaltyEventPayloadKeySpecifier),
		fields?: CancelLoyaltyEventPayloadFieldPolicy,
	},
	CancelLoyaltyTransactionPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CancelLoyaltyTransactionPayloadKeySpecifier | (() => undefined | CancelLoyaltyTransactionPayloadKeySpecifier),
		fields?: CancelLoyaltyTransactionPayloadFieldPolicy,
	},
	CartAppliedPromotion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartAppliedPromotionKeySpecifier | (() => undefined | CartAppliedPromotionKeySpecifier),
		fields?: CartAppliedPromotionFieldPolicy,
	},
	CartCategory?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartCategoryKeySpecifier | (() => undefined | CartCategoryKeySpecifier),
		fields?: CartCategoryFieldPolicy,
	},
	CartCondiment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartCondimentKeySpecifier | (() => undefined | CartCondimentKeySpecifier),
		fields?: CartCondimentFieldPolicy,
	},
	CartItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartItemKeySpecifier | (() => undefined | CartItemKeySpecifier),
		fields?: CartItemFieldPolicy,
	},
	CartItemAttributes?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartItemAttributesKeySpecifier | (() => undefined | CartItemAttributesKeySpecifier),
		fields?: CartItemAttributesFieldPolicy,
	},
	CartItemPromotion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartItemPromotionKeySpecifier | (() => undefined | CartItemPromotionKeySpecifier),
		fields?: CartItemPromotionFieldPolicy,
	},
	CartRevertedItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartRevertedItemKeySpecifier | (() => undefined | CartRevertedItemKeySpecifier),
		fields?: CartRevertedItemFieldPolicy,
	},
	CartSubOrder?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartSubOrderKeySpecifier | (() => undefined | CartSubOrderKeySpecifier),
		fields?: CartSubOrderFieldPolicy,
	},
	CartSuggestion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CartSuggestionKeySpecifier | (() => undefined | CartSuggestionKeySpecifier),
		fields?: CartSuggestionFieldPolicy,
	},
	CatalogSettings?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogSettingsKeySpecifier | (() => undefined | CatalogSettingsKeySpecifier),
		fields?: CatalogSettingsFieldPolicy,
	},
	CatalogueAttribute?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueAttributeKeySpecifier | (() => undefined | CatalogueAttributeKeySpecifier),
		fields?: CatalogueAttributeFieldPolicy,
	},
	CatalogueAttributeGroup?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueAttributeGroupKeySpecifier | (() => undefined | CatalogueAttributeGroupKeySpecifier),
		fields?: CatalogueAttributeGroupFieldPolicy,
	},
	CatalogueAttributeOption?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueAttributeOptionKeySpecifier | (() => undefined | CatalogueAttributeOptionKeySpecifier),
		fields?: CatalogueAttributeOptionFieldPolicy,
	},
	CatalogueAttributeOptionList?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueAttributeOptionListKeySpecifier | (() => undefined | CatalogueAttributeOptionListKeySpecifier),
		fields?: CatalogueAttributeOptionListFieldPolicy,
	},
	CatalogueFamily?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueFamilyKeySpecifier | (() => undefined | CatalogueFamilyKeySpecifier),
		fields?: CatalogueFamilyFieldPolicy,
	},
	CatalogueFamilyAttribute?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueFamilyAttributeKeySpecifier | (() => undefined | CatalogueFamilyAttributeKeySpecifier),
		fields?: CatalogueFamilyAttributeFieldPolicy,
	},
	CatalogueFamilyVariant?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueFamilyVariantKeySpecifier | (() => undefined | CatalogueFamilyVariantKeySpecifier),
		fields?: CatalogueFamilyVariantFieldPolicy,
	},
	CatalogueGroup?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueGroupKeySpecifier | (() => undefined | CatalogueGroupKeySpecifier),
		fields?: CatalogueGroupFieldPolicy,
	},
	CatalogueGroupType?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueGroupTypeKeySpecifier | (() => undefined | CatalogueGroupTypeKeySpecifier),
		fields?: CatalogueGroupTypeFieldPolicy,
	},
	CatalogueImage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueImageKeySpecifier | (() => undefined | CatalogueImageKeySpecifier),
		fields?: CatalogueImageFieldPolicy,
	},
	CatalogueLabel?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CatalogueLabelKeySpecifier | (() => undefined | CatalogueLabelKeySpecifier),
		fields?: CatalogueLabelFieldPolicy,
	},
	Category?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CategoryKeySpecifier | (() => undefined | CategoryKeySpecifier),
		fields?: CategoryFieldPolicy,
	},
	CouponError?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CouponErrorKeySpecifier | (() => undefined | CouponErrorKeySpecifier),
		fields?: CouponErrorFieldPolicy,
	},
	CreateWalletAccountPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CreateWalletAccountPayloadKeySpecifier | (() => undefined | CreateWalletAccountPayloadKeySpecifier),
		fields?: CreateWalletAccountPayloadFieldPolicy,
	},
	CreateWalletPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CreateWalletPayloadKeySpecifier | (() => undefined | CreateWalletPayloadKeySpecifier),
		fields?: CreateWalletPayloadFieldPolicy,
	},
	CurrentStock?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CurrentStockKeySpecifier | (() => undefined | CurrentStockKeySpecifier),
		fields?: CurrentStockFieldPolicy,
	},
	Dataset?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetKeySpecifier | (() => undefined | DatasetKeySpecifier),
		fields?: DatasetFieldPolicy,
	},
	DatasetPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetPayloadKeySpecifier | (() => undefined | DatasetPayloadKeySpecifier),
		fields?: DatasetPayloadFieldPolicy,
	},
	DatasetSource?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetSourceKeySpecifier | (() => undefined | DatasetSourceKeySpecifier),
		fields?: DatasetSourceFieldPolicy,
	},
	DatasetValue?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetValueKeySpecifier | (() => undefined | DatasetValueKeySpecifier),
		fields?: DatasetValueFieldPolicy,
	},
	DatasetValuePage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetValuePageKeySpecifier | (() => undefined | DatasetValuePageKeySpecifier),
		fields?: DatasetValuePageFieldPolicy,
	},
	DatasetValuePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DatasetValuePayloadKeySpecifier | (() => undefined | DatasetValuePayloadKeySpecifier),
		fields?: DatasetValuePayloadFieldPolicy,
	},
	DeleteAttributeOptionPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteAttributeOptionPayloadKeySpecifier | (() => undefined | DeleteAttributeOptionPayloadKeySpecifier),
		fields?: DeleteAttributeOptionPayloadFieldPolicy,
	},
	DeleteAttributePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteAttributePayloadKeySpecifier | (() => undefined | DeleteAttributePayloadKeySpecifier),
		fields?: DeleteAttributePayloadFieldPolicy,
	},
	DeleteDatasetPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteDatasetPayloadKeySpecifier | (() => undefined | DeleteDatasetPayloadKeySpecifier),
		fields?: DeleteDatasetPayloadFieldPolicy,
	},
	DeleteDatasetValuePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteDatasetValuePayloadKeySpecifier | (() => undefined | DeleteDatasetValuePayloadKeySpecifier),
		fields?: DeleteDatasetValuePayloadFieldPolicy,
	},
	DeleteProductPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteProductPayloadKeySpecifier | (() => undefined | DeleteProductPayloadKeySpecifier),
		fields?: DeleteProductPayloadFieldPolicy,
	},
	DeleteTalkingProductPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeleteTalkingProductPayloadKeySpecifier | (() => undefined | DeleteTalkingProductPayloadKeySpecifier),
		fields?: DeleteTalkingProductPayloadFieldPolicy,
	},
	FixWalletPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FixWalletPayloadKeySpecifier | (() => undefined | FixWalletPayloadKeySpecifier),
		fields?: FixWalletPayloadFieldPolicy,
	},
	GlobalProduct?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GlobalProductKeySpecifier | (() => undefined | GlobalProductKeySpecifier),
		fields?: GlobalProductFieldPolicy,
	},
	GlobalProductPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GlobalProductPageKeySpecifier | (() => undefined | GlobalProductPageKeySpecifier),
		fields?: GlobalProductPageFieldPolicy,
	},
	LoadWalletPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoadWalletPayloadKeySpecifier | (() => undefined | LoadWalletPayloadKeySpecifier),
		fields?: LoadWalletPayloadFieldPolicy,
	},
	LoyaltyCalculatedAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyCalculatedActionKeySpecifier | (() => undefined | LoyaltyCalculatedActionKeySpecifier),
		fields?: LoyaltyCalculatedActionFieldPolicy,
	},
	LoyaltyCalculation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyCalculationKeySpecifier | (() => undefined | LoyaltyCalculationKeySpecifier),
		fields?: LoyaltyCalculationFieldPolicy,
	},
	LoyaltyEvent?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventKeySpecifier | (() => undefined | LoyaltyEventKeySpecifier),
		fields?: LoyaltyEventFieldPolicy,
	},
	LoyaltyEventConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventConnectionKeySpecifier | (() => undefined | LoyaltyEventConnectionKeySpecifier),
		fields?: LoyaltyEventConnectionFieldPolicy,
	},
	LoyaltyEventData?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventDataKeySpecifier | (() => undefined | LoyaltyEventDataKeySpecifier),
		fields?: LoyaltyEventDataFieldPolicy,
	},
	LoyaltyEventEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventEdgeKeySpecifier | (() => undefined | LoyaltyEventEdgeKeySpecifier),
		fields?: LoyaltyEventEdgeFieldPolicy,
	},
	LoyaltyEventMeasurement?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventMeasurementKeySpecifier | (() => undefined | LoyaltyEventMeasurementKeySpecifier),
		fields?: LoyaltyEventMeasurementFieldPolicy,
	},
	LoyaltyEventPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyEventPageKeySpecifier | (() => undefined | LoyaltyEventPageKeySpecifier),
		fields?: LoyaltyEventPageFieldPolicy,
	},
	LoyaltyFieldError?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyFieldErrorKeySpecifier | (() => undefined | LoyaltyFieldErrorKeySpecifier),
		fields?: LoyaltyFieldErrorFieldPolicy,
	},
	LoyaltyMeasurement?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyMeasurementKeySpecifier | (() => undefined | LoyaltyMeasurementKeySpecifier),
		fields?: LoyaltyMeasurementFieldPolicy,
	},
	LoyaltyMeasurementList?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyMeasurementListKeySpecifier | (() => undefined | LoyaltyMeasurementListKeySpecifier),
		fields?: LoyaltyMeasurementListFieldPolicy,
	},
	LoyaltyRuleAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyRuleActionKeySpecifier | (() => undefined | LoyaltyRuleActionKeySpecifier),
		fields?: LoyaltyRuleActionFieldPolicy,
	},
	LoyaltySegment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltySegmentKeySpecifier | (() => undefined | LoyaltySegmentKeySpecifier),
		fields?: LoyaltySegmentFieldPolicy,
	},
	LoyaltySegmentPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltySegmentPayloadKeySpecifier | (() => undefined | LoyaltySegmentPayloadKeySpecifier),
		fields?: LoyaltySegmentPayloadFieldPolicy,
	},
	LoyaltyTransaction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyTransactionKeySpecifier | (() => undefined | LoyaltyTransactionKeySpecifier),
		fields?: LoyaltyTransactionFieldPolicy,
	},
	LoyaltyTransactionPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LoyaltyTransactionPayloadKeySpecifier | (() => undefined | LoyaltyTransactionPayloadKeySpecifier),
		fields?: LoyaltyTransactionPayloadFieldPolicy,
	},
	MerchantBatchReceipt?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantBatchReceiptKeySpecifier | (() => undefined | MerchantBatchReceiptKeySpecifier),
		fields?: MerchantBatchReceiptFieldPolicy,
	},
	MerchantExport?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantExportKeySpecifier | (() => undefined | MerchantExportKeySpecifier),
		fields?: MerchantExportFieldPolicy,
	},
	MerchantExportFile?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantExportFileKeySpecifier | (() => undefined | MerchantExportFileKeySpecifier),
		fields?: MerchantExportFileFieldPolicy,
	},
	MerchantExportFiles?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantExportFilesKeySpecifier | (() => undefined | MerchantExportFilesKeySpecifier),
		fields?: MerchantExportFilesFieldPolicy,
	},
	MerchantExportPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantExportPageKeySpecifier | (() => undefined | MerchantExportPageKeySpecifier),
		fields?: MerchantExportPageFieldPolicy,
	},
	MerchantExportPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantExportPayloadKeySpecifier | (() => undefined | MerchantExportPayloadKeySpecifier),
		fields?: MerchantExportPayloadFieldPolicy,
	},
	MerchantFailedProduct?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantFailedProductKeySpecifier | (() => undefined | MerchantFailedProductKeySpecifier),
		fields?: MerchantFailedProductFieldPolicy,
	},
	MerchantHistoryConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantHistoryConnectionKeySpecifier | (() => undefined | MerchantHistoryConnectionKeySpecifier),
		fields?: MerchantHistoryConnectionFieldPolicy,
	},
	MerchantHistoryEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantHistoryEdgeKeySpecifier | (() => undefined | MerchantHistoryEdgeKeySpecifier),
		fields?: MerchantHistoryEdgeFieldPolicy,
	},
	MerchantHistoryRecord?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantHistoryRecordKeySpecifier | (() => undefined | MerchantHistoryRecordKeySpecifier),
		fields?: MerchantHistoryRecordFieldPolicy,
	},
	MerchantHistoryUser?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantHistoryUserKeySpecifier | (() => undefined | MerchantHistoryUserKeySpecifier),
		fields?: MerchantHistoryUserFieldPolicy,
	},
	MerchantImportBatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantImportBatchKeySpecifier | (() => undefined | MerchantImportBatchKeySpecifier),
		fields?: MerchantImportBatchFieldPolicy,
	},
	MerchantProductHistoryPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MerchantProductHistoryPageKeySpecifier | (() => undefined | MerchantProductHistoryPageKeySpecifier),
		fields?: MerchantProductHistoryPageFieldPolicy,
	},
	Money?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MoneyKeySpecifier | (() => undefined | MoneyKeySpecifier),
		fields?: MoneyFieldPolicy,
	},
	Mutation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MutationKeySpecifier | (() => undefined | MutationKeySpecifier),
		fields?: MutationFieldPolicy,
	},
	PageInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PageInfoKeySpecifier | (() => undefined | PageInfoKeySpecifier),
		fields?: PageInfoFieldPolicy,
	},
	Product?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductKeySpecifier | (() => undefined | ProductKeySpecifier),
		fields?: ProductFieldPolicy,
	},
	ProductAttribute?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductAttributeKeySpecifier | (() => undefined | ProductAttributeKeySpecifier),
		fields?: ProductAttributeFieldPolicy,
	},
	ProductAttributeValue?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductAttributeValueKeySpecifier | (() => undefined | ProductAttributeValueKeySpecifier),
		fields?: ProductAttributeValueFieldPolicy,
	},
	ProductAxisValue?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductAxisValueKeySpecifier | (() => undefined | ProductAxisValueKeySpecifier),
		fields?: ProductAxisValueFieldPolicy,
	},
	ProductConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductConnectionKeySpecifier | (() => undefined | ProductConnectionKeySpecifier),
		fields?: ProductConnectionFieldPolicy,
	},
	ProductEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductEdgeKeySpecifier | (() => undefined | ProductEdgeKeySpecifier),
		fields?: ProductEdgeFieldPolicy,
	},
	ProductImportBatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductImportBatchKeySpecifier | (() => undefined | ProductImportBatchKeySpecifier),
		fields?: ProductImportBatchFieldPolicy,
	},
	ProductImportResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductImportResultKeySpecifier | (() => undefined | ProductImportResultKeySpecifier),
		fields?: ProductImportResultFieldPolicy,
	},
	ProductPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductPageKeySpecifier | (() => undefined | ProductPageKeySpecifier),
		fields?: ProductPageFieldPolicy,
	},
	ProductRemoval?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductRemovalKeySpecifier | (() => undefined | ProductRemovalKeySpecifier),
		fields?: ProductRemovalFieldPolicy,
	},
	ProductSettings?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductSettingsKeySpecifier | (() => undefined | ProductSettingsKeySpecifier),
		fields?: ProductSettingsFieldPolicy,
	},
	ProductUpsertMeta?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductUpsertMetaKeySpecifier | (() => undefined | ProductUpsertMetaKeySpecifier),
		fields?: ProductUpsertMetaFieldPolicy,
	},
	Promotion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionKeySpecifier | (() => undefined | PromotionKeySpecifier),
		fields?: PromotionFieldPolicy,
	},
	PromotionCalculation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionCalculationKeySpecifier | (() => undefined | PromotionCalculationKeySpecifier),
		fields?: PromotionCalculationFieldPolicy,
	},
	PromotionCart?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionCartKeySpecifier | (() => undefined | PromotionCartKeySpecifier),
		fields?: PromotionCartFieldPolicy,
	},
	PromotionParameters?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionParametersKeySpecifier | (() => undefined | PromotionParametersKeySpecifier),
		fields?: PromotionParametersFieldPolicy,
	},
	PromotionStatusChange?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionStatusChangeKeySpecifier | (() => undefined | PromotionStatusChangeKeySpecifier),
		fields?: PromotionStatusChangeFieldPolicy,
	},
	PromotionTransaction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionTransactionKeySpecifier | (() => undefined | PromotionTransactionKeySpecifier),
		fields?: PromotionTransactionFieldPolicy,
	},
	PromotionTransactionChange?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionTransactionChangeKeySpecifier | (() => undefined | PromotionTransactionChangeKeySpecifier),
		fields?: PromotionTransactionChangeFieldPolicy,
	},
	Query?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QueryKeySpecifier | (() => undefined | QueryKeySpecifier),
		fields?: QueryFieldPolicy,
	},
	ReceiveGlobalProductsPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ReceiveGlobalProductsPayloadKeySpecifier | (() => undefined | ReceiveGlobalProductsPayloadKeySpecifier),
		fields?: ReceiveGlobalProductsPayloadFieldPolicy,
	},
	RecordLoyaltyEventPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RecordLoyaltyEventPayloadKeySpecifier | (() => undefined | RecordLoyaltyEventPayloadKeySpecifier),
		fields?: RecordLoyaltyEventPayloadFieldPolicy,
	},
	RemoveWalletAccountPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RemoveWalletAccountPayloadKeySpecifier | (() => undefined | RemoveWalletAccountPayloadKeySpecifier),
		fields?: RemoveWalletAccountPayloadFieldPolicy,
	},
	SetPromotionListStatusPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SetPromotionListStatusPayloadKeySpecifier | (() => undefined | SetPromotionListStatusPayloadKeySpecifier),
		fields?: SetPromotionListStatusPayloadFieldPolicy,
	},
	StartPromotionTransactionPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StartPromotionTransactionPayloadKeySpecifier | (() => undefined | StartPromotionTransactionPayloadKeySpecifier),
		fields?: StartPromotionTransactionPayloadFieldPolicy,
	},
	StockAllocation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StockAllocationKeySpecifier | (() => undefined | StockAllocationKeySpecifier),
		fields?: StockAllocationFieldPolicy,
	},
	StockReservation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StockReservationKeySpecifier | (() => undefined | StockReservationKeySpecifier),
		fields?: StockReservationFieldPolicy,
	},
	StockReservationPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StockReservationPayloadKeySpecifier | (() => undefined | StockReservationPayloadKeySpecifier),
		fields?: StockReservationPayloadFieldPolicy,
	},
	TalkingProduct?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TalkingProductKeySpecifier | (() => undefined | TalkingProductKeySpecifier),
		fields?: TalkingProductFieldPolicy,
	},
	TalkingProductList?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TalkingProductListKeySpecifier | (() => undefined | TalkingProductListKeySpecifier),
		fields?: TalkingProductListFieldPolicy,
	},
	TalkingProductPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TalkingProductPayloadKeySpecifier | (() => undefined | TalkingProductPayloadKeySpecifier),
		fields?: TalkingProductPayloadFieldPolicy,
	},
	UpdatePromotionParametersPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UpdatePromotionParametersPayloadKeySpecifier | (() => undefined | UpdatePromotionParametersPayloadKeySpecifier),
		fields?: UpdatePromotionParametersPayloadFieldPolicy,
	},
	UpsertAttributesPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UpsertAttributesPayloadKeySpecifier | (() => undefined | UpsertAttributesPayloadKeySpecifier),
		fields?: UpsertAttributesPayloadFieldPolicy,
	},
	UpsertCategoryPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UpsertCategoryPayloadKeySpecifier | (() => undefined | UpsertCategoryPayloadKeySpecifier),
		fields?: UpsertCategoryPayloadFieldPolicy,
	},
	UpsertProductPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UpsertProductPayloadKeySpecifier | (() => undefined | UpsertProductPayloadKeySpecifier),
		fields?: UpsertProductPayloadFieldPolicy,
	},
	User?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserKeySpecifier | (() => undefined | UserKeySpecifier),
		fields?: UserFieldPolicy,
	},
	Wallet?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletKeySpecifier | (() => undefined | WalletKeySpecifier),
		fields?: WalletFieldPolicy,
	},
	WalletAccount?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletAccountKeySpecifier | (() => undefined | WalletAccountKeySpecifier),
		fields?: WalletAccountFieldPolicy,
	},
	WalletAccountConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletAccountConnectionKeySpecifier | (() => undefined | WalletAccountConnectionKeySpecifier),
		fields?: WalletAccountConnectionFieldPolicy,
	},
	WalletAccountEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletAccountEdgeKeySpecifier | (() => undefined | WalletAccountEdgeKeySpecifier),
		fields?: WalletAccountEdgeFieldPolicy,
	},
	WalletAccountPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletAccountPageKeySpecifier | (() => undefined | WalletAccountPageKeySpecifier),
		fields?: WalletAccountPageFieldPolicy,
	},
	WalletTransaction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletTransactionKeySpecifier | (() => undefined | WalletTransactionKeySpecifier),
		fields?: WalletTransactionFieldPolicy,
	},
	WalletTransactionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletTransactionConnectionKeySpecifier | (() => undefined | WalletTransactionConnectionKeySpecifier),
		fields?: WalletTransactionConnectionFieldPolicy,
	},
	WalletTransactionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletTransactionEdgeKeySpecifier | (() => undefined | WalletTransactionEdgeKeySpecifier),
		fields?: WalletTransactionEdgeFieldPolicy,
	},
	WalletTransactionPage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletTransactionPageKeySpecifier | (() => undefined | WalletTransactionPageKeySpecifier),
		fields?: WalletTransactionPageFieldPolicy,
	},
	WalletTransactionResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WalletTransactionResultKeySpecifier | (() => undefined | WalletTransactionResultKeySpecifier),
		fields?: WalletTransactionResultFieldPolicy,
	},
	WarehouseStock?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WarehouseStockKeySpecifier | (() => undefined | WarehouseStockKeySpecifier),
		fields?: WarehouseStockFieldPolicy,
	}
};
export type TypedTypePolicies = StrictTypedTypePolicies & TypePolicies;