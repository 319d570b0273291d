import { z } from 'zod';
import { lenient, lenientInt, lenientList, lenientObject, lenientTimestamp } from '../shared/tolerant';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = lenient(z.string());
const bool = lenient(z.boolean());
const int = lenientInt();
const timestamp = lenientTimestamp();
const strings = lenientList(z.string());
/** A label entry without its locale or its text says nothing and is left out. */
const label = lenientList(z.object({ locale: z.string(), value: z.string() }));

/**
 * A product as the emulator's getProducts returns it (emulator/README.md, Catalogue): the document
 * shows no response shape, so every field is read when it has the expected type and is null
 * otherwise. The sku is the Product entity's key: a record without one cannot be a Product.
 */
const productSchema = z.object({
  sku: z.string(),
  id: str,
  dataType: str,
  code: str,
  family: str,
  status: str,
  enabled: bool,
  groups: strings,
  categories: strings,
  attributes: lenientList(
    z.object({
      code: z.string(),
      data: lenientList(z.object({ scope: str, locale: str, value: str })),
    }),
  ),
  axesValues: lenientList(z.object({ axe: z.string(), value: z.string() })),
  parent: str,
  variant: str,
  createdAt: timestamp,
  updatedAt: timestamp,
  updateToken: str,
  source: lenientObject(),
});
export type ProductRecord = z.output<typeof productSchema>;

/**
 * getProducts in the emulator's shape, read from any JSON body: products without a sku are left out
 * (they stay in `raw`), counts the body does not carry are null (the page's size is counted), and the
 * body itself is `raw`.
 */
const productPage = z.unknown().transform((raw) => {
  const page = z
    .object({ total: int, pageFrom: int, pageSize: int, size: int, products: lenientList(productSchema) })
    .catch({ total: null, pageFrom: null, pageSize: null, size: null, products: [] })
    .parse(raw);
  return { ...page, size: page.size ?? page.products.length, raw };
});
export type ProductPage = z.output<typeof productPage>;

/**
 * Elements whose fields the document leaves open (2.2: group types, groups): the emulator's fields
 * typed, and each element as the service sent it as `raw`.
 */
const openElements = <S extends z.ZodType<object>>(typed: S) =>
  lenientList(z.record(z.string(), z.unknown()).transform((raw) => ({ ...typed.parse(raw), raw })));

/**
 * getProductSettings (2.2). The document shows the shape but not which fields are always there, so
 * every field may be missing or null: lists read as empty, other fields as null. An element without
 * its code (the only thing that names it) is left out.
 */
const settingsSchema = z
  .object({
    productSettings: z
      .object({
        attributes: lenientList(
          z.object({
            code: z.string(),
            type: str,
            group: str,
            availableLocales: strings,
            isLocaleSpecific: bool,
            localizable: bool,
            scopable: bool,
            isUnique: bool,
            label,
            maxCharacters: int,
            validationRegexp: str,
            validationRule: str,
          }),
        ),
        attributeOptions: lenientList(
          z.object({ code: z.string(), options: lenientList(z.object({ code: z.string(), label })) }),
        ),
        families: lenientList(
          z.object({
            code: z.string(),
            label,
            attributeAsLabel: str,
            attributeAsImage: str,
            attributes: lenientList(z.object({ attribute: z.string(), requiredChannels: strings })),
            variants: lenientList(z.object({ code: z.string(), label, axes: strings, attributes: strings })),
          }),
        ),
        attributeGroups: lenientList(z.object({ code: z.string(), label })),
        groupTypes: openElements(z.object({ code: str, isVariant: bool, label })),
        groups: openElements(z.object({ code: str, type: str, label })),
      })
      .catch(() => ({ attributes: [], attributeOptions: [], families: [], attributeGroups: [], groupTypes: [], groups: [] })),
  })
  .catch(() => ({
    productSettings: { attributes: [], attributeOptions: [], families: [], attributeGroups: [], groupTypes: [], groups: [] },
  }));
export type ProductSettingsRecord = z.output<typeof settingsSchema>['productSettings'];

const noMeta = () => ({ createdAt: null, updatedAt: null, updateToken: null });

/** The upsert's `meta` (2.1): its 2xx acknowledges the write, so an answer without it is no failure. */
const upsertResult = z
  .object({ meta: z.object({ createdAt: timestamp, updatedAt: timestamp, updateToken: str }).catch(noMeta) })
  .catch(() => ({ meta: noMeta() }));
export type UpsertResult = z.output<typeof upsertResult>;

/** One method per PIM operation of the service (4.1). */
export class CatalogueDataSource {
  constructor(private readonly scope: RequestScope) {}

  private call<T>(spec: OperationSpec, body: object | undefined, response: z.ZodType<T>) {
    return this.scope.client.call(spec, {
      apiKey: this.scope.apiKey,
      body: body === undefined ? undefined : toServiceBody(body),
      response,
    });
  }

  upsertProduct(input: object): Promise<UpsertResult> {
    return this.call(OPERATIONS.upsertProduct, input, upsertResult);
  }

  getProducts(input: object): Promise<ProductPage> {
    return this.call(OPERATIONS.getProducts, input, productPage);
  }

  async getProductSettings(): Promise<ProductSettingsRecord> {
    return (await this.call(OPERATIONS.getProductSettings, undefined, settingsSchema)).productSettings;
  }
}
