import type { Clock } from '../clock';
import { badRequest, notFound } from '../http';
import { fromMinor, toMinor } from '../money';

/** A talking product (2.8) as stored: the price in minor units. */
export interface TalkingProductRecord {
  sku: string;
  name: string;
  categories: unknown[];
  brand: string;
  description: string;
  stock: number;
  priceMinor: number;
  image: string;
  groupIds: unknown[];
  additionalData: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** The fields a create or update may carry; all but `sku` optional. */
export interface TalkingProductChanges {
  sku: string;
  name?: string | undefined;
  categories?: unknown[] | undefined;
  brand?: string | undefined;
  description?: string | undefined;
  stock?: number | undefined;
  price?: number | undefined;
  image?: string | undefined;
  groupIds?: unknown[] | undefined;
  /** Merged key by key into the stored fields; a key given as null is removed. */
  additionalData?: Record<string, unknown> | undefined;
}

/** What a state file keeps of talking products: the records in insertion order. */
export interface TalkingProductSnapshot {
  products: TalkingProductRecord[];
}

/** The talking products module's records, keyed by sku, in insertion order. */
export class TalkingProductStore {
  private readonly products = new Map<string, TalkingProductRecord>();

  constructor(private readonly clock: Clock) {}

  /** The live records (serialize at once). */
  snapshot(): TalkingProductSnapshot {
    return { products: this.all() };
  }

  /** Fills an empty store from a snapshot. */
  restore(snapshot: TalkingProductSnapshot): void {
    for (const product of snapshot.products) this.products.set(product.sku, product);
  }

  all(): TalkingProductRecord[] {
    return [...this.products.values()];
  }

  find(sku: string): TalkingProductRecord | undefined {
    return this.products.get(sku);
  }

  require(sku: string): TalkingProductRecord {
    const product = this.products.get(sku);
    if (!product) throw notFound(`talking product ${sku} not found`);
    return product;
  }

  create(changes: TalkingProductChanges, at = this.clock.now().toISOString()): TalkingProductRecord {
    if (this.products.has(changes.sku)) throw badRequest(`talking product ${changes.sku} already exists`);
    const product: TalkingProductRecord = {
      sku: changes.sku,
      name: '',
      categories: [],
      brand: '',
      description: '',
      stock: 0,
      priceMinor: 0,
      image: '',
      groupIds: [],
      additionalData: {},
      createdAt: at,
      updatedAt: at,
    };
    this.products.set(product.sku, product);
    this.apply(product, changes, at);
    return product;
  }

  update(changes: TalkingProductChanges): TalkingProductRecord {
    const product = this.require(changes.sku);
    this.apply(product, changes, this.clock.now().toISOString());
    return product;
  }

  delete(sku: string): void {
    this.require(sku);
    this.products.delete(sku);
  }

  private apply(product: TalkingProductRecord, changes: TalkingProductChanges, at: string): void {
    const { sku: _sku, price, additionalData, ...fields } = changes;
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(product, { [field]: value });
    }
    if (price !== undefined) product.priceMinor = toMinor(price);
    if (additionalData) {
      const merged = { ...product.additionalData };
      for (const [key, value] of Object.entries(additionalData)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      product.additionalData = merged;
    }
    product.updatedAt = at;
  }
}

/** A record as the service returns it (2.8, plus createdAt and updatedAt). */
export function talkingProductView(product: TalkingProductRecord) {
  return {
    sku: product.sku,
    name: product.name,
    categories: [...product.categories],
    brand: product.brand,
    description: product.description,
    stock: product.stock,
    price: fromMinor(product.priceMinor),
    image: product.image,
    groupIds: [...product.groupIds],
    additionalData: { ...product.additionalData },
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
