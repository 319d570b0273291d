import { sentRequests, stackForFile } from '../helpers/stack';

/**
 * The PIM operations the document names only by title (4.7), through the gateway on the emulator:
 * catalog settings, categories, images, bulk upserts and their batch, product deletion, attributes
 * and their options.
 */

const stack = stackForFile();

type Data = Record<string, any>; // loose JSON: each test asserts the exact values it needs

const sent = () => sentRequests(stack);

const PRODUCT = `query ($sku: Code) { products(filters: { sku: $sku }) { total products { sku image: attributeValue(code: "image") color: attributeValue(code: "color") } } }`;
const product = async (sku: string) => (await stack.query<Data>(PRODUCT, { sku })).data!.products;
const SETTINGS = `{ productSettings { attributes { code type group } attributeOptions { code options { code label { locale value } } } } }`;
const settings = async () => (await stack.query<Data>(SETTINGS)).data!.productSettings;
const IMAGE = `query ($id: Identifier!) { catalogueImage(imageId: $id) { imageId url ownerType owner attribute } }`;

describe('catalogSettings (Get Catalog Settings)', () => {
  it("answers the catalogue's locales, channels, data types and statuses in one GET", async () => {
    const result = await stack.query<Data>(`{ catalogSettings { locales defaultLocale channels dataTypes statuses } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.catalogSettings).toEqual({
      locales: ['en_US', 'de_DE', 'fr_FR', 'tr_TR'],
      defaultLocale: 'en_US',
      channels: ['ecommerce', 'mobile'],
      dataTypes: ['PRODUCT', 'PRODUCT_MODEL'],
      statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
    });
    expect(sent()).toEqual([{ operation: 'PIMAPI/getCatalogSettings', httpMethod: 'GET', path: '/CALL/PIMAPI/getCatalogSettings/demo', body: {} }]);
  });
});

describe('categories and images (Upsert Category, Attach Category Image, Attach Product Attribute Image, Get Image)', () => {
  it('gives a category an image that Get Image returns, through the category too', async () => {
    const created = await stack.query<Data>(
      `mutation ($input: UpsertCategoryInput!) { upsertCategory(input: $input) { code category { code parent label { locale value } imageId } } }`,
      { input: { code: 'CAT-RAIN', label: [{ locale: 'en_US', value: 'Rain wear' }] } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.upsertCategory).toEqual({
      code: 'CAT-RAIN',
      category: { code: 'CAT-RAIN', parent: null, label: [{ locale: 'en_US', value: 'Rain wear' }], imageId: null },
    });
    expect(sent()).toEqual([
      {
        operation: 'PIMAPI/upsertCategory',
        httpMethod: 'POST',
        path: '/CALL/PIMAPI/upsertCategory/demo',
        body: { code: 'CAT-RAIN', label: [{ locale: 'en_US', value: 'Rain wear' }] },
      },
    ]);
    const attached = await stack.query<Data>(
      `mutation { attachCategoryImage(input: { categoryCode: "CAT-RAIN", url: "https://img.example.test/rain.png" }) { imageId image { url ownerType owner } } }`,
    );
    const imageId = attached.data!.attachCategoryImage.imageId as string;
    expect(attached.data!.attachCategoryImage.image).toEqual({ url: 'https://img.example.test/rain.png', ownerType: 'CATEGORY', owner: 'CAT-RAIN' });
    stack.emulator.resetRequests();
    const read = await stack.query<Data>(IMAGE, { id: imageId });
    expect(read.data!.catalogueImage).toEqual({ imageId, url: 'https://img.example.test/rain.png', ownerType: 'CATEGORY', owner: 'CAT-RAIN', attribute: null });
    expect(sent()).toEqual([{ operation: 'PIMAPI/getImage', httpMethod: 'POST', path: '/CALL/PIMAPI/getImage/demo', body: { imageId } }]);
    const child = await stack.query<Data>(
      `mutation { upsertCategory(input: { code: "CAT-RAIN-KIDS", parent: "CAT-RAIN" }) { category { parent } } }`,
    );
    expect(child.data!.upsertCategory.category.parent).toBe('CAT-RAIN');
    const again = await stack.query<Data>(`mutation { upsertCategory(input: { code: "CAT-RAIN" }) { category { imageId image { url } } } }`);
    expect(again.data!.upsertCategory.category).toEqual({ imageId, image: { url: 'https://img.example.test/rain.png' } });
  });

  it("makes an attached image a product's image attribute value, and Get Image returns it", async () => {
    const result = await stack.query<Data>(
      `mutation ($input: AttachProductAttributeImageInput!) { attachProductAttributeImage(input: $input) { imageId image { url ownerType owner attribute } } }`,
      { input: { code: 'SKU-0001', attribute: 'image', url: 'https://img.example.test/sku-0001.jpg' } },
    );
    expect(result.errors).toBeUndefined();
    const imageId = result.data!.attachProductAttributeImage.imageId as string;
    expect(result.data!.attachProductAttributeImage.image).toEqual({
      url: 'https://img.example.test/sku-0001.jpg',
      ownerType: 'PRODUCT_ATTRIBUTE',
      owner: 'SKU-0001',
      attribute: 'image',
    });
    expect((await product('SKU-0001')).products[0].image).toBe('https://img.example.test/sku-0001.jpg');
    expect((await stack.query<Data>(IMAGE, { id: imageId })).data!.catalogueImage.url).toBe('https://img.example.test/sku-0001.jpg');
  });

  it('refuses an attribute that is not an image attribute, and a URL that is not http(s) before any call', async () => {
    const wrong = await stack.query<Data>(`mutation { attachProductAttributeImage(input: { code: "SKU-0001", attribute: "color", url: "https://x.test/a.png" }) { imageId } }`);
    expect(wrong.errors?.[0]?.message).toContain('"color" is a simpleselect attribute, not an image attribute');
    stack.emulator.resetRequests();
    const url = await stack.query<Data>(`mutation { attachCategoryImage(input: { categoryCode: "CAT-RAIN", url: "ftp://x.test/a.png" }) { imageId } }`);
    expect(url.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['input.url'] });
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('bulkUpsertProducts and productImportBatch (Bulk Product Upsert, Check Batch Status)', () => {
  it('upserts each product on its own, and the batch says which failed and why', async () => {
    const result = await stack.query<Data>(
      `mutation ($input: BulkUpsertProductsInput!) { bulkUpsertProducts(input: $input) { batchId total batch { batchId batchStatus successCount failCount results { index code status error } } } }`,
      {
        input: {
          products: [
            { dataType: 'PRODUCT', data: { code: 'BULK-1', family: 'electronics', status: 'ACTIVE' } },
            { dataType: 'PRODUCT', data: { code: 'BULK-2', family: 'no-such-family' } },
          ],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    const { batchId } = result.data!.bulkUpsertProducts;
    expect(result.data!.bulkUpsertProducts).toEqual({
      batchId,
      total: 2,
      batch: {
        batchId,
        batchStatus: 'COMPLETED',
        successCount: 1,
        failCount: 1,
        results: [
          { index: 0, code: 'BULK-1', status: 'success', error: null },
          { index: 1, code: 'BULK-2', status: 'failed', error: 'data.family: unknown family "no-such-family"' },
        ],
      },
    });
    expect(sent().map(({ operation, httpMethod, path }) => ({ operation, httpMethod, path }))).toEqual([
      { operation: 'PIMAPI/bulkUpsertProduct', httpMethod: 'POST', path: '/CALL/PIMAPI/bulkUpsertProduct/demo' },
      { operation: 'PIMAPI/checkBatchStatus', httpMethod: 'GET', path: `/CALL/PIMAPI/checkBatchStatus/${batchId}` },
    ]);
    expect((await product('BULK-1')).total).toBe(1);
    expect((await product('BULK-2')).total).toBe(0);
  });
});

describe('deleteProduct (Delete Product)', () => {
  it('removes a product from listings and from Product references of other areas', async () => {
    // `name` is the catalogue's own field: a selection of the key alone is answered from the reference without asking the catalogue.
    const CART = `{ calculatePromotions(cart: { items: [{ id: "SKU-0009", qty: 1, price: 10 }] }) { cart { items { id product { sku name } } } } }`;
    const before = (await stack.query<Data>(CART)).data!.calculatePromotions.cart.items;
    expect(before).toEqual([{ id: 'SKU-0009', product: { sku: 'SKU-0009', name: expect.any(String) } }]);
    stack.emulator.resetRequests();
    const deleted = await stack.query<Data>(`mutation { deleteProduct(input: { code: "SKU-0009" }) { code sku } }`);
    expect(deleted.data!.deleteProduct).toEqual({ code: 'SKU-0009', sku: 'SKU-0009' });
    expect(sent()).toEqual([{ operation: 'PIMAPI/deleteProduct', httpMethod: 'POST', path: '/CALL/PIMAPI/deleteProduct/demo', body: { code: 'SKU-0009' } }]);
    expect(await product('SKU-0009')).toEqual({ total: 0, products: [] });
    // Federation keeps the other area's reference; the catalogue's answer for it is null, so none of its fields resolve.
    const after = await stack.query<Data>(CART);
    expect(after.errors).toBeUndefined();
    expect(after.data!.calculatePromotions.cart.items).toEqual([{ id: 'SKU-0009', product: { sku: 'SKU-0009', name: null } }]);
  });

  it('refuses a product model that still has variants', async () => {
    const result = await stack.query<Data>(`mutation { deleteProduct(input: { code: "MODEL-001" }) { code } }`);
    expect(result.errors?.[0]?.message).toContain('product model MODEL-001 still has variants');
    expect((await product('MODEL-001')).total).toBe(1);
  });
});

describe('attributes and options (Upsert Attributes, Delete Attribute, Upsert Attribute Option(s), Delete Attribute Option)', () => {
  it('adds an attribute that productSettings shows, and deletes it while unused', async () => {
    const added = await stack.query<Data>(
      `mutation ($input: UpsertAttributesInput!) { upsertAttributes(input: $input) { codes attributes { code type group localizable maxCharacters } } }`,
      { input: { attributes: [{ code: 'material', type: 'text', group: 'technical', maxCharacters: 80 }] } },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.upsertAttributes).toEqual({
      codes: ['material'],
      attributes: [{ code: 'material', type: 'text', group: 'technical', localizable: false, maxCharacters: 80 }],
    });
    expect((await settings()).attributes).toContainEqual({ code: 'material', type: 'text', group: 'technical' });
    const changed = await stack.query<Data>(`mutation { upsertAttributes(input: { attributes: [{ code: "material", type: number, group: "technical" }] }) { codes } }`);
    expect(changed.errors?.[0]?.message).toContain('"material" is a text attribute and cannot become a number one');
    const removed = await stack.query<Data>(`mutation { deleteAttribute(input: { code: "material" }) { code } }`);
    expect(removed.data!.deleteAttribute).toEqual({ code: 'material' });
    expect((await settings()).attributes.map((attribute: Data) => attribute.code)).not.toContain('material');
    const used = await stack.query<Data>(`mutation { deleteAttribute(input: { code: "color" }) { code } }`);
    expect(used.errors?.[0]?.message).toContain('attribute color is used by family');
  });

  it('adds options an upsert may then use, and deletes only an option no product has', async () => {
    const UPSERT = `mutation { upsertProduct(input: { dataType: "PRODUCT", data: { code: "SKU-0004", attributes: [{ code: "color", data: [{ value: "TEAL" }] }] } }) { code } }`;
    const before = await stack.query<Data>(UPSERT);
    expect(before.errors?.[0]?.message).toContain('unknown option "TEAL"');

    stack.emulator.resetRequests();
    const options = await stack.query<Data>(
      `mutation ($input: UpsertAttributeOptionsInput!) { upsertAttributeOptions(input: $input) { attribute attributeOptions { code options { code } } } }`,
      { input: { attribute: 'color', options: [{ code: 'TEAL', label: [{ locale: 'en_US', value: 'Teal' }] }] } },
    );
    expect(options.errors).toBeUndefined();
    expect(options.data!.upsertAttributeOptions.attributeOptions.options.map((option: Data) => option.code)).toContain('TEAL');
    expect(sent()).toEqual([
      {
        operation: 'PIMAPI/upsertAttributeOptions',
        httpMethod: 'POST',
        path: '/CALL/PIMAPI/upsertAttributeOptions/demo',
        body: { attribute: 'color', options: [{ code: 'TEAL', label: [{ locale: 'en_US', value: 'Teal' }] }] },
      },
    ]);
    expect((await stack.query<Data>(UPSERT)).errors).toBeUndefined();
    expect((await product('SKU-0004')).products[0].color).toBe('TEAL');

    const inUse = await stack.query<Data>(`mutation { deleteAttributeOption(input: { attribute: "color", code: "TEAL" }) { code } }`);
    expect(inUse.errors?.[0]?.message).toContain('option TEAL of attribute color is the value of product SKU-0004');

    const one = await stack.query<Data>(`mutation { upsertAttributeOption(input: { attribute: "color", option: { code: "PURPLE" } }) { attributeOptions { options { code } } } }`);
    expect(one.data!.upsertAttributeOption.attributeOptions.options.map((option: Data) => option.code)).toContain('PURPLE');
    const deleted = await stack.query<Data>(`mutation { deleteAttributeOption(input: { attribute: "color", code: "PURPLE" }) { attribute code } }`);
    expect(deleted.data!.deleteAttributeOption).toEqual({ attribute: 'color', code: 'PURPLE' });
    const colors = (await settings()).attributeOptions.find((list: Data) => list.code === 'color').options.map((option: Data) => option.code);
    expect(colors).toContain('TEAL');
    expect(colors).not.toContain('PURPLE');
  });
});
