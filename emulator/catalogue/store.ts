import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import { CURRENCIES } from '../currencies';
import { badRequest, EmulatorError, notFound } from '../http';
import { MAX_AMOUNT } from '../money';
import { CHANNELS, LOCALES, seedSettings, type AttributeSetting, type Family, type Label, type ProductSettings } from './settings';

export const DATA_TYPES = ['PRODUCT', 'PRODUCT_MODEL'] as const;
type DataType = (typeof DATA_TYPES)[number];

/** Statuses the emulator knows; only ACTIVE products count as enabled. */
export const STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const;

export interface AttributeValue {
  scope: string | null;
  locale: string | null;
  value: string;
}

export interface ProductAttribute {
  code: string;
  data: AttributeValue[];
}

export interface AxisValue {
  axe: string;
  value: string;
}

/** A product, product model or variant as the emulator keeps it. */
export interface ProductRecord {
  /** The product's id: its code. */
  id: string;
  dataType: DataType;
  code: string;
  sku: string;
  family: string | null;
  status: string;
  /** Derived: `status === 'ACTIVE'`. */
  enabled: boolean;
  groups: string[];
  categories: string[];
  attributes: ProductAttribute[];
  axesValues: AxisValue[];
  /** A variant's product model code. */
  parent: string | null;
  /** The family variant (its code) a product model follows, or a variant belongs to. */
  variant: string | null;
  createdAt: string;
  updatedAt: string;
  updateToken: string;
  /** The last upsert body received for this product, untouched. */
  source: Record<string, unknown>;
}

/** The upsert payload (2.1), with the inferred `parent` and `variant` of variants and models. */
export interface UpsertPayload {
  dataType: DataType;
  data: {
    code: string;
    sku?: string | undefined;
    family?: string | undefined;
    status?: string | undefined;
    groups?: string[] | undefined;
    categories?: string[] | undefined;
    attributes?: { code: string; data: { scope?: string | null | undefined; locale?: string | null | undefined; value: string }[] }[] | undefined;
    parent?: string | undefined;
    variant?: string | undefined;
  };
  axesValues?: AxisValue[] | undefined;
}

export interface UpsertResult {
  created: boolean;
  product: ProductRecord;
  meta: { createdAt: string; updatedAt: string; updateToken: string };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A price attribute value: an amount with at most two decimals and one of the service's currencies. */
const PRICE = new RegExp(`^\\d+(\\.\\d{1,2})? (${CURRENCIES.join('|')})$`);

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A category (Upsert Category, inferred): the codes products list in `categories`. */
export interface CategoryRecord {
  code: string;
  parent: string | null;
  label: Label[];
  /** The id of the image Attach Category Image attached, if any. */
  image: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An image attached to a category or to a product's image attribute (inferred), returned by Get Image. */
export interface ImageRecord {
  imageId: string;
  url: string;
  ownerType: 'CATEGORY' | 'PRODUCT_ATTRIBUTE';
  /** The category's code, or the product's. */
  owner: string;
  attribute: string | null;
  createdAt: string;
}

/** One product of a Bulk Product Upsert and what became of it. */
interface BulkItemResult {
  index: number;
  code: string | null;
  status: 'success' | 'failed';
  error: string | null;
}

/** A Bulk Product Upsert (inferred): applied at once, its outcome read by Check Batch Status. */
export interface ProductBatch {
  batchId: string;
  receivedAt: string;
  results: BulkItemResult[];
}

/** What a state file keeps of the catalogue: products, settings, categories, images and batches. */
export interface CatalogueSnapshot {
  products: ProductRecord[];
  version: number;
  /** Absent in files from before settings could change: the seed's then. */
  settings?: ProductSettings | undefined;
  categories: CategoryRecord[];
  images: ImageRecord[];
  batches: ProductBatch[];
  sequence: number;
}

/** Products, product models and variants, with the catalogue settings they are validated against. */
export class CatalogueStore {
  private readonly products = new Map<string, ProductRecord>();
  private readonly bySku = new Map<string, string>();
  private readonly categories = new Map<string, CategoryRecord>();
  private readonly images = new Map<string, ImageRecord>();
  private readonly batches = new Map<string, ProductBatch>();
  private version = 0;
  /** Ids of images and batches. */
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    readonly settings: ProductSettings = seedSettings(),
  ) {}

  /** The live records (serialize at once). */
  snapshot(): CatalogueSnapshot {
    return {
      products: [...this.products.values()],
      version: this.version,
      settings: this.settings,
      categories: [...this.categories.values()],
      images: [...this.images.values()],
      batches: [...this.batches.values()],
      sequence: this.sequence,
    };
  }

  /** Fills an empty store from a snapshot. */
  restore(snapshot: CatalogueSnapshot): void {
    for (const product of snapshot.products) {
      this.products.set(product.code, product);
      this.bySku.set(product.sku, product.code);
    }
    this.version = snapshot.version;
    if (snapshot.settings) Object.assign(this.settings, snapshot.settings);
    for (const category of snapshot.categories) this.categories.set(category.code, category);
    for (const image of snapshot.images) this.images.set(image.imageId, image);
    for (const batch of snapshot.batches) this.batches.set(batch.batchId, batch);
    this.sequence = snapshot.sequence;
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(6, '0')}`;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Upsert Category (inferred): a new category, or new labels and parent for an existing one (its image stays). */
  upsertCategory(input: { code: string; parent?: string | undefined; label?: Label[] | undefined }, at = this.now()): CategoryRecord {
    const parent = input.parent ?? null;
    if (parent !== null && !this.categories.has(parent)) throw badRequest(`parent: unknown category "${parent}"`);
    // A tree, never a cycle: walking up from the new parent must not reach the category itself.
    for (let ancestor: string | null = parent; ancestor !== null; ancestor = this.categories.get(ancestor)?.parent ?? null) {
      if (ancestor === input.code) {
        throw badRequest(parent === input.code ? 'parent: a category cannot be its own parent' : `parent: "${parent}" is below "${input.code}", which would make a cycle`);
      }
    }
    const existing = this.categories.get(input.code);
    const stamp = at;
    const category: CategoryRecord = {
      code: input.code,
      parent,
      label: input.label ?? existing?.label ?? [],
      image: existing?.image ?? null,
      createdAt: existing?.createdAt ?? stamp,
      updatedAt: stamp,
    };
    this.categories.set(category.code, category);
    return category;
  }

  /** Attach Category Image (inferred): the category's image is a new image record. */
  attachCategoryImage(categoryCode: string, url: string): ImageRecord {
    const category = this.categories.get(categoryCode);
    if (!category) throw notFound(`category ${categoryCode} not found`);
    const image = this.addImage({ url, ownerType: 'CATEGORY', owner: categoryCode, attribute: null });
    category.image = image.imageId;
    category.updatedAt = image.createdAt;
    return image;
  }

  /**
   * Attach Product Attribute Image (inferred): the image's URL becomes the product's value of an
   * image attribute, checked as an upsert checks it (the attribute must be the family's).
   */
  attachProductAttributeImage(input: { code: string; attribute: string; url: string; scope?: string | undefined; locale?: string | undefined }): ImageRecord {
    const product = this.products.get(input.code);
    if (!product) throw notFound(`product ${input.code} not found`);
    const setting = this.attributeSetting(input.attribute);
    if (!setting) throw badRequest(`attribute: unknown attribute "${input.attribute}"`);
    if (setting.type !== 'image') throw badRequest(`attribute: "${input.attribute}" is a ${setting.type} attribute, not an image attribute`);
    this.upsert({
      dataType: product.dataType,
      data: { code: product.code, attributes: [{ code: input.attribute, data: [{ scope: input.scope ?? null, locale: input.locale ?? null, value: input.url }] }] },
    });
    return this.addImage({ url: input.url, ownerType: 'PRODUCT_ATTRIBUTE', owner: product.code, attribute: input.attribute });
  }

  private addImage(fields: Omit<ImageRecord, 'imageId' | 'createdAt'>): ImageRecord {
    const image: ImageRecord = { ...fields, imageId: this.nextId('img'), createdAt: this.now() };
    this.images.set(image.imageId, image);
    return image;
  }

  /** Get Image (inferred). */
  image(imageId: string): ImageRecord {
    const image = this.images.get(imageId);
    if (!image) throw notFound(`image ${imageId} not found`);
    return image;
  }

  /**
   * Bulk Product Upsert (inferred): each product is upserted on its own, in order; one the catalogue
   * refuses is that product's failed result. The batch is complete at once.
   */
  bulkUpsert(payloads: readonly UpsertPayload[]): ProductBatch {
    const results = payloads.map((payload, index): BulkItemResult => {
      try {
        this.upsert(payload);
        return { index, code: payload.data.code, status: 'success', error: null };
      } catch (error) {
        if (error instanceof EmulatorError) return { index, code: payload.data.code, status: 'failed', error: error.message };
        throw error;
      }
    });
    const batch: ProductBatch = { batchId: this.nextId('pim-batch'), receivedAt: this.now(), results };
    this.batches.set(batch.batchId, batch);
    return batch;
  }

  /** Check Batch Status (PIM, inferred). */
  batch(batchId: string): ProductBatch {
    const batch = this.batches.get(batchId);
    if (!batch) throw notFound(`batch ${batchId} not found`);
    return batch;
  }

  /**
   * Delete Product (inferred): the product leaves every listing and lookup by sku. A product model
   * with variants is refused (delete the variants first).
   */
  deleteProduct(code: string): ProductRecord {
    const product = this.products.get(code);
    if (!product) throw notFound(`product ${code} not found`);
    const variants = this.all().filter((candidate) => candidate.parent === code);
    if (variants.length > 0) throw badRequest(`product model ${code} still has variants: ${variants.map((variant) => variant.code).join(', ')}`);
    this.products.delete(code);
    this.bySku.delete(product.sku);
    this.version += 1;
    return product;
  }

  /**
   * Upsert Attributes (inferred): adds attributes, or updates them; an attribute's type cannot
   * change. getProductSettings shows them at once and upserts validate against them.
   */
  upsertAttributes(attributes: readonly AttributeSetting[]): AttributeSetting[] {
    for (const attribute of attributes) {
      const existing = this.attributeSetting(attribute.code);
      if (existing && existing.type !== attribute.type) {
        throw badRequest(`attributes: "${attribute.code}" is a ${existing.type} attribute and cannot become a ${attribute.type} one`);
      }
    }
    for (const attribute of attributes) {
      const index = this.settings.attributes.findIndex((candidate) => candidate.code === attribute.code);
      if (index >= 0) this.settings.attributes[index] = attribute;
      else this.settings.attributes.push(attribute);
    }
    return [...attributes];
  }

  /** Delete Attribute (inferred): only an attribute no family lists and no product has a value of. */
  deleteAttribute(code: string): void {
    if (!this.attributeSetting(code)) throw notFound(`attribute ${code} not found`);
    const families = this.settings.families.filter((family) => family.attributes.some((entry) => entry.attribute === code));
    if (families.length > 0) throw badRequest(`attribute ${code} is used by family ${families.map((family) => family.code).join(', ')}`);
    const product = this.all().find((candidate) => candidate.attributes.some((attribute) => attribute.code === code));
    if (product) throw badRequest(`attribute ${code} has values on product ${product.code}`);
    this.settings.attributes = this.settings.attributes.filter((attribute) => attribute.code !== code);
    this.settings.attributeOptions = this.settings.attributeOptions.filter((list) => list.code !== code);
  }

  /** Upsert Attribute Option(s) (inferred): options of a select attribute, added or relabeled. */
  upsertAttributeOptions(attribute: string, options: readonly { code: string; label: Label[] }[]): { code: string; options: { code: string; label: Label[] }[] } {
    const setting = this.attributeSetting(attribute);
    if (!setting) throw notFound(`attribute ${attribute} not found`);
    if (setting.type !== 'simpleselect' && setting.type !== 'multiselect') throw badRequest(`attribute ${attribute} is a ${setting.type} attribute and has no options`);
    let list = this.settings.attributeOptions.find((entry) => entry.code === attribute);
    if (!list) {
      list = { code: attribute, options: [] };
      this.settings.attributeOptions.push(list);
    }
    for (const option of options) {
      const index = list.options.findIndex((candidate) => candidate.code === option.code);
      if (index >= 0) list.options[index] = { ...option };
      else list.options.push({ ...option });
    }
    return list;
  }

  /** Delete Attribute Option (inferred): only an option no product has as a value. */
  deleteAttributeOption(attribute: string, code: string): void {
    const list = this.settings.attributeOptions.find((entry) => entry.code === attribute);
    if (!list?.options.some((option) => option.code === code)) throw notFound(`option ${code} of attribute ${attribute} not found`);
    const product = this.all().find((candidate) =>
      candidate.attributes.some(
        (value) => value.code === attribute && value.data.some((entry) => entry.value.split(',').map((part) => part.trim()).includes(code)),
      ),
    );
    if (product) throw badRequest(`option ${code} of attribute ${attribute} is the value of product ${product.code}`);
    list.options = list.options.filter((option) => option.code !== code);
  }

  /** Whether a product, model or variant with this sku exists (for other areas' emulators). */
  hasSku(sku: string): boolean {
    return this.bySku.has(sku);
  }

  /** The product record with this sku, if any (for other areas' emulators). */
  findBySku(sku: string): ProductRecord | undefined {
    const code = this.bySku.get(sku);
    return code === undefined ? undefined : this.products.get(code);
  }

  findByCode(code: string): ProductRecord | undefined {
    return this.products.get(code);
  }

  all(): ProductRecord[] {
    return [...this.products.values()];
  }

  get size(): number {
    return this.products.size;
  }

  private attributeSetting(code: string): AttributeSetting | undefined {
    return this.settings.attributes.find((attribute) => attribute.code === code);
  }

  private family(code: string): Family | undefined {
    return this.settings.families.find((family) => family.code === code);
  }

  private optionCodes(attribute: string): Set<string> {
    const list = this.settings.attributeOptions.find((entry) => entry.code === attribute);
    return new Set(list?.options.map((option) => option.code) ?? []);
  }

  /**
   * Adds the product when no product has `data.code`, updates it otherwise. Every value is checked
   * against the settings first; the first problem is a 400 naming the field or attribute.
   */
  upsert(payload: UpsertPayload, now = this.clock.now().toISOString()): UpsertResult {
    const { data } = payload;
    const existing = this.products.get(data.code);
    if (existing && existing.dataType !== payload.dataType) {
      throw badRequest(`dataType: product ${data.code} is a ${existing.dataType} and cannot become a ${payload.dataType}`);
    }
    const sku = data.sku ?? existing?.sku ?? data.code;
    const owner = this.bySku.get(sku);
    if (owner !== undefined && owner !== data.code) {
      throw badRequest(`data.sku: ${sku} is already the sku of product ${owner}`);
    }
    const familyCode = data.family ?? existing?.family ?? null;
    const family = familyCode === null ? undefined : this.family(familyCode);
    if (familyCode !== null && !family) throw badRequest(`data.family: unknown family "${familyCode}"`);
    if (data.status !== undefined && !(STATUSES as readonly string[]).includes(data.status)) {
      throw badRequest(`data.status: unknown status "${data.status}" (one of ${STATUSES.join(', ')})`);
    }
    for (const group of data.groups ?? []) {
      if (!this.settings.groups.some((candidate) => candidate.code === group)) {
        throw badRequest(`data.groups: unknown group "${group}"`);
      }
    }

    const attributes = this.mergeAttributes(existing?.attributes ?? [], data.attributes ?? [], family, data.code);
    const { parent, variant, axesValues } = this.checkVariant(payload, existing, family);

    const next: ProductRecord = {
      id: data.code,
      dataType: payload.dataType,
      code: data.code,
      sku,
      family: familyCode,
      status: data.status ?? existing?.status ?? 'DRAFT',
      enabled: false,
      groups: data.groups ?? existing?.groups ?? [],
      categories: data.categories ?? existing?.categories ?? [],
      attributes,
      axesValues,
      parent,
      variant,
      createdAt: existing?.createdAt ?? now,
      updatedAt: existing?.updatedAt ?? now,
      updateToken: existing?.updateToken ?? '',
      source: { ...structuredClone(payload) },
    };
    next.enabled = next.status === 'ACTIVE';
    const changed = !existing || JSON.stringify(comparable(existing)) !== JSON.stringify(comparable(next));
    if (changed) {
      this.version += 1;
      next.updatedAt = now;
      next.updateToken = createHash('sha256').update(`${data.code}:${this.version}:${now}`).digest('hex').slice(0, 20);
    }
    if (existing && existing.sku !== sku) this.bySku.delete(existing.sku);
    this.products.set(data.code, next);
    this.bySku.set(sku, data.code);
    return {
      created: !existing,
      product: next,
      meta: { createdAt: next.createdAt, updatedAt: next.updatedAt, updateToken: next.updateToken },
    };
  }

  /** Given values replace the stored value of the same attribute, scope and locale; others stay. */
  private mergeAttributes(
    current: ProductAttribute[],
    given: NonNullable<UpsertPayload['data']['attributes']>,
    family: Family | undefined,
    code: string,
  ): ProductAttribute[] {
    const merged = new Map(current.map((attribute) => [attribute.code, attribute.data.map((value) => ({ ...value }))]));
    const seen = new Set<string>();
    for (const attribute of given) {
      if (seen.has(attribute.code)) throw badRequest(`attribute "${attribute.code}": given twice`);
      seen.add(attribute.code);
      const setting = this.attributeSetting(attribute.code);
      if (!setting) throw badRequest(`attribute "${attribute.code}": unknown attribute`);
      if (family && !family.attributes.some((entry) => entry.attribute === attribute.code)) {
        throw badRequest(`attribute "${attribute.code}": not an attribute of family "${family.code}"`);
      }
      const values = merged.get(attribute.code) ?? [];
      const keys = new Set<string>();
      for (const raw of attribute.data) {
        const value: AttributeValue = { scope: blankToNull(raw.scope), locale: blankToNull(raw.locale), value: raw.value };
        this.checkValue(setting, value, code);
        const key = `${value.scope ?? ''}|${value.locale ?? ''}`;
        if (keys.has(key)) {
          throw badRequest(`attribute "${setting.code}": two values for scope ${value.scope ?? '(none)'} and locale ${value.locale ?? '(none)'}`);
        }
        keys.add(key);
        const index = values.findIndex((old) => old.scope === value.scope && old.locale === value.locale);
        if (index >= 0) values[index] = value;
        else values.push(value);
      }
      merged.set(attribute.code, values);
    }
    return [...merged.entries()].map(([attributeCode, data]) => ({ code: attributeCode, data }));
  }

  private checkValue(setting: AttributeSetting, { scope, locale, value }: AttributeValue, code: string): void {
    const name = `attribute "${setting.code}"`;
    if (setting.localizable) {
      if (locale === null) throw badRequest(`${name}: localizable, so every value needs a locale`);
      if (!(LOCALES as readonly string[]).includes(locale)) throw badRequest(`${name}: unknown locale "${locale}"`);
      if (setting.isLocaleSpecific && !setting.availableLocales.includes(locale)) {
        throw badRequest(`${name}: locale "${locale}" is not one of its available locales (${setting.availableLocales.join(', ')})`);
      }
    } else if (locale !== null) {
      throw badRequest(`${name}: not localizable, so no locale may be given (got "${locale}")`);
    }
    if (setting.scopable) {
      if (scope === null) throw badRequest(`${name}: scopable, so every value needs a scope`);
      if (!(CHANNELS as readonly string[]).includes(scope)) throw badRequest(`${name}: unknown scope "${scope}"`);
    } else if (scope !== null) {
      throw badRequest(`${name}: not scopable, so no scope may be given (got "${scope}")`);
    }
    if (setting.maxCharacters !== null && value.length > setting.maxCharacters) {
      throw badRequest(`${name}: value is ${value.length} characters long, more than maxCharacters ${setting.maxCharacters}`);
    }
    switch (setting.validationRule) {
      case 'regexp':
        if (!new RegExp(setting.validationRegexp).test(value)) {
          throw badRequest(`${name}: value "${value}" does not match validationRegexp ${setting.validationRegexp}`);
        }
        break;
      case 'url':
        if (!isUrl(value)) throw badRequest(`${name}: value "${value}" is not an http(s) URL (validationRule url)`);
        break;
      case 'email':
        if (!EMAIL.test(value)) throw badRequest(`${name}: value "${value}" is not an e-mail address (validationRule email)`);
        break;
    }
    switch (setting.type) {
      case 'number':
        if (value.trim() === '' || !Number.isFinite(Number(value))) throw badRequest(`${name}: value "${value}" is not a number`);
        break;
      case 'boolean':
        if (value !== 'true' && value !== 'false') throw badRequest(`${name}: value "${value}" must be "true" or "false"`);
        break;
      case 'date':
        if (!isCalendarDate(value)) throw badRequest(`${name}: value "${value}" is not a date (YYYY-MM-DD)`);
        break;
      case 'price':
        if (!PRICE.test(value)) throw badRequest(`${name}: value "${value}" is not a price such as "19.99 EURO" (currencies: ${CURRENCIES.join(', ')})`);
        // The same bound as every other amount: past it a price is not exact to the cent as a number.
        if (Number.parseFloat(value) > MAX_AMOUNT) throw badRequest(`${name}: value "${value}" must be at most ${MAX_AMOUNT}`);
        break;
      case 'simpleselect':
        if (!this.optionCodes(setting.code).has(value)) throw badRequest(`${name}: unknown option "${value}"`);
        break;
      case 'multiselect': {
        const known = this.optionCodes(setting.code);
        for (const option of value.split(',').map((part) => part.trim())) {
          if (!known.has(option)) throw badRequest(`${name}: unknown option "${option}"`);
        }
        break;
      }
      default:
        break;
    }
    if (setting.isUnique) {
      for (const product of this.products.values()) {
        if (product.code === code) continue;
        const clash = product.attributes.find((attribute) => attribute.code === setting.code)?.data.some((other) => other.value === value);
        if (clash) throw badRequest(`${name}: value "${value}" is already used by product ${product.code} (isUnique)`);
      }
    }
  }

  /** A model names its family variant; a variant's axes must be exactly those of its family variant. */
  private checkVariant(
    payload: UpsertPayload,
    existing: ProductRecord | undefined,
    family: Family | undefined,
  ): { parent: string | null; variant: string | null; axesValues: AxisValue[] } {
    const { data } = payload;
    const axesValues = payload.axesValues ?? existing?.axesValues ?? [];
    if (payload.dataType === 'PRODUCT_MODEL') {
      if (axesValues.length > 0) throw badRequest('axesValues: a product model takes no axes values; its variants do');
      if (data.parent !== undefined) throw badRequest('data.parent: a product model has no parent');
      const variantCode = data.variant ?? existing?.variant ?? null;
      if (variantCode !== null) {
        if (!family) throw badRequest(`data.variant: variant "${variantCode}" needs a family`);
        if (!family.variants.some((variant) => variant.code === variantCode)) {
          throw badRequest(`data.variant: family "${family.code}" has no variant "${variantCode}"`);
        }
      }
      return { parent: null, variant: variantCode, axesValues: [] };
    }
    const parentCode = data.parent ?? existing?.parent ?? null;
    if (axesValues.length === 0) {
      if (parentCode !== null) throw badRequest(`axesValues: a variant of product model ${parentCode} needs a value for each axis`);
      return { parent: null, variant: null, axesValues: [] };
    }
    if (!family) throw badRequest('axesValues: a product with axes values needs a family with variants');
    const given = new Set<string>();
    for (const { axe, value } of axesValues) {
      if (given.has(axe)) throw badRequest(`axesValues: axis ${axe} is given twice`);
      given.add(axe);
      const setting = this.attributeSetting(axe);
      if (!setting) throw badRequest(`axesValues: unknown axis attribute "${axe}"`);
      if (setting.type === 'simpleselect' && !this.optionCodes(axe).has(value)) {
        throw badRequest(`axesValues: "${value}" is not an option of axis ${axe}`);
      }
    }
    const sameAxes = (axes: string[]) => axes.length === given.size && axes.every((axe) => given.has(axe));
    const list = (axes: Iterable<string>) => [...axes].join(', ');
    let variantCode: string;
    if (parentCode !== null) {
      const parent = this.products.get(parentCode);
      if (!parent || parent.dataType !== 'PRODUCT_MODEL') throw badRequest(`data.parent: no product model "${parentCode}"`);
      if (parent.family !== family.code) {
        throw badRequest(`data.parent: product model ${parentCode} is of family "${parent.family ?? '(none)'}", not "${family.code}"`);
      }
      const variant = family.variants.find((candidate) => candidate.code === parent.variant);
      if (!variant) throw badRequest(`data.parent: product model ${parentCode} names no variant of family "${family.code}"`);
      if (!sameAxes(variant.axes)) {
        throw badRequest(`axesValues: axes (${list(given)}) do not match the axes of variant ${variant.code} (${list(variant.axes)})`);
      }
      const key = axisKey(axesValues);
      for (const sibling of this.products.values()) {
        if (sibling.parent === parentCode && sibling.code !== data.code && axisKey(sibling.axesValues) === key) {
          throw badRequest(`axesValues: product ${sibling.code} already has these axes values under product model ${parentCode}`);
        }
      }
      variantCode = variant.code;
    } else {
      const variant = family.variants.find((candidate) => sameAxes(candidate.axes));
      if (!variant) {
        const expected = family.variants.map((candidate) => `${candidate.code}: ${list(candidate.axes)}`).join('; ') || 'none';
        throw badRequest(`axesValues: axes (${list(given)}) match no variant of family "${family.code}" (${expected})`);
      }
      variantCode = variant.code;
    }
    return { parent: parentCode, variant: variantCode, axesValues: axesValues.map(({ axe, value }) => ({ axe, value })) };
  }
}

function axisKey(axesValues: AxisValue[]): string {
  return [...axesValues]
    .sort((a, b) => (a.axe < b.axe ? -1 : 1))
    .map(({ axe, value }) => `${axe}=${value}`)
    .join('&');
}

/** What counts as a change: everything but the timestamps, token and source. */
function comparable(product: ProductRecord) {
  const { updatedAt: _updatedAt, updateToken: _updateToken, source: _source, createdAt: _createdAt, ...rest } = product;
  return rest;
}
