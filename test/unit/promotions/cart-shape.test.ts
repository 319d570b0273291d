import { loadConfig, serviceConfig } from '../../../config/environment';
import { shapeCart } from '../../../subgraphs/promotions/operations';

const cart = {
  items: [
    {
      id: 'SKU-0001',
      qty: 2,
      price: 1.5,
      totalPrice: null,
      attributes: { brand: 'Acme', shortName: null, categories: [{ id: 'CAT-A', name: 'A' }, { id: null, name: 'Named' }], images: ['a.png'] },
    },
    { id: 'SKU-0002', qty: 1, price: 3, attributes: null },
  ],
  condiments: [{ id: 'C', price: 0.5, name: null }],
  subOrders: null,
};

describe('shapeCart', () => {
  it('keeps attributes nested and drops nulls in the nested shape', () => {
    expect(shapeCart(cart, 'nested')).toEqual({
      items: [
        { id: 'SKU-0001', qty: 2, price: 1.5, attributes: { brand: 'Acme', categories: [{ id: 'CAT-A', name: 'A' }, { name: 'Named' }], images: ['a.png'] } },
        { id: 'SKU-0002', qty: 1, price: 3 },
      ],
      condiments: [{ id: 'C', price: 0.5 }],
    });
  });

  it('puts attributes on the item, with categories as strings, in the single-level shape', () => {
    expect(shapeCart(cart, 'single-level')).toEqual({
      items: [
        { id: 'SKU-0001', qty: 2, price: 1.5, brand: 'Acme', categories: ['CAT-A', 'Named'], images: ['a.png'] },
        { id: 'SKU-0002', qty: 1, price: 3 },
      ],
      condiments: [{ id: 'C', price: 0.5 }],
    });
  });
});

describe('COMMERCE_CART_SHAPE', () => {
  it('defaults to nested and reaches the service settings', () => {
    expect(loadConfig({}).cartShape).toBe('nested');
    const config = loadConfig({ COMMERCE_CART_SHAPE: 'single-level', COMMERCE_BASE_URL: 'https://svc.example', COMMERCE_PROJECT_ID: 'p' });
    expect(serviceConfig(config).cartShape).toBe('single-level');
  });

  it('stops the start with a message naming the variable for any other value', () => {
    expect(() => loadConfig({ COMMERCE_CART_SHAPE: 'flat' })).toThrow(
      'COMMERCE_CART_SHAPE must be one of nested, single-level (got "flat")',
    );
  });
});
