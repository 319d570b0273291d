import { z } from 'zod';
import { bool, pageFrom, pageSize, parseBody, post, text, timestamp, type Routes } from '../http';
import { sortBy, type SortSpec } from '../wallets/store';
import { CHANNELS, LOCALES, type AttributeType } from './settings';
import { DATA_TYPES, STATUSES, type CatalogueStore, type ProductRecord } from './store';

const MAX_PRODUCT_PAGE_SIZE = 100;
const DEFAULT_PRODUCT_PAGE_SIZE = 20;
const PRODUCT_SORT_KEYS = ['family', 'enabled', 'id', 'createdAt', 'updatedAt'] as const;

const optionalText = () => z.string({ error: 'must be a string' }).optional();
/** "must be an object" for a wrong type; zod's own message (naming unknown keys) otherwise. */
const objectError = (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'must be an object' : undefined);
const sortValue = z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional();
const range = z
  .object({ gte: timestamp().optional(), lte: timestamp().optional() }, { error: objectError })
  .strict()
  .optional();

/** A comma-separated list where every element must be one of `allowed`. */
const commaList = (allowed: readonly string[]) =>
  z
    .string({ error: 'must be a string' })
    .refine(
      (value) => value.split(',').every((part) => allowed.includes(part.trim())),
      `must be a comma-separated list of ${allowed.join(', ')}`,
    )
    .optional();

const attributeValue = z.object({
  scope: z.string({ error: 'must be a string' }).nullish(),
  locale: z.string({ error: 'must be a string' }).nullish(),
  value: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }),
});

const upsertBody = z.object({
  dataType: z.enum(DATA_TYPES, { error: `must be one of ${DATA_TYPES.join(', ')}` }),
  data: z.object(
    {
      code: text(),
      sku: text().optional(),
      family: text().optional(),
      status: text().optional(),
      groups: z.array(text(), { error: 'must be an array of strings' }).optional(),
      categories: z.array(text(), { error: 'must be an array of strings' }).optional(),
      attributes: z
        .array(z.object({ code: text(), data: z.array(attributeValue, { error: 'must be an array' }) }), { error: 'must be an array' })
        .optional(),
      parent: text().optional(),
      variant: text().optional(),
    },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
  ),
  axesValues: z.array(z.object({ axe: text(), value: text() }), { error: 'must be an array' }).optional(),
});

const productsBody = z.object({
  sorts: z
    .object(Object.fromEntries(PRODUCT_SORT_KEYS.map((key) => [key, sortValue])), { error: objectError })
    .strict()
    .optional(),
  filters: z
    .object(
      {
        idList: z.array(text(), { error: 'must be an array of strings' }).optional(),
        createdAt: range,
        updatedAt: range,
        sku: optionalText(),
        family: optionalText(),
        parent: optionalText(),
        variant: optionalText(),
        dataType: commaList(DATA_TYPES),
        group: optionalText(),
        enabled: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
        forceGroupFilter: bool().optional(),
      },
      { error: objectError },
    )
    .strict()
    .optional(),
  pageFrom: pageFrom().default(0),
  pageSize: pageSize(MAX_PRODUCT_PAGE_SIZE).default(DEFAULT_PRODUCT_PAGE_SIZE),
  searchText: optionalText(),
  source: bool().optional(),
});

type Filters = NonNullable<z.output<typeof productsBody>['filters']>;

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function inRange(value: string, range: { gte?: string | undefined; lte?: string | undefined } | undefined): boolean {
  if (!range) return true;
  const time = Date.parse(value);
  if (range.gte !== undefined && time < Date.parse(range.gte)) return false;
  if (range.lte !== undefined && time > Date.parse(range.lte)) return false;
  return true;
}

function matchesFilters(store: CatalogueStore, product: ProductRecord, filters: Filters): boolean {
  if (filters.idList && !filters.idList.includes(product.id)) return false;
  if (!inRange(product.createdAt, filters.createdAt) || !inRange(product.updatedAt, filters.updatedAt)) return false;
  if (filters.sku !== undefined && !list(filters.sku).includes(product.sku)) return false;
  if (filters.family !== undefined && product.family !== filters.family) return false;
  if (filters.parent !== undefined && product.parent !== filters.parent) return false;
  if (filters.variant !== undefined && product.variant !== filters.variant) return false;
  if (filters.dataType !== undefined && !list(filters.dataType).includes(product.dataType)) return false;
  if (filters.enabled !== undefined && String(product.enabled) !== filters.enabled) return false;
  if (filters.group !== undefined && !product.groups.includes(filters.group)) {
    // A variant belongs to its product model's groups too, unless the filter is forced to own groups.
    const parent = product.parent === null ? undefined : store.findByCode(product.parent);
    if (filters.forceGroupFilter === true || !parent?.groups.includes(filters.group)) return false;
  }
  return true;
}

function matchesText(product: ProductRecord, searchText: string): boolean {
  const needle = searchText.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [product.code, product.sku, ...product.attributes.flatMap((attribute) => attribute.data.map((value) => value.value))];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}

function productView(product: ProductRecord, withSource: boolean) {
  const { source, ...view } = product;
  return withSource ? { ...view, source } : view;
}

const labels = () => z.array(z.object({ locale: text(), value: text() }), { error: 'must be an array' });
const ATTRIBUTE_TYPES: readonly [AttributeType, ...AttributeType[]] = ['text', 'textarea', 'number', 'simpleselect', 'multiselect', 'boolean', 'date', 'price', 'image'];
/** An attribute as Upsert Attributes takes it: the fields of 2.2, the optional ones defaulted. */
const attributeBody = z.object({
  code: text(),
  type: z.enum(ATTRIBUTE_TYPES, { error: `must be one of ${ATTRIBUTE_TYPES.join(', ')}` }),
  group: text(),
  label: labels().default([]),
  localizable: bool().default(false),
  scopable: bool().default(false),
  isUnique: bool().default(false),
  isLocaleSpecific: bool().default(false),
  availableLocales: z.array(z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` })).default([...LOCALES]),
  maxCharacters: z.number().int().positive().nullable().default(null),
  validationRule: z.enum(['', 'regexp', 'url', 'email']).default(''),
  validationRegexp: z.string().default(''),
});
const optionBody = z.object({ code: text(), label: labels().default([]) });
/** A Bulk Product Upsert holds at most this many products. */
const MAX_BULK_PRODUCTS = 100;

export function catalogueRoutes(store: CatalogueStore): Routes {
  return {
    'PIMAPI/upsertProduct': post(({ body }) => {
      const input = parseBody(upsertBody, body);
      return { meta: store.upsert(input).meta };
    }),

    'PIMAPI/getProducts': post(({ body }) => {
      const input = parseBody(productsBody, body);
      const filters = input.filters ?? {};
      const found = store
        .all()
        .filter((product) => matchesFilters(store, product, filters) && (input.searchText === undefined || matchesText(product, input.searchText)));
      // Sort keys apply in the order the body gives them; the id breaks ties.
      const given = typeof body === 'object' && body !== null && 'sorts' in body && typeof body.sorts === 'object' && body.sorts !== null ? Object.keys(body.sorts) : [];
      const specs: SortSpec[] = [];
      for (const key of given) {
        const order = input.sorts?.[key];
        if (order) specs.push({ field: key, order });
      }
      specs.push({ field: 'id', order: 'asc' });
      const sorted = sortBy(found, specs, (product, field) => {
        if (field === 'createdAt' || field === 'updatedAt') return Date.parse(product[field]);
        if (field === 'enabled') return product.enabled ? 1 : 0;
        return field === 'family' ? product.family : product.id;
      });
      const page = sorted.slice(input.pageFrom, input.pageFrom + input.pageSize);
      return {
        total: found.length,
        pageFrom: input.pageFrom,
        pageSize: input.pageSize,
        size: page.length,
        products: page.map((product) => productView(product, input.source === true)),
      };
    }),

    'PIMAPI/getCatalogSettings': {
      httpMethod: 'GET',
      tail: 'project',
      handle: () => ({
        catalogSettings: { locales: [...LOCALES], defaultLocale: 'en_US', channels: [...CHANNELS], dataTypes: [...DATA_TYPES], statuses: [...STATUSES] },
      }),
    },

    'PIMAPI/upsertCategory': post(({ body }) => {
      const input = parseBody(z.object({ code: text(), parent: text().optional(), label: labels().optional() }), body);
      return { category: store.upsertCategory(input) };
    }),

    'PIMAPI/attachCategoryImage': post(({ body }) => {
      const input = parseBody(z.object({ categoryCode: text(), url: text() }), body);
      return { image: store.attachCategoryImage(input.categoryCode, input.url) };
    }),

    'PIMAPI/attachProductAttributeImage': post(({ body }) => {
      const input = parseBody(z.object({ code: text(), attribute: text(), url: text(), scope: text().optional(), locale: text().optional() }), body);
      return { image: store.attachProductAttributeImage(input) };
    }),

    'PIMAPI/getImage': post(({ body }) => {
      const input = parseBody(z.object({ imageId: text() }), body);
      return { image: store.image(input.imageId) };
    }),

    'PIMAPI/bulkUpsertProduct': post(({ body }) => {
      const input = parseBody(
        z.object({ products: z.array(upsertBody, { error: 'must be an array' }).min(1, 'must not be empty').max(MAX_BULK_PRODUCTS, `must hold at most ${MAX_BULK_PRODUCTS} products`) }),
        body,
      );
      const batch = store.bulkUpsert(input.products);
      return { batchId: batch.batchId, total: batch.results.length };
    }),

    'PIMAPI/checkBatchStatus': {
      httpMethod: 'GET',
      tail: 'key',
      handle: ({ key }) => {
        const batch = store.batch(key);
        const successCount = batch.results.filter((result) => result.status === 'success').length;
        return {
          batchId: batch.batchId,
          batchStatus: successCount === 0 ? 'FAILED' : 'COMPLETED',
          successCount,
          failCount: batch.results.length - successCount,
          results: batch.results,
        };
      },
    },

    'PIMAPI/deleteProduct': post(({ body }) => {
      const input = parseBody(z.object({ code: text() }), body);
      const product = store.deleteProduct(input.code);
      return { code: product.code, sku: product.sku, deleted: true };
    }),

    'PIMAPI/upsertAttributes': post(({ body }) => {
      const input = parseBody(z.object({ attributes: z.array(attributeBody, { error: 'must be an array' }).min(1, 'must not be empty') }), body);
      return { attributes: store.upsertAttributes(input.attributes) };
    }),

    'PIMAPI/deleteAttribute': post(({ body }) => {
      const input = parseBody(z.object({ code: text() }), body);
      store.deleteAttribute(input.code);
      return { code: input.code, deleted: true };
    }),

    'PIMAPI/upsertAttributeOptions': post(({ body }) => {
      const input = parseBody(z.object({ attribute: text(), options: z.array(optionBody, { error: 'must be an array' }).min(1, 'must not be empty') }), body);
      return { attributeOptions: store.upsertAttributeOptions(input.attribute, input.options) };
    }),

    'PIMAPI/upsertAttributeOption': post(({ body }) => {
      const input = parseBody(z.object({ attribute: text(), option: optionBody }), body);
      return { attributeOptions: store.upsertAttributeOptions(input.attribute, [input.option]) };
    }),

    'PIMAPI/deleteAttributeOption': post(({ body }) => {
      const input = parseBody(z.object({ attribute: text(), code: text() }), body);
      store.deleteAttributeOption(input.attribute, input.code);
      return { attribute: input.attribute, code: input.code, deleted: true };
    }),

    'PIMAPI/getProductSettings': {
      httpMethod: 'GET',
      tail: 'project',
      handle: () => ({ productSettings: store.settings }),
    },
  };
}
