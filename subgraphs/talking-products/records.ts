import { z } from 'zod';
import { lenient, lenientObject, lenientTimestamp } from '../shared/tolerant';

/*
 * The talking-products records as the facade reads them (tolerant zod readers), and their types:
 * what models.ts, the loaders and the resolvers are typed by. The rows (operations.ts) read their
 * answers with these. Imports point one way (generated types → models.ts → records.ts, and
 * operations.ts → records.ts), so this module imports neither the rows nor the generated types.
 */

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
export const productSchema = z.unknown().transform((raw, context) => {
  const parsed = productFields.safeParse(raw);
  if (parsed.success) return { ...parsed.data, raw };
  context.addIssue({ code: 'custom', message: 'a talking product needs a sku' });
  return z.NEVER;
});
export type TalkingProductRecord = z.output<typeof productSchema>;

/** An element's record, or undefined when it has none (no sku): such elements stay in `raw` only. */
function recordOf(element: unknown): TalkingProductRecord | undefined {
  const parsed = productSchema.safeParse(element);
  return parsed.success ? parsed.data : undefined;
}

/**
 * listProduct's answer, read as far as it is used. The service sends its whole list for every read
 * (the only documented one), while a request mostly wants a few skus of it: a product page asks for
 * its ten. The records of those skus are read when asked for, each once; the whole list only when the
 * list itself is. A list read in flight is shared by the requests that join it, and so is this.
 */
class TalkingProductList {
  private all?: TalkingProductRecord[];
  /** The elements by sku, in the service's order: a sku's record is the last that reads as one. */
  private bySkuElements?: Map<string, unknown[]>;
  private readonly bySkuRecords = new Map<string, TalkingProductRecord | null>();

  constructor(
    private readonly elements: unknown,
    /** How many records there are: the body's total, else how many its list held. */
    readonly total: number,
    /** The service's untouched response body. */
    readonly raw: unknown,
  ) {}

  /** The records, in the service's order; elements without a sku are left out. */
  get products(): TalkingProductRecord[] {
    if (!this.all) {
      this.all = [];
      if (Array.isArray(this.elements)) {
        for (const element of this.elements) {
          const record = recordOf(element);
          if (record) this.all.push(record);
        }
      }
    }
    return this.all;
  }

  /** The record `products` holds for `sku` (the last one, when the list repeats it); null when none. */
  bySku(sku: string): TalkingProductRecord | null {
    let record = this.bySkuRecords.get(sku);
    if (record !== undefined) return record;
    if (!this.bySkuElements) {
      this.bySkuElements = new Map();
      if (Array.isArray(this.elements)) {
        for (const element of this.elements as unknown[]) {
          const key = typeof element === 'object' && element !== null ? (element as { sku?: unknown }).sku : undefined;
          if (typeof key !== 'string') continue;
          const same = this.bySkuElements.get(key);
          if (same) same.push(element);
          else this.bySkuElements.set(key, [element]);
        }
      }
    }
    const candidates = this.bySkuElements.get(sku) ?? [];
    record = null;
    for (let i = candidates.length - 1; i >= 0 && record === null; i--) record = recordOf(candidates[i]) ?? null;
    this.bySkuRecords.set(sku, record);
    return record;
  }
}

/**
 * listProduct's response shape is not shown beyond `{}`: `{ products, total }` (the emulator's); an
 * object without a products list lists nothing (a body that is not an object fails the read, see
 * `objectAnswer`). `total` is the service's, or how many records its list held.
 */
// products may be missing (the body's total still counts); a fresh fallback each time, never one shared object.
const listFields = z.object({ products: z.unknown().optional(), total: lenient(z.int32()) }).catch(() => ({ products: [], total: null }));
export const productList = z.unknown().transform((raw) => {
  const { products: elements, total } = listFields.parse(raw);
  return new TalkingProductList(elements, total ?? (Array.isArray(elements) ? elements.length : 0), raw);
});
export type TalkingProductListRecord = z.output<typeof productList>;
