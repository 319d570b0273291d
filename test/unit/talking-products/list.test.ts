import { productList, type TalkingProductListRecord } from '../../../subgraphs/talking-products/records';

/*
 * listProduct's answer is read as far as it is used: the records of the skus a request asks for,
 * each once, and the whole list only when the list itself is asked for. What it gives must be what
 * reading the whole list gives.
 */

const read = (body: unknown): TalkingProductListRecord => productList.parse(body);

/** An element whose fields count how often they are read. */
function counted(sku: string, reads: Map<string, number>): Record<string, unknown> {
  const element: Record<string, unknown> = { sku };
  for (const field of ['name', 'brand', 'stock', 'price']) {
    Object.defineProperty(element, field, {
      enumerable: true,
      get: () => {
        reads.set(sku, (reads.get(sku) ?? 0) + 1);
        return field === 'stock' || field === 'price' ? 1 : `${field} of ${sku}`;
      },
    });
  }
  return element;
}

describe('the talking-products list', () => {
  const body = {
    products: [
      { sku: 'A', name: 'first A', stock: 1 },
      { name: 'no sku' },
      'not a record',
      null,
      { sku: 'B', name: 'B', price: 'not a number' },
      { sku: 'A', name: 'second A', stock: 2 },
      { sku: 7, name: 'a number for a sku' },
    ],
    total: 40,
  };

  it('lists the records in the service\'s order, leaving out elements without a sku, with the body\'s total and raw', () => {
    const list = read(body);
    expect(list.products.map((record) => [record.sku, record.name, record.stock, record.price])).toEqual([
      ['A', 'first A', 1, null],
      ['B', 'B', null, null],
      ['A', 'second A', 2, null],
    ]);
    expect(list.total).toBe(40);
    expect(list.raw).toBe(body);
    expect(list.products[0]!.raw).toBe(body.products[0]);
  });

  it('gives a sku the record the whole list would (the last one of a repeated sku), and null for a sku it lacks', () => {
    const list = read(body);
    const whole = new Map(read(body).products.map((record) => [record.sku, record]));
    for (const sku of ['A', 'B', 'C', '7', '']) expect(list.bySku(sku)).toEqual(whole.get(sku) ?? null);
    expect(list.bySku('A')).toBe(list.bySku('A'));
  });

  it('reads only the elements of the skus asked for, each once, until the whole list is asked for', () => {
    const reads = new Map<string, number>();
    const list = read({ products: Array.from({ length: 200 }, (_, i) => counted(`S${i}`, reads)) });
    expect(list.bySku('S7')?.name).toBe('name of S7');
    expect(list.bySku('S150')?.brand).toBe('brand of S150');
    list.bySku('S7');
    expect([...reads.keys()].sort()).toEqual(['S150', 'S7']);
    const once = reads.get('S7');
    list.bySku('S7');
    expect(reads.get('S7')).toBe(once);
    expect(list.products).toHaveLength(200);
    expect(reads.size).toBe(200);
    expect(list.total).toBe(200);
  });

  it('lists nothing, and finds nothing, in a body without a list', () => {
    for (const products of [undefined, null, 'x', { sku: 'A' }]) {
      const list = read({ products });
      expect(list.products).toEqual([]);
      expect(list.bySku('A')).toBeNull();
      expect(list.total).toBe(0);
    }
  });
});
