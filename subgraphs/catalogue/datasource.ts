import { z } from 'zod';
import { OPERATIONS, type OperationSpec } from '../shared/operations';
import type { RequestScope } from '../shared/subgraph';
import { toServiceBody } from '../shared/validation';

const str = z.string().nullish();
const strings = z.array(z.string()).nullish();
const label = z.array(z.object({ locale: z.string(), value: z.string() })).nullish();

/** A product as getProducts returns it (the emulator's documented shape); only the sku is required. */
const productSchema = z.object({
  sku: z.string(),
  id: str,
  dataType: str,
  code: str,
  family: str,
  status: str,
  enabled: z.boolean().nullish(),
  groups: strings,
  categories: strings,
  attributes: z
    .array(z.object({ code: z.string(), data: z.array(z.object({ scope: str, locale: str, value: str })) }))
    .nullish(),
  axesValues: z.array(z.object({ axe: z.string(), value: z.string() })).nullish(),
  parent: str,
  variant: str,
  createdAt: str,
  updatedAt: str,
  updateToken: str,
  source: z.record(z.string(), z.unknown()).nullish(),
});
export type ProductRecord = z.infer<typeof productSchema>;

const pageSchema = z.object({
  total: z.number(),
  pageFrom: z.number(),
  pageSize: z.number(),
  size: z.number(),
  products: z.array(productSchema),
});

/** The typed page plus the untouched body: the document does not show getProducts' response. */
const productPage = z.unknown().transform((raw, context) => {
  const parsed = pageSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { ...parsed.data, raw };
});
export type ProductPage = z.infer<typeof productPage>;

const settingsSchema = z.object({
  productSettings: z.object({
    attributes: z.array(
      z.object({
        code: z.string(),
        type: str,
        group: str,
        availableLocales: strings,
        isLocaleSpecific: z.boolean().nullish(),
        localizable: z.boolean().nullish(),
        scopable: z.boolean().nullish(),
        isUnique: z.boolean().nullish(),
        label,
        maxCharacters: z.number().nullish(),
        validationRegexp: str,
        validationRule: str,
      }),
    ),
    attributeOptions: z.array(
      z.object({ code: z.string(), options: z.array(z.object({ code: z.string(), label })) }),
    ),
    families: z.array(
      z.object({
        code: z.string(),
        label,
        attributeAsLabel: str,
        attributeAsImage: str,
        attributes: z.array(z.object({ attribute: z.string(), requiredChannels: strings })).nullish(),
        variants: z
          .array(z.object({ code: z.string(), label, axes: strings, attributes: strings }))
          .nullish(),
      }),
    ),
    attributeGroups: z.array(z.object({ code: z.string(), label })),
    // Element fields the document leaves open: the known ones typed, every other one kept.
    groupTypes: z.array(z.looseObject({ code: str, isVariant: z.boolean().nullish(), label })),
    groups: z.array(z.looseObject({ code: str, type: str, label })),
  }),
});
export type ProductSettingsRecord = z.infer<typeof settingsSchema>['productSettings'];

const upsertResult = z.object({ meta: z.object({ createdAt: str, updatedAt: str, updateToken: str }) });
export type UpsertResult = z.infer<typeof upsertResult>;

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
