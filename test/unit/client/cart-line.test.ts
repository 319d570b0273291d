import { cartLineFromProduct, type ProductCatalogueQuery } from '../../../client';

type CatalogueProduct = NonNullable<ProductCatalogueQuery['productsConnection']>['edges'][number]['node'];

const shirt: CatalogueProduct = {
  sku: 'SKU-0004',
  family: 'clothing',
  categories: ['CAT-CLOTHING', 'CAT-SHIRTS'],
  name: 'Shirt 0004',
  availableStock: 40,
  brand: 'acme',
  price: { amount: 19.99, currency: 'EURO' },
};

describe('cartLineFromProduct', () => {
  it('makes a line of a catalogue product: sku, price, exact total, and what promotions match on', () => {
    // A card of the ProductCatalogue document is accepted as it is, once its price is known.
    const { price } = shirt;
    if (!price) throw new Error('the fixture has a price');
    expect(cartLineFromProduct({ ...shirt, price }, 3)).toEqual({
      id: 'SKU-0004',
      qty: 3,
      price: 19.99,
      totalPrice: 59.97,
      attributes: { shortName: 'Shirt 0004', brand: 'acme', categories: [{ id: 'CAT-CLOTHING' }, { id: 'CAT-SHIRTS' }] },
    });
  });

  it('keeps totals to the cent where floating point would not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(cartLineFromProduct({ sku: 'A', price: { amount: 0.1 } }, 3).totalPrice).toBe(0.3);
    expect(cartLineFromProduct({ sku: 'A', price: { amount: 1.15 } }, 7).totalPrice).toBe(8.05);
  });

  it('leaves out the attributes a product does not have', () => {
    expect(cartLineFromProduct({ sku: 'SKU-9', name: null, brand: null, categories: null, price: { amount: 5 } }, 1)).toEqual({
      id: 'SKU-9',
      qty: 1,
      price: 5,
      totalPrice: 5,
      attributes: {},
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a quantity of %p', (qty) => {
    expect(() => cartLineFromProduct({ sku: 'A', price: { amount: 1 } }, qty)).toThrow(RangeError);
  });
});
