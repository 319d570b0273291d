import { EURO } from '../currencies';
import { SEED_SIMPLE_PRODUCTS, seedProduct, type SeedFamily } from '../seed-products';
import type { CatalogueStore, UpsertPayload } from './store';

const SEED_MODELS = 20;
const VARIANT_VALUES: Record<'clothing' | 'shoes', string[]> = {
  clothing: ['RED', 'BLUE', 'GREEN'],
  shoes: ['S', 'M', 'L'],
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const hoursAfter = (start: string, hours: number) => new Date(Date.parse(start) + hours * 3_600_000).toISOString();
const BRANDS = ['acme', 'globex', 'initech', 'umbrella'];
const COLORS = ['RED', 'BLUE', 'GREEN', 'BLACK', 'WHITE'];
const SIZES = ['S', 'M', 'L', 'XL'];

type Attributes = NonNullable<UpsertPayload['data']['attributes']>;
const plain = (code: string, value: string) => ({ code, data: [{ scope: null, locale: null, value }] });
const price = (amount: number) => ({
  code: 'price',
  data: [
    { scope: 'ecommerce', locale: null, value: `${amount.toFixed(2)} ${EURO}` },
    { scope: 'mobile', locale: null, value: `${(amount * 0.95).toFixed(2)} ${EURO}` },
  ],
});
const named = (en: string, de: string, description: string) => [
  { code: 'name', data: [{ scope: null, locale: 'en_US', value: en }, { scope: null, locale: 'de_DE', value: de }] },
  { code: 'description', data: [{ scope: 'ecommerce', locale: 'en_US', value: description }] },
];

function simpleAttributes(i: number, family: SeedFamily): Attributes {
  const facts = seedProduct(i);
  const common: Attributes = [
    ...named(facts.originalName, facts.germanName, `A ${family} product, number ${i}.`),
    plain('brand', facts.brand),
    plain('ean', `400638${pad(i, 7)}`),
    price(facts.price),
    plain('image', `https://images.example.com/products/${facts.sku}.jpg`),
  ];
  switch (family) {
    case 'clothing':
      return [...common, plain('color', COLORS[i % COLORS.length]!), plain('size', SIZES[i % SIZES.length]!), plain('materials', i % 2 ? 'cotton' : 'cotton,polyester')];
    case 'shoes':
      return [...common, plain('size', SIZES[i % SIZES.length]!), plain('materials', 'leather'), plain('waterproof', i % 4 === 0 ? 'true' : 'false')];
    case 'electronics':
      return [
        ...common,
        plain('color', COLORS[i % COLORS.length]!),
        plain('weight', String(100 + i * 3)),
        plain('waterproof', i % 5 === 0 ? 'true' : 'false'),
        plain('release_date', `2025-${pad((i % 12) + 1, 2)}-15`),
        plain('support_email', 'support@example.com'),
        { code: 'legal_notice', data: [{ scope: null, locale: 'de_DE', value: 'Elektrogerät: Entsorgung nach ElektroG.' }] },
      ];
  }
}

/** `CAT-SOCKS` → `Socks`. */
const categoryLabel = (code: string) => code.charAt(4) + code.slice(5).toLowerCase();

/**
 * 200 simple products `SKU-0001` … `SKU-0200` (code = sku; families clothing, shoes, electronics in
 * turn; names, brands, categories and prices from ../seed-products, which the other areas share), and
 * 20 product models `MODEL-001` … `MODEL-020` (odd: clothing by color, even: shoes by size) with three
 * variants each (`MODEL-001-RED`, `MODEL-002-S`, ...), each with its own name and the model's price:
 * 280 records in all.
 */
export function seedCatalogue(store: CatalogueStore): void {
  const simpleStart = '2026-01-01T00:00:00.000Z';
  // Every category a seeded product or model lists (models use their family's) exists as a category, so
  // Upsert Category can place new ones under it.
  const codes = new Set<string>();
  for (let i = 1; i <= SEED_SIMPLE_PRODUCTS; i++) for (const code of seedProduct(i).categories) codes.add(code);
  for (const code of [...codes].sort()) {
    store.upsertCategory({ code, label: [{ locale: 'en_US', value: categoryLabel(code) }] }, simpleStart);
  }
  for (let i = 1; i <= SEED_SIMPLE_PRODUCTS; i++) {
    const facts = seedProduct(i);
    const code = facts.sku;
    const family = facts.family;
    const groups = [...(i % 5 === 0 ? ['summer_sale'] : []), ...(i % 8 === 0 ? ['bestsellers'] : [])];
    const status = i % 10 === 0 ? 'DRAFT' : i % 7 === 0 ? 'INACTIVE' : 'ACTIVE';
    const createdAt = hoursAfter(simpleStart, i * 6);
    store.upsert(
      {
        dataType: 'PRODUCT',
        data: { code, sku: code, family, status, groups, categories: facts.categories, attributes: simpleAttributes(i, family) },
      },
      createdAt,
    );
    // Every third product was edited later, so createdAt and updatedAt orders differ.
    if (i % 3 === 0) {
      store.upsert(
        { dataType: 'PRODUCT', data: { code, attributes: [{ code: 'name', data: [{ scope: null, locale: 'en_US', value: facts.name }] }] } },
        hoursAfter(createdAt, 24 * 60 - i * 5),
      );
    }
  }

  const modelStart = '2026-03-01T00:00:00.000Z';
  for (let m = 1; m <= SEED_MODELS; m++) {
    const code = `MODEL-${pad(m, 3)}`;
    const family = m % 2 === 1 ? 'clothing' : 'shoes';
    const variant = family === 'clothing' ? 'clothing_by_color' : 'shoes_by_size';
    const axis = family === 'clothing' ? 'color' : 'size';
    const createdAt = hoursAfter(modelStart, m * 12);
    const modelName = `${family === 'clothing' ? 'Jacket' : 'Boot'} model ${m}`;
    const modelPrice = 49.99 + m;
    const category = `CAT-${family.toUpperCase()}`;
    store.upsert(
      {
        dataType: 'PRODUCT_MODEL',
        data: {
          code,
          sku: code,
          family,
          variant,
          status: 'ACTIVE',
          groups: m % 4 === 0 ? ['summer_sale'] : m % 3 === 0 ? ['outdoor'] : [],
          categories: [category],
          attributes: [
            ...named(modelName, `Modell ${m}`, `The ${family} model number ${m}.`),
            plain('brand', BRANDS[m % BRANDS.length]!),
            plain('materials', family === 'clothing' ? 'polyester' : 'leather'),
            price(modelPrice),
          ],
        },
      },
      createdAt,
    );
    VARIANT_VALUES[family].forEach((value, k) => {
      store.upsert(
        {
          dataType: 'PRODUCT',
          data: {
            code: `${code}-${value}`,
            sku: `${code}-${value}`,
            family,
            parent: code,
            status: k === 2 && m % 5 === 0 ? 'INACTIVE' : 'ACTIVE',
            categories: [category],
            attributes: [
              plain(axis, value),
              plain('ean', `401000${pad(m * 10 + k, 7)}`),
              ...named(`${modelName} ${value}`, `Modell ${m} ${value}`, `The ${family} model number ${m} in ${value}.`),
              price(modelPrice),
            ],
          },
          axesValues: [{ axe: axis, value }],
        },
        hoursAfter(createdAt, k + 1),
      );
    });
  }
}
