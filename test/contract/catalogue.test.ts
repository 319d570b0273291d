import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator } from '../../emulator/server';

interface Product {
  id: string;
  dataType: string;
  code: string;
  sku: string;
  family: string | null;
  status: string;
  enabled: boolean;
  groups: string[];
  parent: string | null;
  variant: string | null;
  createdAt: string;
  updatedAt: string;
  updateToken: string;
  attributes: { code: string; data: { scope: string | null; locale: string | null; value: string }[] }[];
  source?: unknown;
}
interface Page {
  total: number;
  pageFrom: number;
  pageSize: number;
  size: number;
  products: Product[];
}

let emulator: Emulator;
const clock = new ManualClock('2026-11-21T12:00:00.000Z');

beforeAll(async () => {
  emulator = await startEmulator({ clock });
});
afterAll(() => emulator.close());

async function call(operation: string, body?: unknown, method: 'GET' | 'POST' = 'POST') {
  const response = await request(`${emulator.url}/CALL/PIMAPI/${operation}/${emulator.projectId}`, {
    method,
    headers: { 'x-api-key': emulator.apiKey, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

async function products(body: Record<string, unknown>): Promise<Page> {
  const { status, body: page } = await call('getProducts', { pageSize: 100, ...body });
  expect(status).toBe(200);
  return page as unknown as Page;
}

/** Every matching product, across pages. */
async function all(body: Record<string, unknown>): Promise<Product[]> {
  const found: Product[] = [];
  for (let pageFrom = 0; ; pageFrom += 100) {
    const page = await products({ ...body, pageFrom });
    found.push(...page.products);
    if (found.length >= page.total) return found;
  }
}

const skus = (list: { sku: string }[]) => list.map((product) => product.sku);
const simple = (code: string, attributes: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  dataType: 'PRODUCT',
  data: { code, sku: code, family: 'clothing', status: 'DRAFT', attributes, ...extra },
});
const plain = (code: string, value: string) => ({ code, data: [{ value }] });

describe('PIMAPI/getProductSettings', () => {
  it('is a GET answering every section under productSettings', async () => {
    const { status, body } = await call('getProductSettings', undefined, 'GET');
    expect(status).toBe(200);
    const settings = body.productSettings as Record<string, { code: string }[]>;
    expect(Object.keys(settings).sort()).toEqual(['attributeGroups', 'attributeOptions', 'attributes', 'families', 'groupTypes', 'groups']);
    expect(settings.attributes!.map((attribute) => attribute.code)).toEqual(expect.arrayContaining(['name', 'ean', 'color', 'price', 'waterproof', 'release_date']));
    const types = new Set(settings.attributes!.map((attribute) => (attribute as unknown as { type: string }).type));
    expect([...types]).toEqual(expect.arrayContaining(['text', 'number', 'simpleselect', 'multiselect', 'boolean', 'date', 'price']));
    const clothing = settings.families!.find((family) => family.code === 'clothing') as unknown as { variants: { code: string; axes: string[] }[] };
    expect(clothing.variants).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'clothing_by_color', axes: ['color'] })]));
  });

  it('refuses a POST', async () => {
    expect((await call('getProductSettings', {})).status).toBe(405);
  });
});

describe('PIMAPI/upsertProduct', () => {
  it('seeds prices in the service currency and takes them back on upsert', async () => {
    const [seeded] = (await products({ filters: { sku: 'SKU-0001' } })).products;
    expect(seeded!.attributes.find((attribute) => attribute.code === 'price')!.data.map((value) => value.value)).toEqual(['10.99 EURO', '10.44 EURO']);
    const upsert = await call('upsertProduct', simple('CT-PRICE', [{ code: 'price', data: [{ scope: 'ecommerce', value: '19.99 EURO' }] }]));
    expect(upsert.status).toBe(200);
  });

  it('creates a product, then updates it rather than adding a second one', async () => {
    const before = (await products({})).total;
    const created = await call('upsertProduct', simple('CT-UPSERT', [plain('color', 'RED')]));
    expect(created.status).toBe(200);
    const first = created.body.meta as { createdAt: string; updatedAt: string; updateToken: string };
    expect(first.createdAt).toBe('2026-11-21T12:00:00.000Z');
    expect(first.updatedAt).toBe(first.createdAt);
    expect(first.updateToken).toMatch(/\S/);

    clock.advance(60_000);
    const updated = await call('upsertProduct', { dataType: 'PRODUCT', data: { code: 'CT-UPSERT', status: 'ACTIVE' } });
    const second = updated.body.meta as typeof first;
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.updatedAt).toBe('2026-11-21T12:01:00.000Z');
    expect(second.updateToken).not.toBe(first.updateToken);

    const page = await products({ filters: { sku: 'CT-UPSERT' } });
    expect(page.total).toBe(1);
    expect(page.products[0]).toMatchObject({ status: 'ACTIVE', enabled: true, updateToken: second.updateToken });
    // The colour given on create is kept: upserts merge attribute values.
    expect(page.products[0]!.attributes).toEqual([{ code: 'color', data: [{ scope: null, locale: null, value: 'RED' }] }]);
    expect((await products({})).total).toBe(before + 1);
  });

  it('keeps the token when an upsert changes nothing', async () => {
    const payload = simple('CT-SAME', [plain('size', 'M')]);
    const first = (await call('upsertProduct', payload)).body.meta as { updateToken: string };
    clock.advance(1000);
    const second = (await call('upsertProduct', payload)).body.meta as { updateToken: string };
    expect(second.updateToken).toBe(first.updateToken);
  });

  it.each([
    ['an unknown family', simple('CT-BAD', [], { family: 'furniture' }), 'data.family: unknown family "furniture"'],
    ['an unknown attribute', simple('CT-BAD', [plain('flavour', 'x')]), 'attribute "flavour": unknown attribute'],
    ['an attribute outside the family', simple('CT-BAD', [plain('weight', '10')]), 'attribute "weight": not an attribute of family "clothing"'],
    ['an unknown option', simple('CT-BAD', [plain('color', 'PURPLE')]), 'attribute "color": unknown option "PURPLE"'],
    ['an unknown option in a multiselect', simple('CT-BAD', [plain('materials', 'cotton,silk')]), 'attribute "materials": unknown option "silk"'],
    [
      'a value longer than maxCharacters',
      simple('CT-BAD', [{ code: 'name', data: [{ locale: 'en_US', value: 'x'.repeat(121) }] }]),
      'attribute "name": value is 121 characters long, more than maxCharacters 120',
    ],
    ['a value breaking validationRegexp', simple('CT-BAD', [plain('ean', '12345')]), 'attribute "ean": value "12345" does not match validationRegexp ^[0-9]{13}$'],
    ['a value of a url attribute that is no URL', simple('CT-BAD', [plain('image', 'not a url')]), 'attribute "image": value "not a url" is not an http(s) URL'],
    ['a duplicate value of an isUnique attribute', simple('CT-BAD', [plain('ean', '4006380000001')]), 'attribute "ean": value "4006380000001" is already used by product SKU-0001 (isUnique)'],
    [
      'a locale on a non-localizable attribute',
      simple('CT-BAD', [{ code: 'color', data: [{ locale: 'de_DE', value: 'RED' }] }]),
      'attribute "color": not localizable, so no locale may be given (got "de_DE")',
    ],
    ['a localizable attribute without a locale', simple('CT-BAD', [plain('name', 'Shirt')]), 'attribute "name": localizable, so every value needs a locale'],
    [
      'a locale outside a locale-specific attribute\'s locales',
      { dataType: 'PRODUCT', data: { code: 'CT-BAD', family: 'electronics', attributes: [{ code: 'legal_notice', data: [{ locale: 'en_US', value: 'x' }] }] } },
      'attribute "legal_notice": locale "en_US" is not one of its available locales (de_DE, fr_FR)',
    ],
    ['a scope on a non-scopable attribute', simple('CT-BAD', [{ code: 'color', data: [{ scope: 'ecommerce', value: 'RED' }] }]), 'attribute "color": not scopable'],
    ['an unknown scope', simple('CT-BAD', [{ code: 'price', data: [{ scope: 'print', value: '1.00 EURO' }] }]), 'attribute "price": unknown scope "print"'],
    ['a malformed price', simple('CT-BAD', [{ code: 'price', data: [{ scope: 'ecommerce', value: 'cheap' }] }]), 'attribute "price": value "cheap" is not a price'],
    [
      'a price in a currency outside the service vocabulary',
      simple('CT-BAD', [{ code: 'price', data: [{ scope: 'ecommerce', value: '1.00 EUR' }] }]),
      'attribute "price": value "1.00 EUR" is not a price such as "19.99 EURO" (currencies: POINT, EURO)',
    ],
    [
      'a malformed date',
      { dataType: 'PRODUCT', data: { code: 'CT-BAD', family: 'electronics', attributes: [plain('release_date', '2026-02-30')] } },
      'attribute "release_date": value "2026-02-30" is not a date',
    ],
    [
      'a non-boolean boolean',
      { dataType: 'PRODUCT', data: { code: 'CT-BAD', family: 'shoes', attributes: [plain('waterproof', 'yes')] } },
      'attribute "waterproof": value "yes" must be "true" or "false"',
    ],
    [
      'axes that match no variant of the family',
      { ...simple('CT-BAD'), axesValues: [{ axe: 'size', value: 'M' }] },
      'axesValues: axes (size) match no variant of family "clothing"',
    ],
    [
      'axes that do not match the parent model\'s variant',
      { ...simple('CT-BAD', [], { parent: 'MODEL-001' }), axesValues: [{ axe: 'color', value: 'RED' }, { axe: 'size', value: 'M' }] },
      'axesValues: axes (color, size) do not match the axes of variant clothing_by_color (color)',
    ],
    [
      'an axis value that is no option',
      { ...simple('CT-BAD', [], { parent: 'MODEL-001' }), axesValues: [{ axe: 'color', value: 'PINK' }] },
      'axesValues: "PINK" is not an option of axis color',
    ],
    [
      'axes values a sibling variant already has',
      { ...simple('CT-BAD', [], { parent: 'MODEL-001' }), axesValues: [{ axe: 'color', value: 'RED' }] },
      'axesValues: product MODEL-001-RED already has these axes values under product model MODEL-001',
    ],
    ['an unknown group', simple('CT-BAD', [], { groups: ['winter'] }), 'data.groups: unknown group "winter"'],
    ['an unknown dataType', { ...simple('CT-BAD'), dataType: 'BUNDLE' }, 'dataType: must be one of PRODUCT, PRODUCT_MODEL'],
    ['a missing code', { dataType: 'PRODUCT', data: { sku: 'x' } }, 'data.code: is required'],
  ])('answers 400 naming the attribute for %s', async (_case, payload, message) => {
    const { status, body } = await call('upsertProduct', payload);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect((await products({ filters: { sku: 'CT-BAD' } })).total).toBe(0);
  });

  it('adds a variant under a product model', async () => {
    const { status } = await call('upsertProduct', {
      dataType: 'PRODUCT',
      data: { code: 'MODEL-001-BLACK', sku: 'MODEL-001-BLACK', family: 'clothing', parent: 'MODEL-001', status: 'ACTIVE' },
      axesValues: [{ axe: 'color', value: 'BLACK' }],
    });
    expect(status).toBe(200);
    const variants = await products({ filters: { parent: 'MODEL-001' } });
    expect(skus(variants.products)).toEqual(['MODEL-001-BLACK', 'MODEL-001-BLUE', 'MODEL-001-GREEN', 'MODEL-001-RED']);
    expect(variants.products.every((product) => product.variant === 'clothing_by_color')).toBe(true);
  });
});

describe('PIMAPI/getProducts', () => {
  it('answers a page with the total, 20 products by default, sorted by id', async () => {
    const page = await products({ pageSize: undefined });
    expect(page).toMatchObject({ pageFrom: 0, pageSize: 20, size: 20 });
    expect(page.total).toBeGreaterThanOrEqual(280);
    const ids = page.products.map((product) => product.id);
    expect(ids).toEqual([...ids].sort());
    expect(page.products[0]).not.toHaveProperty('source');
  });

  it('pages with pageFrom and pageSize', async () => {
    const whole = await products({ pageSize: 30 });
    const second = await products({ pageFrom: 10, pageSize: 10 });
    expect(second).toMatchObject({ pageFrom: 10, pageSize: 10, size: 10, total: whole.total });
    expect(skus(second.products)).toEqual(skus(whole.products.slice(10, 20)));
    const beyond = await products({ pageFrom: 10_000 });
    expect(beyond).toMatchObject({ size: 0, products: [] });
  });

  it('filters by idList', async () => {
    const page = await products({ filters: { idList: ['SKU-0002', 'MODEL-003', 'NOPE'] } });
    expect(skus(page.products)).toEqual(['MODEL-003', 'SKU-0002']);
  });

  it('filters by sku, one or a comma-separated list', async () => {
    expect(skus((await products({ filters: { sku: 'SKU-0042' } })).products)).toEqual(['SKU-0042']);
    expect(skus((await products({ filters: { sku: 'SKU-0042,MODEL-002-M,NOPE' } })).products)).toEqual(['MODEL-002-M', 'SKU-0042']);
  });

  it('filters by createdAt and updatedAt ranges', async () => {
    const created = await all({ filters: { createdAt: { gte: '2026-01-02T00:00:00Z', lte: '2026-01-03T00:00:00Z' } } });
    // Simple products are created every 6 hours from 2026-01-01T06:00Z: numbers 4 to 8.
    expect(skus(created)).toEqual(['SKU-0004', 'SKU-0005', 'SKU-0006', 'SKU-0007', 'SKU-0008']);
    const onlyGte = await all({ filters: { createdAt: { gte: '2026-03-10T12:00:00Z' } } });
    expect(onlyGte.every((product) => product.createdAt >= '2026-03-10T12:00:00.000Z')).toBe(true);
    expect(onlyGte.length).toBeGreaterThan(0);
    const updated = await all({ filters: { updatedAt: { gte: '2026-03-02T00:00:00Z', lte: '2026-03-03T00:00:00Z' } } });
    expect(updated.length).toBeGreaterThan(0);
    expect(updated.every((product) => product.updatedAt >= '2026-03-02' && product.updatedAt <= '2026-03-03T00:00:00Z')).toBe(true);
    // Revised products were updated long after their creation, so the two filters differ.
    expect(updated.some((product) => product.createdAt < '2026-02-01')).toBe(true);
  });

  it('filters by family, parent and variant', async () => {
    const shoes = await all({ filters: { family: 'shoes' } });
    expect(shoes.length).toBeGreaterThan(0);
    expect(shoes.every((product) => product.family === 'shoes')).toBe(true);
    expect(skus((await products({ filters: { parent: 'MODEL-002' } })).products)).toEqual(['MODEL-002-L', 'MODEL-002-M', 'MODEL-002-S']);
    const bySize = await all({ filters: { variant: 'shoes_by_size' } });
    expect(bySize).toHaveLength(40);
    expect(bySize.every((product) => product.family === 'shoes' && product.code.startsWith('MODEL-'))).toBe(true);
  });

  it('filters by dataType, a comma-separated list', async () => {
    const models = await all({ filters: { dataType: 'PRODUCT_MODEL' } });
    expect(models).toHaveLength(20);
    expect(models.every((product) => product.dataType === 'PRODUCT_MODEL')).toBe(true);
    const both = await products({ filters: { dataType: 'PRODUCT,PRODUCT_MODEL' } });
    const none = await products({});
    expect(both.total).toBe(none.total);
    const plainProducts = await products({ filters: { dataType: 'PRODUCT' } });
    expect(plainProducts.total).toBe(none.total - 20);
  });

  it('filters by group, through the product model unless forceGroupFilter is set', async () => {
    const loose = await all({ filters: { group: 'summer_sale' } });
    const forced = await all({ filters: { group: 'summer_sale', forceGroupFilter: true } });
    expect(skus(forced).every((sku) => !/^MODEL-\d+-/.test(sku))).toBe(true);
    expect(skus(loose)).toEqual(expect.arrayContaining(['MODEL-004-S', 'MODEL-004-M', 'MODEL-004-L', 'SKU-0005']));
    expect(skus(forced)).toContain('MODEL-004');
    expect(loose.length - forced.length).toBe(15);
  });

  it('filters by enabled', async () => {
    const enabled = await all({ filters: { enabled: 'true' } });
    const disabled = await all({ filters: { enabled: 'false' } });
    expect(enabled.every((product) => product.enabled && product.status === 'ACTIVE')).toBe(true);
    expect(disabled.every((product) => !product.enabled)).toBe(true);
    expect(skus(disabled)).toEqual(expect.arrayContaining(['SKU-0007', 'SKU-0010']));
    expect(enabled.length + disabled.length).toBe((await products({})).total);
  });

  it('searches code, sku and attribute values with searchText, ignoring case', async () => {
    expect(skus((await products({ searchText: 'sku-0123' })).products)).toEqual(['SKU-0123']);
    const boots = await all({ searchText: 'boot model' });
    // The 10 shoes models and their 30 variants, whose names carry the model's.
    expect(boots).toHaveLength(40);
    expect(boots.filter((product) => product.dataType === 'PRODUCT_MODEL')).toHaveLength(10);
    expect(skus(await all({ searchText: 'jacket MODEL 19', filters: { dataType: 'PRODUCT_MODEL' } }))).toEqual(['MODEL-019']);
  });

  it('adds the stored upsert body as source when asked', async () => {
    const page = await products({ filters: { sku: 'SKU-0001' }, source: true });
    expect(page.products[0]!.source).toMatchObject({ dataType: 'PRODUCT', data: { code: 'SKU-0001' } });
  });

  it.each(['family', 'enabled', 'id', 'createdAt', 'updatedAt'] as const)('sorts by %s, asc and desc', async (key) => {
    const value = (product: Product): string | number =>
      key === 'enabled' ? Number(product.enabled) : key === 'family' ? (product.family ?? '') : product[key];
    for (const order of ['asc', 'desc'] as const) {
      const list = await all({ sorts: { [key]: order } });
      const values = list.map(value);
      const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(order === 'asc' ? expected : expected.reverse());
    }
  });

  it('applies sort keys in the order given', async () => {
    const list = await all({ filters: { dataType: 'PRODUCT_MODEL' }, sorts: { family: 'asc', createdAt: 'desc' } });
    expect(skus(list).slice(0, 3)).toEqual(['MODEL-019', 'MODEL-017', 'MODEL-015']);
    expect(skus(list).slice(10, 12)).toEqual(['MODEL-020', 'MODEL-018']);
  });

  it.each([
    [{ filters: { dataType: 'PRODUCT,BUNDLE' } }, 'filters.dataType: must be a comma-separated list of PRODUCT, PRODUCT_MODEL'],
    [{ filters: { createdAt: { gte: 'yesterday' } } }, 'filters.createdAt.gte: must be an ISO 8601 timestamp'],
    [{ filters: { enabled: 'yes' } }, 'filters.enabled: must be "true" or "false"'],
    [{ filters: { colour: 'red' } }, 'filters: Unrecognized key'],
    [{ sorts: { id: 'up' } }, 'sorts.id: must be asc or desc'],
    [{ sorts: { price: 'asc' } }, 'sorts: Unrecognized key'],
    [{ pageFrom: -1 }, 'pageFrom: must be 0 or more'],
    [{ pageSize: 101 }, 'pageSize: must be at most 100'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const { status, body: answer } = await call('getProducts', body);
    expect(status).toBe(400);
    expect(answer.message).toContain(message);
  });
});

describe('catalogue invariants', () => {
  const priced = (value: string) =>
    call('upsertProduct', { dataType: 'PRODUCT', data: { code: 'SKU-0001', attributes: [{ code: 'price', data: [{ scope: 'ecommerce', locale: null, value }] }] } });

  it('refuses a price past 1000000000000 (the facade Amount bound), such as one a double cannot hold to the cent', async () => {
    for (const value of ['9007199254740993.99 EURO', '1000000000000.01 EURO']) {
      const refused = await priced(value);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`value "${value}" must be at most 1000000000000`);
    }
    expect((await priced('1000000000000.00 EURO')).status).toBe(200);
  });

  it('knows the seeded categories and refuses a parent cycle', async () => {
    const under = await call('upsertCategory', { code: 'CAT-SOCKS-WOOL', parent: 'CAT-SOCKS' });
    expect(under.status).toBe(200);
    expect(under.body.category).toMatchObject({ code: 'CAT-SOCKS-WOOL', parent: 'CAT-SOCKS' });
    expect((await call('upsertCategory', { code: 'CAT-WOOL-MERINO', parent: 'CAT-SOCKS-WOOL' })).status).toBe(200);
    const cycle = await call('upsertCategory', { code: 'CAT-SOCKS', parent: 'CAT-WOOL-MERINO' });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('parent: "CAT-WOOL-MERINO" is below "CAT-SOCKS", which would make a cycle');
    expect((await call('upsertCategory', { code: 'CAT-SOCKS', parent: 'CAT-SOCKS' })).status).toBe(400);
    expect((await call('upsertCategory', { code: 'CAT-X', parent: 'CAT-NOWHERE' })).status).toBe(400);
  });
});
