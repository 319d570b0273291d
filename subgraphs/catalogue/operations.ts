import { z } from 'zod';
import { connectionArgs } from '../shared/connection';
import { TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly } from '../shared/operations';
import { acknowledgement, lenient, lenientInt, lenientList, lenientTimestamp } from '../shared/tolerant';
import { httpUrl, jsonValue, optional, pageSize, text, toServiceBody } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import { attributeSettingSchema, categorySchema, optionListSchema, productSchema, settingsSchema, upsertResult } from './records';

const DATA_TYPES = ['PRODUCT', 'PRODUCT_MODEL'] as const;
const MAX_PRODUCT_PAGE_SIZE = 100;

const str = lenient(z.string());
const int = lenientInt();
const timestamp = lenientTimestamp();
const strings = lenientList(z.string());

/**
 * getProducts in the emulator's shape, read from any JSON body: products without a sku are left out
 * (they stay in `raw`), counts the body does not carry are null (the page's size is counted), and the
 * body itself is `raw`.
 */
const productPageFields = z
  .object({ total: int, pageFrom: int, pageSize: int, size: int, products: lenientList(productSchema) })
  .catch(() => ({ total: null, pageFrom: null, pageSize: null, size: null, products: [] }));
const productPage = z.unknown().transform((raw) => {
  const page = productPageFields.parse(raw);
  return { ...page, size: page.size ?? page.products.length, raw };
});

/** Get Catalog Settings' answer (inferred): `{ catalogSettings }`, lists read as empty when absent. */
const catalogSettingsSchema = z
  .object({
    catalogSettings: z
      .object({ locales: strings, defaultLocale: str, channels: strings, dataTypes: strings, statuses: strings })
      .catch(() => ({ locales: [], defaultLocale: null, channels: [], dataTypes: [], statuses: [] })),
  })
  .catch(() => ({ catalogSettings: { locales: [], defaultLocale: null, channels: [], dataTypes: [], statuses: [] } }));

/** An image as the attach operations and Get Image answer it (inferred). */
const imageSchema = z.object({
  imageId: z.string(),
  url: str,
  ownerType: str,
  owner: str,
  attribute: str,
  createdAt: timestamp,
});
const imageAnswer = z.object({ image: imageSchema.nullable().catch(null) }).catch({ image: null });

/** A bulk upsert's batch as Check Batch Status answers it (inferred). */
const batchSchema = z.object({
  batchStatus: str,
  successCount: int,
  failCount: int,
  results: lenientList(z.object({ index: int, code: str, status: str, error: str })),
});

/** A select attribute's options as the option operations answer them (inferred). */
const optionsAnswer = z.object({ attributeOptions: optionListSchema.nullable().catch(null) }).catch({ attributeOptions: null });

/** An image operation's image, and its id. */
const attached = ({ image }: z.output<typeof imageAnswer>) => ({ imageId: image?.imageId ?? null, image });

const range = optional(
  z
    .object({ gte: optional(z.date()), lte: optional(z.date()) })
    .refine((value) => !value.gte || !value.lte || value.gte <= value.lte, 'gte must not be after lte'),
);

/** A comma-separated list of data types, as the service's `dataType` filter takes it. */
const dataTypeList = z
  .string()
  .refine(
    (value) => value.split(',').every((part) => (DATA_TYPES as readonly string[]).includes(part.trim())),
    `must be a comma-separated list of ${DATA_TYPES.join(', ')}`,
  );

/** A dataset (inferred, emulator/README.md), each field read the tolerant way. */
const datasetSchema = z.object({
  code: str,
  name: str,
  description: str,
  source: str,
  valueCount: int,
  createdAt: timestamp,
  updatedAt: timestamp,
});
const datasetAnswer = z.object({ dataset: datasetSchema.nullable().catch(null) }).catch({ dataset: null });
/** A dataset's value; one without a key cannot be named, so it is left out. */
const datasetValueSchema = z.object({ datasetCode: str, key: z.string(), value: z.unknown().transform((value) => value ?? null), createdAt: timestamp, updatedAt: timestamp });
/** The dataset answered, under the code sent (which also names a dataset the answer leaves unnamed). */
const datasetResult = ({ dataset }: z.output<typeof datasetAnswer>, { input }: { input: { code: string } }) => ({
  code: input.code,
  dataset: dataset && { ...dataset, code: dataset.code ?? input.code },
});

/** What the SDL's scalars cannot say of getProducts' filters, shared by the page and the connection. */
const productQuery = {
  filters: optional(
    z.object({
      idList: optional(z.array(z.string()).max(MAX_PRODUCT_PAGE_SIZE, `must hold at most ${MAX_PRODUCT_PAGE_SIZE} ids`)),
      createdAt: range,
      updatedAt: range,
      // A list of skus is the facade's own batch form (see loaders.ts), not a caller's filter.
      sku: optional(z.string().refine((value) => !value.includes(','), 'must be a single sku')),
      dataType: optional(dataTypeList),
    }),
  ),
};

/** The arguments of the Relay connection over getProducts. */
export const connectionRules = z.object({ ...productQuery, ...connectionArgs });

const many = (max: number, what: string) => optional(z.array(z.unknown()).max(max, `must hold at most ${max} ${what}`));

/** getProducts' filters as the service takes them: `enabled` is the string "true" or "false". */
const serviceFilters = <T extends { enabled?: boolean | null }>(filters: T | null | undefined) => {
  if (!filters) return undefined;
  const { enabled, ...rest } = filters;
  return { ...rest, ...(enabled === null || enabled === undefined ? {} : { enabled: String(enabled) }) };
};

/** PIM operations (4.1). */
export const operations = defineOperations<RootFieldArgs>()({
  products: operation({
    url: 'POST {base_url}/CALL/PIMAPI/getProducts/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    request: z.object({ ...productQuery, pageSize: optional(pageSize(MAX_PRODUCT_PAGE_SIZE)) }),
    response: productPage,
    body: ({ filters, ...rest }) => toServiceBody({ ...rest, filters: serviceFilters(filters) }),
    connection: 'productsConnection',
  }),
  productSettings: operation({
    url: 'GET {base_url}/CALL/PIMAPI/getProductSettings/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    request: sdlOnly,
    response: settingsSchema,
    result: ({ productSettings }) => productSettings,
  }),
  catalogSettings: operation({
    url: 'GET {base_url}/CALL/PIMAPI/getCatalogSettings/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: catalogSettingsSchema,
    result: ({ catalogSettings }) => catalogSettings,
  }),
  catalogueImage: operation({
    url: 'POST {base_url}/CALL/PIMAPI/getImage/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: imageAnswer,
    result: ({ image }) => image,
  }),
  productImportBatch: operation({
    url: 'GET {base_url}/CALL/PIMAPI/checkBatchStatus/{BATCH_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: batchSchema.catch({ batchStatus: null, successCount: null, failCount: null, results: [] }),
    key: ({ batchId }) => batchId,
    // The batch asked for.
    result: (batch, { batchId }) => ({ ...batch, batchId }),
  }),
  upsertCategory: operation({
    url: 'POST {base_url}/CALL/PIMAPI/upsertCategory/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: z.object({ category: categorySchema.nullable().catch(null) }).catch({ category: null }),
    result: ({ category }, { input }) => ({ code: input.code, category }),
  }),
  bulkUpsertProducts: operation({
    url: 'POST {base_url}/CALL/PIMAPI/bulkUpsertProduct/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({
      input: z.object({
        products: z.array(z.unknown()).min(1, 'must not be empty').max(MAX_PRODUCT_PAGE_SIZE, `must hold at most ${MAX_PRODUCT_PAGE_SIZE} products`),
      }),
    }),
    response: z.object({ batchId: str, total: int }).catch({ batchId: null, total: null }),
    forgets: { product: 'all', productByCode: 'all' },
  }),
  deleteProduct: operation({
    url: 'POST {base_url}/CALL/PIMAPI/deleteProduct/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: z.object({ sku: str }).catch({ sku: null }),
    result: ({ sku }, { input }) => ({ code: input.code, sku }),
    forgets: { product: 'all', productByCode: 'all' },
  }),
  attachProductAttributeImage: operation({
    url: 'POST {base_url}/CALL/PIMAPI/attachProductAttributeImage/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ url: httpUrl() }) }),
    response: imageAnswer,
    result: attached,
    forgets: { product: 'all', productByCode: 'all' },
  }),
  attachCategoryImage: operation({
    url: 'POST {base_url}/CALL/PIMAPI/attachCategoryImage/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ url: httpUrl() }) }),
    response: imageAnswer,
    result: attached,
  }),
  upsertAttributes: operation({
    url: 'POST {base_url}/CALL/PIMAPI/upsertAttributes/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({
      input: z.object({
        attributes: z.array(z.object({ maxCharacters: optional(z.number().int().min(1, 'must be at least 1')) })).min(1, 'must not be empty'),
      }),
    }),
    response: z.object({ attributes: lenientList(attributeSettingSchema) }).catch({ attributes: [] }),
    result: ({ attributes }, { input }) => ({ codes: input.attributes.map((attribute) => attribute.code), attributes }),
    forgets: { settings: 'all' },
  }),
  deleteAttribute: operation({
    url: 'POST {base_url}/CALL/PIMAPI/deleteAttribute/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: acknowledgement,
    result: (_answer, { input }) => ({ code: input.code }),
    forgets: { settings: 'all' },
  }),
  upsertAttributeOptions: operation({
    url: 'POST {base_url}/CALL/PIMAPI/upsertAttributeOptions/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ options: z.array(z.unknown()).min(1, 'must not be empty') }) }),
    response: optionsAnswer,
    result: ({ attributeOptions }, { input }) => ({ attribute: input.attribute, attributeOptions }),
    forgets: { settings: 'all' },
  }),
  upsertAttributeOption: operation({
    url: 'POST {base_url}/CALL/PIMAPI/upsertAttributeOption/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: optionsAnswer,
    result: ({ attributeOptions }, { input }) => ({ attribute: input.attribute, attributeOptions }),
    forgets: { settings: 'all' },
  }),
  deleteAttributeOption: operation({
    url: 'POST {base_url}/CALL/PIMAPI/deleteAttributeOption/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: acknowledgement,
    result: (_answer, { input }) => ({ attribute: input.attribute, code: input.code }),
    forgets: { settings: 'all' },
  }),
  datasetSources: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/listSources/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: z
      .object({ sources: lenientList(z.object({ code: z.string(), name: str, description: str })) })
      .catch({ sources: [] }),
    result: ({ sources }) => sources,
  }),
  datasetValues: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/listValues/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: z.object({ pageSize: optional(pageSize()) }),
    response: z.object({ values: lenientList(datasetValueSchema), total: int }).catch({ values: [], total: null }),
    // The dataset asked for names each value the answer leaves unnamed; the total is the answer's, else how many it lists.
    result: ({ values, total }, { datasetCode }) => ({ values: values.map((value) => ({ ...value, datasetCode: value.datasetCode ?? datasetCode })), total: total ?? values.length }),
  }),
  createDataset: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/createDataset/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: datasetAnswer,
    result: datasetResult,
  }),
  updateDataset: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/updateDataset/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: datasetAnswer,
    result: datasetResult,
  }),
  deleteDataset: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/deleteDataset/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: z.object({ removedValues: int }).catch({ removedValues: null }),
    result: ({ removedValues }, { input }) => ({ code: input.code, removedValues }),
  }),
  upsertDatasetValue: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/upsertValue/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.object({ input: z.object({ value: jsonValue() }) }),
    response: z.object({ value: datasetValueSchema.nullable().catch(null) }).catch({ value: null }),
    result: ({ value }, { input }) => ({
      datasetCode: input.datasetCode,
      key: input.key,
      value: value && { ...value, datasetCode: value.datasetCode ?? input.datasetCode },
    }),
  }),
  deleteDatasetValue: operation({
    url: 'POST {base_url}/CALL/DatasetAPI/deleteValue/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: acknowledgement,
    result: (_answer, { input }) => ({ datasetCode: input.datasetCode, key: input.key }),
  }),
  upsertProduct: operation({
    url: 'POST {base_url}/CALL/PIMAPI/upsertProduct/{PROJECT_ID}',
    access: 'write',
    settle: { none: "getProducts' answer is not shown (4.1) and an upsert leaves nothing that tells this attempt from an earlier one (its updateToken is in the lost answer)" },
    inferred: false,
    request: z.object({
      input: z.object({
        dataType: z.enum(DATA_TYPES, { error: `must be one of ${DATA_TYPES.join(', ')}` }),
        data: z.object({
          groups: many(100, 'groups'),
          categories: many(100, 'categories'),
          attributes: optional(
            z
              .array(z.object({ data: z.array(z.object({ value: text(100_000) })).max(200, 'must hold at most 200 values') }))
              .max(500, 'must hold at most 500 attributes'),
          ),
        }),
        axesValues: many(10, 'axes'),
      }),
    }),
    response: upsertResult,
    // The product is addressed by the code sent: it is read back by that code when asked for.
    result: ({ meta }, { input }) => ({ code: input.data.code, meta }),
    // What this request read of products before is stale (the sku may have changed too), and the product by its code.
    forgets: { product: 'all', productByCode: ({ code }) => code },
  }),
});
