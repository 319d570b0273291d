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

/** The records among a list's elements; elements without a sku are left out (the body stays in `raw`). */
function records(elements: unknown): TalkingProductRecord[] {
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element) => {
    const parsed = productSchema.safeParse(element);
    return parsed.success ? [parsed.data] : [];
  });
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
  return { products: records(elements), total: total ?? (Array.isArray(elements) ? elements.length : 0), raw };
});
export type TalkingProductListRecord = z.output<typeof productList>;
