import { z } from 'zod';
import { id, optional, pageSize, pathSegment, text } from '../shared/validation';

/** Most items accepted in one stock or price batch (the emulator enforces the same limit). */
export const MAX_BATCH_ITEMS = 1000;
/** Largest history page. */
export const MAX_HISTORY_PAGE = 100;

/** A sales channel: when the merchant's channels are configured, one of them. */
const channel = (channels: readonly string[] | undefined, base = id(64)) =>
  channels ? base.refine((value) => channels.includes(value), `must be one of the merchant's channels (${channels.join(', ')})`) : base;

/** A channel that becomes part of a product-history path segment. */
const pathChannel = (channels: readonly string[] | undefined) => channel(channels, pathSegment(64));

const envelope = {
  frequency: optional(z.number().refine(Number.isFinite, 'must be a finite number').refine((value) => value >= 0, 'must be 0 or more')),
  bulkOperationId: optional(id()),
};

const batchItems = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, 'must not be empty').max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`);

const historyPage = {
  type: optional(z.enum(['STOCK', 'PRICE'])),
  nextToken: optional(text(2000)),
  limit: optional(pageSize(MAX_HISTORY_PAGE)),
};

/** Argument rules the GraphQL types cannot say, checked before any upstream call. */
export const inputs = {
  receiveMerchantStock: (channels: readonly string[] | undefined) =>
    z.object({
      ...envelope,
      items: batchItems(
        z.object({
          warehouseCode: id(),
          sku: id(),
          channel: channel(channels),
          quantity: z
            .number()
            .int('must be an integer')
            .min(0, 'must be 0 or more')
            .max(1_000_000_000, 'must be at most 1000000000'),
        }),
      ),
    }),
  receiveMerchantPrice: (channels: readonly string[] | undefined) =>
    z.object({
      ...envelope,
      items: batchItems(
        z.object({
          sku: id(),
          channel: channel(channels),
          price: z
            .number()
            .refine(Number.isFinite, 'must be a finite number')
            .refine((value) => value >= 0, 'must be 0 or more')
            .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals'),
        }),
      ),
    }),
  merchantImportBatch: z.object({ batchId: pathSegment() }),
  merchantProductHistory: (channels: readonly string[] | undefined) =>
    z
      .object({
        productId: optional(pathSegment()),
        sku: optional(pathSegment()),
        channel: optional(pathChannel(channels)),
        ...historyPage,
      })
      .superRefine((args, context) => {
        if (args.productId && (args.sku || args.channel)) {
          context.addIssue({ code: 'custom', path: ['productId'], message: 'give either productId, or sku with channel, not both' });
        } else if (!args.productId && !args.sku) {
          context.addIssue({ code: 'custom', path: ['sku'], message: 'give productId, or sku with channel' });
        } else if (args.sku && !args.channel) {
          context.addIssue({ code: 'custom', path: ['channel'], message: 'is required with sku' });
        }
      }),
  stockHistory: (channels: readonly string[] | undefined) =>
    z.object({ sku: pathSegment(), channel: pathChannel(channels), ...historyPage }),
};
