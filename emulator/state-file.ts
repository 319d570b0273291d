import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { DatasetSnapshot } from './catalogue/datasets';
import type { CatalogueSnapshot } from './catalogue/store';
import type { LoyaltySnapshot } from './loyalty/store';
import type { MerchantSnapshot } from './merchant/store';
import type { PromotionSnapshot } from './promotions/store';
import type { EmulatorState } from './server';
import type { TalkingProductSnapshot } from './talking-products/store';
import type { WalletSnapshot } from './wallets/store';

export const STATE_VERSION = 1;
/** A change is written this long after it, so a burst of requests costs one write. */
export const STATE_WRITE_DELAY_MS = 200;

/** Everything the operations change, per area, with the id counters; configuration stays in the code. */
export interface EmulatorSnapshot {
  version: typeof STATE_VERSION;
  projectId: string;
  catalogue: CatalogueSnapshot;
  datasets: DatasetSnapshot;
  wallets: WalletSnapshot;
  loyalty: LoyaltySnapshot;
  promotions: PromotionSnapshot;
  merchant: MerchantSnapshot;
  talkingProducts: TalkingProductSnapshot;
}

/** A state file that cannot be used; the message names EMULATOR_STATE_FILE and the path. */
export class StateFileError extends Error {}

const records = z.array(z.looseObject({}));
const counter = z.number().int().min(0);
const entries = <T extends z.ZodType>(value: T) => z.array(z.tuple([z.string(), value]));
const envelope = z.looseObject({
  version: z.literal(STATE_VERSION),
  projectId: z.string(),
  catalogue: z.looseObject({
    products: records,
    version: counter,
    settings: z.looseObject({}).optional(),
    categories: records.default([]),
    images: records.default([]),
    batches: records.default([]),
    sequence: counter.default(0),
  }),
  // Parts added after version 1 default to empty, so older files still read.
  datasets: z.looseObject({ datasets: records, values: records }).default({ datasets: [], values: [] }),
  wallets: z.looseObject({ wallets: records.default([]), accounts: records, transactions: records, accountSeq: counter, transactionSeq: counter }),
  loyalty: z.looseObject({ events: records, sequence: counter, segments: records.default([]), transactions: records.default([]) }),
  promotions: z.looseObject({ promotions: records.default([]), transactions: records, couponHolders: z.record(z.string(), z.array(z.string())), sequence: counter }),
  merchant: z.looseObject({
    batches: records,
    stock: entries(z.number()),
    prices: entries(z.number()),
    productIds: entries(z.string()),
    history: records,
    batchSeq: counter,
    recordSeq: counter,
    reserved: entries(z.number()).default([]),
    reservations: records.default([]),
    reservationSeq: counter.default(0),
    exports: records.default([]),
    exportSeq: counter.default(0),
    globalProducts: records.default([]),
  }),
  talkingProducts: z.looseObject({ products: records }),
});

export function snapshotOf(state: EmulatorState, projectId: string): EmulatorSnapshot {
  return {
    version: STATE_VERSION,
    projectId,
    catalogue: state.catalogue.snapshot(),
    datasets: state.datasets.snapshot(),
    wallets: state.wallets.snapshot(),
    loyalty: state.loyalty.snapshot(),
    promotions: state.promotions.snapshot(),
    merchant: state.merchant.snapshot(),
    talkingProducts: state.talkingProducts.snapshot(),
  };
}

/**
 * `EMULATOR_STATE_FILE`: the emulator's state as JSON on disk. Written whole to a temporary file that
 * is then renamed over the old one, so a reader (or a crash) never sees half a file.
 */
export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private written = '';

  constructor(
    readonly path: string,
    private readonly snapshot: () => EmulatorSnapshot,
  ) {}

  /** The snapshot kept at `path`, or undefined when there is no file yet. */
  static async read(path: string, projectId: string): Promise<EmulatorSnapshot | undefined> {
    const where = `EMULATOR_STATE_FILE ${path}`;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new StateFileError(`${where}: cannot be read (${(error as Error).message})`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new StateFileError(`${where}: not JSON`);
    }
    const checked = envelope.safeParse(json);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      throw new StateFileError(`${where}: not a state file of this emulator (${issue.path.join('.') || 'body'}: ${issue.message})`);
    }
    if (checked.data.projectId !== projectId) {
      throw new StateFileError(`${where}: written for project ${checked.data.projectId}, not ${projectId}`);
    }
    // The envelope is checked, with the parts an older file lacks filled in as empty; the records in it
    // are taken as this emulator wrote them (loose objects keep every field).
    return checked.data as unknown as EmulatorSnapshot;
  }

  /** After a change: the file is written within STATE_WRITE_DELAY_MS. */
  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.save().catch((error: Error) => console.error(`EMULATOR_STATE_FILE ${this.path}: the state could not be written (${error.message})`));
    }, STATE_WRITE_DELAY_MS);
    // A pending write does not keep the process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Writes now (at start, and on close) when the state changed since the last write. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.save();
  }

  /** One write at a time, in order; a failed write does not stop later ones. */
  private save(): Promise<void> {
    const next = this.writing.then(() => this.write());
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    const text = JSON.stringify(this.snapshot());
    if (text === this.written) return;
    const temporary = `${this.path}.${process.pid}.tmp`;
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(temporary, text);
    await rename(temporary, this.path);
    this.written = text;
  }
}
