/**
 * The facts of the seeded simple products that several areas hold, in one place, so that the
 * catalogue, the merchant's stock and prices and the talking-products records of a seeded product
 * agree: the same name, brand, categories, price and stock everywhere.
 */

export const SEED_SIMPLE_PRODUCTS = 200;
const SEED_FAMILIES = ['clothing', 'shoes', 'electronics'] as const;
export type SeedFamily = (typeof SEED_FAMILIES)[number];

/** Brand option codes of the catalogue; other areas write them as their labels (`Acme`). */
const SEED_BRANDS = ['acme', 'globex', 'initech', 'umbrella'] as const;
/** The sales channel the merchant's seeded stock and prices are in. */
export const SEED_CHANNEL = 'web';

export interface SeedProductFacts {
  sku: string;
  family: SeedFamily;
  /** The current en_US name (after the seeded revision, for every third product). */
  name: string;
  /** The name as first created, before its revision. */
  originalName: string;
  germanName: string;
  brand: (typeof SEED_BRANDS)[number];
  brandLabel: string;
  /** Category codes; the seeded promotions target CAT-SHOES and CAT-SOCKS. */
  categories: string[];
  /** The ecommerce price, in EURO. */
  price: number;
  /** Units in stock in SEED_CHANNEL (merchant) and in the talking-products record. */
  stock: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Clothing products whose number ends in 7 (7, 37, 67, ...) are socks (the 3-for-2 promotion's category). */
const isSocks = (n: number, family: SeedFamily) => family === 'clothing' && n % 10 === 7;

/** Seeded simple product number `n` (1 … 200), `SKU-000n`. */
export function seedProduct(n: number): SeedProductFacts {
  const sku = `SKU-${pad(n, 4)}`;
  const family = SEED_FAMILIES[(n - 1) % SEED_FAMILIES.length]!;
  const socks = isSocks(n, family);
  const noun = socks ? 'Socks' : family === 'clothing' ? 'Shirt' : family === 'shoes' ? 'Sneaker' : 'Gadget';
  const originalName = `${noun} ${pad(n, 4)}`;
  const brand = SEED_BRANDS[n % SEED_BRANDS.length]!;
  return {
    sku,
    family,
    originalName,
    name: n % 3 === 0 ? `${originalName} (revised)` : originalName,
    germanName: `Artikel ${pad(n, 4)}`,
    brand,
    brandLabel: capitalised(brand),
    categories: [`CAT-${family.toUpperCase()}`, n % 2 ? 'CAT-MEN' : 'CAT-WOMEN', ...(socks ? ['CAT-SOCKS'] : [])],
    price: Math.round((9.99 + n) * 100) / 100,
    stock: n * 10,
  };
}
