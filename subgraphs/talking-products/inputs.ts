import { z } from 'zod';
import { id, jsonObject, optional, text } from '../shared/validation';

const imageUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

const product = z.object({
  sku: id(),
  name: optional(text(500)),
  categories: optional(z.array(id()).max(50, 'must hold at most 50 categories')),
  brand: optional(text(200)),
  description: optional(text(10_000)),
  stock: optional(z.number().int('must be an integer').min(0, 'must be 0 or more')),
  price: optional(
    z
      .number()
      .refine(Number.isFinite, 'must be a finite number')
      .refine((value) => value >= 0, 'must be 0 or more')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals'),
  ),
  image: optional(imageUrl),
  groupIds: optional(z.array(id()).max(50, 'must hold at most 50 group ids')),
  additionalData: optional(jsonObject()),
});

/** Argument rules the GraphQL types cannot say, checked before any upstream call. */
export const inputs = {
  updateTalkingProduct: z.object({ product }),
  createTalkingProduct: z.object({ product }),
  deleteTalkingProduct: z.object({ sku: id() }),
  talkingProduct: z.object({ sku: id() }),
};
