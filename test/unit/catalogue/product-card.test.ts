import type { ProductRecord, ProductSettingsRecord } from '../../../subgraphs/catalogue/records';
import { parsePrice, productName, productPrice, type ProductModel } from '../../../subgraphs/catalogue/models';

const product = (fields: Partial<ProductModel>): ProductModel => ({
  sku: 'P-1',
  id: null,
  dataType: 'PRODUCT',
  code: 'P-1',
  family: 'shirts',
  status: null,
  enabled: null,
  groups: [],
  categories: [],
  attributes: [],
  axesValues: [],
  parent: null,
  variant: null,
  createdAt: null,
  updatedAt: null,
  updateToken: null,
  source: null,
  ...fields,
});

const values = (code: string, ...data: { locale?: string; scope?: string; value: string }[]): ProductRecord['attributes'][number] => ({
  code,
  data: data.map(({ locale, scope, value }) => ({ locale: locale ?? null, scope: scope ?? null, value })),
});

const settings = (attributeAsLabel: string | null, priceAttributes: string[] = ['list_price']): ProductSettingsRecord => ({
  attributes: [
    { code: 'title', type: 'text' },
    ...priceAttributes.map((code) => ({ code, type: 'price' })),
  ].map((attribute) => ({
    ...attribute,
    group: null,
    availableLocales: [],
    isLocaleSpecific: null,
    localizable: null,
    scopable: null,
    isUnique: null,
    label: [],
    maxCharacters: null,
    validationRegexp: null,
    validationRule: null,
  })),
  attributeOptions: [],
  families: [{ code: 'shirts', label: [], attributeAsLabel, attributeAsImage: null, attributes: [], variants: [] }],
  attributeGroups: [],
  groupTypes: [],
  groups: [],
});

describe("a product's name", () => {
  const titled = product({ attributes: [values('title', { locale: 'en_US', value: 'Blue shirt' }, { locale: 'de_DE', value: 'Blaues Hemd' })] });

  it("is the value of the family's label attribute in the locale", () => {
    expect(productName(titled, settings('title'), 'de_DE')).toBe('Blaues Hemd');
    expect(productName(titled, settings('title'), 'en_US')).toBe('Blue shirt');
  });

  it('falls back to the talking-products name when the label has no value in the locale', () => {
    const withRecord = { ...titled, talkingProduct: { name: 'Talking shirt' } };
    expect(productName(withRecord, settings('title'), 'fr_FR')).toBe('Talking shirt');
    expect(productName(titled, settings('title'), 'fr_FR')).toBeNull();
  });

  it('takes a label value valid for every locale when none is in the locale', () => {
    const plain = product({ attributes: [values('title', { value: 'Shirt' })] });
    expect(productName(plain, settings('title'), 'fr_FR')).toBe('Shirt');
  });

  it('has only the fallback when the family names no label attribute', () => {
    expect(productName({ ...titled, talkingProduct: { name: 'Talking shirt' } }, settings(null), 'en_US')).toBe('Talking shirt');
  });
});

describe("a product's price", () => {
  it('reads the first price-type attribute with a value for the scope, amount and currency', () => {
    const priced = product({
      attributes: [values('list_price', { scope: 'ecommerce', value: '19.99 EUR' }, { scope: 'mobile', value: '18.99 EUR' })],
    });
    expect(productPrice(priced, settings('title'), 'mobile')).toEqual({ amount: 18.99, currency: 'EUR' });
    expect(productPrice(priced, settings('title', ['sale_price', 'list_price']), 'ecommerce')).toEqual({ amount: 19.99, currency: 'EUR' });
  });

  it("falls back to the talking-products price, without a currency, when no price attribute has a readable value", () => {
    const unreadable = product({ attributes: [values('list_price', { scope: 'ecommerce', value: 'call us' })], talkingProduct: { price: 12.5 } });
    expect(productPrice(unreadable, settings('title'), 'ecommerce')).toEqual({ amount: 12.5, currency: null });
    expect(productPrice(product({}), settings('title'), 'ecommerce')).toBeNull();
  });

  it('parses the forms PIM prices take', () => {
    expect(parsePrice('19.99 EUR')).toEqual({ amount: 19.99, currency: 'EUR' });
    expect(parsePrice('19.99 EURO')).toEqual({ amount: 19.99, currency: 'EURO' });
    expect(parsePrice('usd 5')).toEqual({ amount: 5, currency: 'USD' });
    expect(parsePrice(' 7.5 ')).toEqual({ amount: 7.5, currency: null });
    expect(parsePrice('EUR 1 USD')).toBeNull();
    expect(parsePrice('ten euros')).toBeNull();
  });
});
