import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { request } from 'undici';
import { CalculateCartDocument, createCache, ProductCatalogueDocument, type CalculateCartQueryVariables } from '../../client';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

let stack: Stack;
/** The client's Authorization header: a user with every scope, who may price any user's cart. */
let headers: Record<string, string>;

beforeAll(async () => {
  stack = await startStack();
  headers = await stack.headersFor(ADMIN);
});

afterAll(async () => {
  await stack?.stop();
});

const acme = { brand: 'Acme', shortName: 'Acme product' };

/** Carts that share skus with other quantities, so equal line ids and promotion ids recur across carts and lines. */
const CARTS: CalculateCartQueryVariables[] = [
  {
    couponId: 'FRIENDS20',
    user: { userId: 'user-001' },
    cart: {
      items: [
        { id: 'SKU-0004', qty: 1, price: 24.5, totalPrice: 24.5, attributes: acme },
        { id: 'SKU-0008', qty: 3, price: 12.3, totalPrice: 36.9, attributes: acme },
      ],
    },
  },
  {
    couponId: 'FRIENDS20',
    user: { userId: 'user-001' },
    cart: {
      items: [
        { id: 'SKU-0008', qty: 1, price: 12.3, totalPrice: 12.3, attributes: acme },
        { id: 'SKU-0004', qty: 4, price: 24.5, totalPrice: 98, attributes: acme },
        { id: 'SKU-0011', qty: 2, price: 120, totalPrice: 240 },
      ],
    },
  },
  {
    user: { userId: 'user-002' },
    cart: {
      items: [
        { id: 'SKU-0004', qty: 2, price: 24.5, totalPrice: 49, attributes: acme },
        { id: 'SKU-0011', qty: 1, price: 120, totalPrice: 120 },
      ],
    },
  },
];

interface Figures {
  items: { id: string; qty: unknown; price: unknown; totalPrice: unknown; promotionDiscount: unknown; totalPromotionDiscount: unknown; totalPriceAfterPromotion: unknown; appliedPromotions: { id: string; giftAmount: unknown }[] }[];
  appliedPromotions: { id: string; giftAmount: unknown }[];
  totals: Record<string, unknown>;
}

const TOTALS = ['productCount', 'totalCartPriceAfterPromotion', 'totalCartPromotionDiscount', 'userBalance', 'totalUsablePoints', 'totalUsablePointAsMoney', 'totalUsedPoints', 'totalUsedPointAsMoney', 'totalPriceToPay'] as const;

type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);

/** The money and counts of a calculated cart, from the service's body or from what the cache gives back. */
function figures(cart: Loose): Figures {
  return {
    items: list(cart.items).map((item) => ({
      id: String(item.id),
      qty: item.qty,
      price: item.price,
      totalPrice: item.totalPrice,
      promotionDiscount: item.promotionDiscount,
      totalPromotionDiscount: item.totalPromotionDiscount,
      totalPriceAfterPromotion: item.totalPriceAfterPromotion,
      appliedPromotions: list(item.appliedPromotions).map((promotion) => ({ id: String(promotion.id), giftAmount: promotion.giftAmount })),
    })),
    appliedPromotions: list(cart.appliedPromotions).map((promotion) => ({ id: String(promotion.id), giftAmount: promotion.giftAmount })),
    totals: Object.fromEntries(TOTALS.map((field) => [field, cart[field]])),
  };
}

/** Promotion/calculate asked of the service itself, without the facade. */
async function serviceFigures(variables: CalculateCartQueryVariables): Promise<Figures> {
  const response = await request(`${stack.emulator.url}/CALL/Promotion/calculate/${stack.emulator.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': stack.emulator.apiKey },
    body: JSON.stringify(variables),
  });
  expect(response.statusCode).toBe(200);
  const body = (await response.body.json()) as { cart: Loose };
  return figures(body.cart);
}

function clientWith(cache: InMemoryCache): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: stack.gateway.url, headers }),
    cache,
  });
}

/**
 * Calculates every cart one after another through the client, then reads each back from the cache.
 * Returns the carts whose figures differ from the service's, with both versions.
 */
async function cartsMixedUpBy(cache: InMemoryCache): Promise<{ cart: number; cached: Figures; service: Figures }[]> {
  const client = clientWith(cache);
  for (const variables of CARTS) {
    const { data } = await client.query({ query: CalculateCartDocument, variables });
    expect(data?.calculatePromotions?.cart?.items).toHaveLength(variables.cart.items.length);
  }
  const differences = [];
  for (const [index, variables] of CARTS.entries()) {
    const cached = cache.readQuery({ query: CalculateCartDocument, variables });
    const cart = cached?.calculatePromotions?.cart;
    expect(cart).toEqual(expect.objectContaining({ items: expect.any(Array) }));
    const fromCache = figures(cart as unknown as Loose);
    const fromService = await serviceFigures(variables);
    if (JSON.stringify(fromCache) !== JSON.stringify(fromService)) differences.push({ cart: index, cached: fromCache, service: fromService });
  }
  client.stop();
  return differences;
}

describe('the client cache with calculated carts', () => {
  it('gives back every cart figure exactly as the service computed it, after other carts with the same skus', async () => {
    // The carts are chosen so that the coupon's share differs between lines and carts.
    const first = await serviceFigures(CARTS[0]!);
    const coupon = first.items.map((item) => item.appliedPromotions.find((promotion) => promotion.id === 'PROMO-COUPON-20')?.giftAmount);
    expect(coupon[0]).not.toBe(coupon[1]);

    expect(await cartsMixedUpBy(createCache())).toEqual([]);
  });

  it('is needed: a default InMemoryCache shows other lines and carts figures (lines keyed by their sku)', async () => {
    const mixed = await cartsMixedUpBy(new InMemoryCache());
    expect(mixed.map((difference) => difference.cart)).toContain(0);
    const first = mixed.find((difference) => difference.cart === 0)!;
    // The first cart's SKU-0004 line reads the last cart's quantity.
    expect(first.service.items[0]).toMatchObject({ id: 'SKU-0004', qty: 1 });
    expect(first.cached.items[0]).toMatchObject({ id: 'SKU-0004', qty: 2 });
  });
});

describe('the client cache with a Relay connection', () => {
  it('appends the next page to the same list with fetchMore, in the service order', async () => {
    const client = clientWith(createCache());
    const first = await client.query({ query: ProductCatalogueDocument, variables: { first: 5 } });
    const endCursor = first.data?.productsConnection?.pageInfo.endCursor;
    expect(endCursor).toEqual(expect.any(String));
    const watched = client.watchQuery({ query: ProductCatalogueDocument, variables: { first: 5 } });
    await watched.fetchMore({ variables: { after: endCursor } });
    const merged = client.readQuery({ query: ProductCatalogueDocument, variables: { first: 5 } });
    const service = await stack.query<{ products: { products: { sku: string }[] } }>(
      `{ products(filters: { dataType: "PRODUCT", enabled: true }, sorts: { createdAt: asc }, pageSize: 10) { products { sku } } }`,
    );
    expect(merged?.productsConnection?.edges.map((edge) => edge.node.sku)).toEqual(service.data!.products.products.map((product) => product.sku));
    expect(merged?.productsConnection?.pageInfo.hasNextPage).toBe(true);
    client.stop();
  });
});

describe('the typed documents on Apollo Client 4', () => {
  it('refuse variables the operation does not take, at compile time and at the gateway', async () => {
    const client = clientWith(createCache());
    // @ts-expect-error a cart without items does not type-check against CalculateCartDocument
    const refused = client.query({ query: CalculateCartDocument, variables: { cart: { productCount: 1 } } });
    await expect(refused).rejects.toThrow(/items/);
    client.stop();
  });
});
