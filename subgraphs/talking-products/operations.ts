import { z } from 'zod';
import { TITLE_ONLY } from '../shared/settle';
import { defineOperations, operation, sdlOnly } from '../shared/operations';
import { acknowledgement } from '../shared/tolerant';
import { httpUrl, jsonObject, optional, text } from '../shared/validation';
import type { RootFieldArgs } from './__generated__/resolvers-types';
import { productList, productSchema, type TalkingProductRecord } from './records';

/** The inferred Create and Get answer `{ product }`; an answer without a record with a sku carries none. */
const productResult = z
  .object({ product: productSchema })
  .transform(({ product }): TalkingProductRecord | null => product)
  .catch(null);

/** What the SDL's scalars cannot say of a record's fields. */
const productRules = z.object({
  input: z.object({
    product: z.object({
      name: optional(text(500)),
      categories: optional(z.array(z.string()).max(50, 'must hold at most 50 categories')),
      description: optional(text(10_000)),
      image: optional(httpUrl()),
      groupIds: optional(z.array(z.string()).max(50, 'must hold at most 50 group ids')),
      additionalData: optional(jsonObject()),
    }),
  }),
});

/** The sku a write addressed: the record is read back only when asked for. */
const writtenSku = (_answer: unknown, { input }: { input: { product: { sku: string } } }) => ({ sku: input.product.sku });

/**
 * Talking-products operations (4.6, and the inferred ones of 4.7). Inferred: writes sit beside
 * updateProduct on the legacy base URL, reads beside listProduct on the base URL.
 */
export const operations = defineOperations<RootFieldArgs>()({
  talkingProducts: operation({
    url: 'POST {base_url}/{STAGE_PROJECT_ID}/CALL/TalkingProducts/listProduct/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    request: sdlOnly,
    response: productList,
  }),
  talkingProduct: operation({
    url: 'POST {base_url}/{STAGE_PROJECT_ID}/CALL/TalkingProducts/getProduct/{PROJECT_ID}',
    access: 'read',
    inferred: true,
    request: sdlOnly,
    response: productResult,
  }),
  updateTalkingProduct: operation({
    url: 'POST {legacy_base_url}/{STAGE_PROJECT_ID}/CALL/TalkingProducts/updateProduct/{PROJECT_ID}',
    access: 'write',
    settle: { none: "listProduct's element shape is not shown (4.6) and an update leaves nothing that tells this attempt from an earlier one" },
    inferred: false,
    request: productRules,
    response: acknowledgement,
    result: writtenSku,
    forgets: { list: 'all', sku: 'all' },
  }),
  createTalkingProduct: operation({
    url: 'POST {legacy_base_url}/{STAGE_PROJECT_ID}/CALL/TalkingProducts/createProduct/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: productRules,
    response: productResult,
    // The record the answer carries spares the read-back; the write is acknowledged either way.
    result: (product, args) => ({ ...writtenSku(product, args), ...(product ? { product } : {}) }),
    forgets: { list: 'all', sku: 'all' },
  }),
  deleteTalkingProduct: operation({
    url: 'POST {legacy_base_url}/{STAGE_PROJECT_ID}/CALL/TalkingProducts/deleteProduct/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: sdlOnly,
    response: acknowledgement,
    result: (_answer, { input }) => ({ sku: input.sku }),
    forgets: { list: 'all', sku: 'all' },
  }),
});
