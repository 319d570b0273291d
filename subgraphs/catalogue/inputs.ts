import { z } from 'zod';
import { connectionArgs } from '../shared/connection';
import { id, optional, pageFrom, pageSize, text } from '../shared/validation';

export const DATA_TYPES = ['PRODUCT', 'PRODUCT_MODEL'] as const;
export const MAX_PRODUCT_PAGE_SIZE = 100;

const range = optional(
  z
    .object({ gte: optional(z.date()), lte: optional(z.date()) })
    .refine((value) => !value.gte || !value.lte || value.gte <= value.lte, 'gte must not be after lte'),
);
const order = optional(z.enum(['asc', 'desc'], { error: 'must be asc or desc' }));
const code = () => id(255);

/** A comma-separated list of data types, as the service's `dataType` filter takes it. */
const dataTypeList = z
  .string()
  .refine(
    (value) => value.split(',').every((part) => (DATA_TYPES as readonly string[]).includes(part.trim())),
    `must be a comma-separated list of ${DATA_TYPES.join(', ')}`,
  );

/** The filters, sorts and search of getProducts, shared by the page and the connection. */
const productQuery = {
  filters: optional(
    z.object({
      idList: optional(z.array(code()).max(MAX_PRODUCT_PAGE_SIZE, `must hold at most ${MAX_PRODUCT_PAGE_SIZE} ids`)),
      createdAt: range,
      updatedAt: range,
      sku: optional(code().refine((value) => !value.includes(','), 'must be a single sku')),
      family: optional(code()),
      parent: optional(code()),
      variant: optional(code()),
      dataType: optional(dataTypeList),
      group: optional(code()),
      enabled: optional(z.boolean()),
      forceGroupFilter: optional(z.boolean()),
    }),
  ),
  sorts: optional(
    z.object({ family: order, enabled: order, id: order, createdAt: order, updatedAt: order }),
  ),
  searchText: optional(text(200)),
};

/** Argument rules the GraphQL types cannot say, checked before any upstream call. */
export const inputs = {
  products: z.object({
    ...productQuery,
    pageFrom: optional(pageFrom()),
    pageSize: optional(pageSize(MAX_PRODUCT_PAGE_SIZE)),
    source: optional(z.boolean()),
  }),
  productsConnection: z.object({ ...productQuery, ...connectionArgs }),
  upsertProduct: z.object({
    dataType: z.enum(DATA_TYPES, { error: `must be one of ${DATA_TYPES.join(', ')}` }),
    data: z.object({
      code: code(),
      sku: optional(code()),
      family: optional(code()),
      status: optional(id(64)),
      groups: optional(z.array(code()).max(100, 'must hold at most 100 groups')),
      categories: optional(z.array(code()).max(100, 'must hold at most 100 categories')),
      attributes: optional(
        z
          .array(
            z.object({
              code: code(),
              data: z
                .array(z.object({ scope: optional(id(64)), locale: optional(id(64)), value: text(100_000) }))
                .max(200, 'must hold at most 200 values'),
            }),
          )
          .max(500, 'must hold at most 500 attributes'),
      ),
      parent: optional(code()),
      variant: optional(code()),
    }),
    axesValues: optional(z.array(z.object({ axe: code(), value: code() })).max(10, 'must hold at most 10 axes')),
  }),
  attributeValue: z.object({ code: code(), locale: optional(id(64)), scope: optional(id(64)) }),
  productName: z.object({ locale: optional(id(64)) }),
  productPrice: z.object({ scope: optional(id(64)) }),
};

/** The service's `enabled` filter is the string "true" or "false". */
export function toServiceFilters<T extends { enabled?: boolean | null | undefined }>(filters: T | null | undefined) {
  if (!filters) return undefined;
  const { enabled, ...rest } = filters;
  return { ...rest, ...(enabled === null || enabled === undefined ? {} : { enabled: String(enabled) }) };
}
