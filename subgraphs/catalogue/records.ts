import { z } from 'zod';
import { lenient, lenientInt, lenientList, lenientObject, lenientTimestamp } from '../shared/tolerant';

/*
 * The service's catalogue records as the facade reads them (tolerant zod readers), and their types:
 * what models.ts, the loaders and the resolvers are typed by. The rows (operations.ts) read their
 * answers with these. Imports point one way (generated types → models.ts → records.ts, and
 * operations.ts → records.ts), so this module imports neither the rows nor the generated types.
 */

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
export const productSchema = z.object({
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
export const attributeSettingSchema = z.object({
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
});
export const optionListSchema = z.object({ code: z.string(), options: lenientList(z.object({ code: z.string(), label })) });

export const settingsSchema = z
  .object({
    productSettings: z
      .object({
        attributes: lenientList(attributeSettingSchema),
        attributeOptions: lenientList(optionListSchema),
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
export const upsertResult = z
  .object({ meta: z.object({ createdAt: timestamp, updatedAt: timestamp, updateToken: str }).catch(noMeta) })
  .catch(() => ({ meta: noMeta() }));
export type UpsertResult = z.output<typeof upsertResult>;

/** A category as Upsert Category answers it (inferred); `image` is the id of its image. */
export const categorySchema = z.object({
  code: str,
  parent: str,
  label,
  image: str,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CategoryRecord = z.output<typeof categorySchema>;
