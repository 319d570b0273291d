import { attributeValue } from '../../../subgraphs/catalogue/models';

const product = {
  attributes: [
    {
      code: 'name',
      data: [
        { scope: null, locale: 'en_US', value: 'Shirt' },
        { scope: null, locale: 'de_DE', value: 'Hemd' },
      ],
    },
    {
      code: 'description',
      data: [
        { scope: 'ecommerce', locale: 'en_US', value: 'Long text' },
        { scope: 'mobile', locale: 'en_US', value: 'Short' },
      ],
    },
    { code: 'color', data: [{ scope: null, locale: null, value: 'RED' }] },
    {
      code: 'price',
      data: [
        { scope: null, locale: null, value: '10.00 EURO' },
        { scope: 'mobile', locale: null, value: '9.50 EURO' },
      ],
    },
  ],
};

describe('attributeValue', () => {
  it('picks the value of the locale asked for', () => {
    expect(attributeValue(product, 'name', 'de_DE')).toBe('Hemd');
    expect(attributeValue(product, 'name', 'en_US')).toBe('Shirt');
  });

  it('never answers with another locale or scope', () => {
    expect(attributeValue(product, 'name', 'fr_FR')).toBeNull();
    expect(attributeValue(product, 'description', 'en_US', 'print')).toBeNull();
  });

  it('matches locale and scope together', () => {
    expect(attributeValue(product, 'description', 'en_US', 'mobile')).toBe('Short');
    expect(attributeValue(product, 'description', 'en_US', 'ecommerce')).toBe('Long text');
  });

  it('uses a value without locale or scope for any locale or scope, an exact one first', () => {
    expect(attributeValue(product, 'color', 'de_DE', 'mobile')).toBe('RED');
    expect(attributeValue(product, 'price', null, 'mobile')).toBe('9.50 EURO');
    expect(attributeValue(product, 'price', null, 'ecommerce')).toBe('10.00 EURO');
  });

  it('prefers the value without a scope when no scope is asked for', () => {
    expect(attributeValue(product, 'price')).toBe('10.00 EURO');
  });

  it('answers null for an attribute the product does not have', () => {
    expect(attributeValue(product, 'weight')).toBeNull();
    expect(attributeValue({ attributes: [] }, 'name')).toBeNull();
  });
});
