import { z } from 'zod';
import { acknowledgement, lenient, lenientObject, lenientTimestamp } from '../shared/tolerant';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = lenient(z.string());
const num = lenient(z.number());
const timestamp = lenientTimestamp();
/** Array fields whose element type the document leaves open (2.8): kept as sent. */
const anyList = lenient(z.array(z.unknown()));

/**
 * A talking product (2.8, plus the emulator's timestamps). The document promises no field, so each
 * reads as null unless it has the documented type; the sku, the record's key, is required. `raw` is
 * the record exactly as the service sent it.
 */
const productFields = z.object({
  sku: z.string(),
  name: str,
  categories: anyList,
  brand: str,
  description: str,
  stock: num,
  price: num,
  image: str,
  groupIds: anyList,
  additionalData: lenientObject(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const productSchema = z.unknown().transform((raw, context) => {
  const parsed = productFields.safeParse(raw);
  if (parsed.success) return { ...parsed.data, raw };
  context.addIssue({ code: 'custom', message: 'a talking product needs a sku' });
  return z.NEVER;
});
export type TalkingProductRecord = z.output<typeof productSchema>;

/** The records among a list's elements; elements without a sku are left out (the body stays in `raw`). */
function records(elements: unknown): TalkingProductRecord[] {
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element) => {
    const parsed = productSchema.safeParse(element);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface TalkingProductListRecord {
  products: TalkingProductRecord[];
  /** The service's `total`, or how many records its list held when it sends none. */
  total: number;
  raw: unknown;
}

/**
 * listProduct's response shape is not shown: `{ products, total }` (the emulator's), a bare array,
 * or any other JSON, which lists nothing.
 */
function readList(raw: unknown): TalkingProductListRecord {
  const elements = Array.isArray(raw) ? raw : z.object({ products: z.unknown() }).catch({ products: [] }).parse(raw).products;
  const total = z.object({ total: lenient(z.int32()) }).catch({ total: null }).parse(raw).total;
  return { products: records(elements), total: total ?? (Array.isArray(elements) ? elements.length : 0), raw };
}

/** The inferred Create and Get answer `{ product }`; an answer without a record with a sku carries none. */
const productResult = z
  .object({ product: productSchema })
  .transform(({ product }): TalkingProductRecord | null => product)
  .catch(null);

/** One method per talking-products operation (4.6, plus the inferred Create, Get and Delete). */
export class TalkingProductsDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: OperationSpec, body: object, response: z.ZodType<T>) {
    return this.scope.client.call(spec, { apiKey: this.scope.apiKey, body: toServiceBody(body), response });
  }

  async list(): Promise<TalkingProductListRecord> {
    return readList(await this.call(OPERATIONS.listTalkingProducts, {}, z.unknown()));
  }

  /** The document answers `{}`: the 2xx alone acknowledges the update. */
  async update(input: { product: object }): Promise<void> {
    await this.call(OPERATIONS.updateTalkingProduct, input, acknowledgement);
  }

  /** The created record when the answer carries it; null otherwise (the write is acknowledged all the same). */
  create(input: { product: object }): Promise<TalkingProductRecord | null> {
    return this.call(OPERATIONS.createTalkingProduct, input, productResult);
  }

  /** The record, or null when the answer carries none. */
  get(sku: string): Promise<TalkingProductRecord | null> {
    return this.call(OPERATIONS.getTalkingProduct, { sku }, productResult);
  }

  async delete(sku: string): Promise<void> {
    await this.call(OPERATIONS.deleteTalkingProduct, { sku }, acknowledgement);
  }
}
