import { z } from 'zod';
import { OPERATIONS } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = z.string().optional();
const num = z.number().optional();

/**
 * A talking product (2.8). A loose object without transforms: the parsed value is the record as
 * the service sent it, unknown keys included, so it doubles as `raw`.
 */
const productSchema = z.looseObject({
  sku: z.string(),
  name: str,
  categories: z.array(z.unknown()).optional(),
  brand: str,
  description: str,
  stock: num,
  price: num,
  image: str,
  groupIds: z.array(z.unknown()).optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
  createdAt: str,
  updatedAt: str,
});
export type TalkingProductRecord = z.infer<typeof productSchema>;

/** listProduct's element shape is not shown: `{ products, total }` (the emulator's) or a bare array. */
const listSchema = z.union([z.looseObject({ products: z.array(productSchema), total: num }), z.array(productSchema)]);
export interface TalkingProductListRecord {
  products: TalkingProductRecord[];
  total: number;
  raw: unknown;
}

const empty = z.object({});
const productResult = z.object({ product: productSchema });

/** One method per talking-products operation (4.6, plus the inferred Create, Get and Delete). */
export class TalkingProductsDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: (typeof OPERATIONS)[keyof typeof OPERATIONS], body: object, response: z.ZodType<T>) {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body: toServiceBody(body), response });
  }

  async list(): Promise<TalkingProductListRecord> {
    const body = await this.call(OPERATIONS.listTalkingProducts, {}, listSchema);
    const products = Array.isArray(body) ? body : body.products;
    return { products, total: Array.isArray(body) ? products.length : (body.total ?? products.length), raw: body };
  }

  async update(input: { product: object }): Promise<void> {
    await this.call(OPERATIONS.updateTalkingProduct, input, empty);
  }

  async create(input: { product: object }): Promise<TalkingProductRecord> {
    return (await this.call(OPERATIONS.createTalkingProduct, input, productResult)).product;
  }

  async get(sku: string): Promise<TalkingProductRecord> {
    return (await this.call(OPERATIONS.getTalkingProduct, { sku }, productResult)).product;
  }

  async delete(sku: string): Promise<void> {
    await this.call(OPERATIONS.deleteTalkingProduct, { sku }, empty);
  }
}
