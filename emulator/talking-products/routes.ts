import { z } from 'zod';
import { amount, num, object, parseBody, post, text, type Route, type Routes } from '../http';
import { MAX_STOCK } from '../merchant/store';
import { MAX_AMOUNT } from '../money';
import { talkingProductView, type TalkingProductStore } from './store';

const optionalText = () => z.string({ error: 'must be a string' }).optional();
const list = () => z.array(z.unknown(), { error: 'must be an array' }).optional();

const productFields = z.object(
  {
    sku: text(),
    name: optionalText(),
    categories: list(),
    brand: optionalText(),
    description: optionalText(),
    stock: num().int('must be an integer').min(0, 'must be 0 or more').max(MAX_STOCK, `must be at most ${MAX_STOCK}`).optional(),
    price: z.union([z.literal(0), amount()], { error: `must be 0, or 0.01 to ${MAX_AMOUNT}, with at most two decimals` }).optional(),
    image: optionalText(),
    groupIds: list(),
    additionalData: object().optional(),
  },
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
);
const productBody = z.object({ product: productFields });
const skuBody = z.object({ sku: text() });

/** Every talking-products operation carries `{STAGE_PROJECT_ID}` before `/CALL`. */
const staged = (route: Route): Route => ({ ...route, stagePrefix: true });

export function talkingProductRoutes(store: TalkingProductStore): Routes {
  return {
    'TalkingProducts/updateProduct': staged(
      post(({ body }) => {
        store.update(parseBody(productBody, body).product);
        return {};
      }),
    ),

    /** Designed shape (the document shows none): `{ products: [...], total }`, in creation order. */
    'TalkingProducts/listProduct': staged(
      post(({ body }) => {
        parseBody(z.object({}), body);
        const products = store.all().map(talkingProductView);
        return { products, total: products.length };
      }),
    ),

    'TalkingProducts/createProduct': staged(
      post(({ body }) => ({ product: talkingProductView(store.create(parseBody(productBody, body).product)) })),
    ),

    'TalkingProducts/getProduct': staged(
      post(({ body }) => ({ product: talkingProductView(store.require(parseBody(skuBody, body).sku)) })),
    ),

    'TalkingProducts/deleteProduct': staged(
      post(({ body }) => {
        store.delete(parseBody(skuBody, body).sku);
        return {};
      }),
    ),
  };
}
