import { rmSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import type { DatasetSnapshot } from './catalogue/datasets';
import type { CatalogueSnapshot } from './catalogue/store';
import type { LoyaltySnapshot } from './loyalty/store';
import { MAX_STOCK, type MerchantSnapshot } from './merchant/store';
import { MAX_MINOR } from './money';
import type { PromotionSnapshot } from './promotions/store';
import type { EmulatorState } from './state';
import type { TalkingProductSnapshot } from './talking-products/store';
import type { WalletSnapshot } from './wallets/store';

const STATE_VERSION = 1;
/** A change is written this long after it, so a burst of requests costs one write. */
const STATE_WRITE_DELAY_MS = 50;
/**
 * The most a crash (kill -9) may lose: writes acknowledged within this long before it. It is the delay
 * above, plus a write already under way when the timer fires, plus this write (serialising about
 * 0.7 MB of seeded state, fsync, rename); the fsyncs dominate. test/contract/state-file-crash.test.ts
 * measures it: up to 228 ms under writes one after another on a shared 2-core machine, so the stated
 * window keeps a margin over what was seen.
 */
export const STATE_LOSS_WINDOW_MS = 400;

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

/** Money in minor units as the stores keep it: whole cents, 0 to MAX_MINOR. */
const minor = z
  .number()
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(MAX_MINOR, `must be at most ${MAX_MINOR} cents (the most any amount may be)`);
const level = z.number().int('must be a whole number').min(0, 'must not be negative').max(MAX_STOCK, `must be at most ${MAX_STOCK}`);

/**
 * What the operations guarantee of any state they leave, checked again on what a file holds (it may
 * have been edited by hand): amounts and levels in bounds, no reference to a record that is not there,
 * no id counter behind the ids it has handed out (the next generated id would collide with one).
 */
const invariants = z
  .looseObject({
    catalogue: z.looseObject({
      sequence: counter,
      categories: z.array(z.looseObject({ code: z.string(), parent: z.string().nullable() })),
      images: z.array(z.looseObject({ imageId: z.string() })),
      batches: z.array(z.looseObject({ batchId: z.string() })),
    }),
    wallets: z.looseObject({
      accountSeq: counter,
      transactionSeq: counter,
      accounts: z.array(z.looseObject({ id: z.string(), accountNumber: z.string().min(1) })),
      transactions: z.array(
        z.looseObject({
          transactionId: z.string().min(1),
          accountNumber: z.string(),
          type: z.enum(['EARNED', 'SPENT', 'REFUNDED']),
          isCanceled: z.boolean(),
          amountMinor: minor.min(1, 'must be at least 1 cent'),
          remainingMinor: minor,
          refundedMinor: minor,
        }),
      ),
    }),
    loyalty: z.looseObject({ sequence: counter, events: z.array(z.looseObject({ eventId: z.string() })) }),
    promotions: z.looseObject({ sequence: counter, transactions: z.array(z.looseObject({ transactionId: z.string() })) }),
    merchant: z.looseObject({
      stock: entries(level),
      reserved: entries(level),
      prices: entries(minor),
      batchSeq: counter,
      recordSeq: counter,
      reservationSeq: counter,
      exportSeq: counter,
      batches: z.array(z.looseObject({ batchId: z.string() })),
      history: z.array(z.looseObject({ sortKey: z.string() })),
      reservations: z.array(z.looseObject({ reservationId: z.string() })),
      exports: z.array(z.looseObject({ exportId: z.string() })),
    }),
    talkingProducts: z.looseObject({ products: z.array(z.looseObject({ stock: level.optional(), priceMinor: minor.optional() })) }),
  })
  .superRefine((state, ctx) => {
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    const accounts = new Set(state.wallets.accounts.map((account) => account.accountNumber));
    const held = new Map<string, number>();
    state.wallets.transactions.forEach((transaction, index) => {
      const at = ['wallets', 'transactions', index];
      if (!accounts.has(transaction.accountNumber)) problem([...at, 'accountNumber'], `account ${transaction.accountNumber} is not in the file`);
      if (transaction.remainingMinor > transaction.amountMinor) problem([...at, 'remainingMinor'], 'must not exceed amountMinor');
      if (transaction.type === 'EARNED' && !transaction.isCanceled) {
        held.set(transaction.accountNumber, (held.get(transaction.accountNumber) ?? 0) + transaction.remainingMinor);
      }
    });
    for (const [accountNumber, minorHeld] of held) {
      if (minorHeld > MAX_MINOR) problem(['wallets', 'accounts'], `account ${accountNumber} holds ${minorHeld} cents, more than the most an account may hold (${MAX_MINOR})`);
    }

    const stock = new Map(state.merchant.stock);
    state.merchant.reserved.forEach(([key, reserved], index) => {
      const level = stock.get(key);
      if (reserved > 0 && level === undefined) problem(['merchant', 'reserved', index], `${key} holds ${reserved} reserved units of a level that is not in the file`);
      else if (level !== undefined && reserved > level) problem(['merchant', 'reserved', index], `${key}: ${reserved} units reserved of a level of ${level} (available stock would be negative)`);
    });

    const categories = new Map(state.catalogue.categories.map((category) => [category.code, category.parent]));
    state.catalogue.categories.forEach((category, index) => {
      const seen = new Set([category.code]);
      for (let parent = category.parent; parent !== null; parent = categories.get(parent) ?? null) {
        if (!categories.has(parent)) {
          problem(['catalogue', 'categories', index, 'parent'], `category ${parent} is not in the file`);
          break;
        }
        if (seen.has(parent)) {
          problem(['catalogue', 'categories', index, 'parent'], `category ${category.code} is in a parent cycle`);
          break;
        }
        seen.add(parent);
      }
    });

    // A counter of ids only the emulator makes is at least the number of the highest such id present:
    // behind it, the file was edited or damaged. (Counters of ids callers may give too are recomputed
    // on load instead, see `recomputeCounters`.)
    const counters: [(string | number)[], number, string[], RegExp][] = [
      [['wallets', 'accountSeq'], state.wallets.accountSeq, state.wallets.accounts.map((a) => a.id), /^acc-(\d+)$/],
      [['loyalty', 'sequence'], state.loyalty.sequence, state.loyalty.events.map((e) => e.eventId), /^evt-(\d+)$/],
      [['merchant', 'batchSeq'], state.merchant.batchSeq, state.merchant.batches.map((b) => b.batchId), /^batch-(\d+)$/],
      [['merchant', 'recordSeq'], state.merchant.recordSeq, state.merchant.history.map((h) => h.sortKey), /#(\d+)$/],
      [['merchant', 'exportSeq'], state.merchant.exportSeq, state.merchant.exports.map((e) => e.exportId), /^exp-(\d+)$/],
      [
        ['catalogue', 'sequence'],
        state.catalogue.sequence,
        [...state.catalogue.images.map((i) => i.imageId), ...state.catalogue.batches.map((b) => b.batchId)],
        /^(?:img|pim-batch)-(\d+)$/,
      ],
    ];
    for (const [path, value, ids, form] of counters) {
      const highest = highestId(ids, form);
      if (highest && value < highest.number) problem(path, `${value} is behind ${highest.id}, an id already in the file (the next id would collide with it)`);
    }
  });

/** The id of `form` (its number captured) with the highest number, if any. */
function highestId(ids: readonly string[], form: RegExp): { id: string; number: number } | undefined {
  let highest: { id: string; number: number } | undefined;
  for (const id of ids) {
    const number = Number(form.exec(id)?.[1] ?? 0);
    if (number > (highest?.number ?? 0)) highest = { id, number };
  }
  return highest;
}

/**
 * Wallet transactions, promotion transactions and reservations may carry an id the caller chose in the
 * emulator's own form (`txn-000900`), which the counter does not follow; so their counters are not
 * trusted but recomputed: past the highest such id present, and never below the stored value (that
 * keeps ids of removed records from coming back).
 */
function recomputeCounters(snapshot: EmulatorSnapshot): void {
  const past = (stored: number, ids: readonly string[], form: RegExp) => Math.max(stored, highestId(ids, form)?.number ?? 0);
  snapshot.wallets.transactionSeq = past(snapshot.wallets.transactionSeq, snapshot.wallets.transactions.map((t) => t.transactionId), /^txn-(\d+)$/);
  snapshot.promotions.sequence = past(snapshot.promotions.sequence, snapshot.promotions.transactions.map((t) => t.transactionId), /^ptx-(\d+)$/);
  snapshot.merchant.reservationSeq = past(snapshot.merchant.reservationSeq, snapshot.merchant.reservations.map((r) => r.reservationId), /^res-(\d+)$/);
}

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
 * `EMULATOR_STATE_FILE`: the emulator's state as JSON on disk. Written whole to a temporary file,
 * fsynced, then renamed over the old one, so a reader (or a crash) never sees half a file.
 */
export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private written = '';
  private abandoned = false;
  /** Where this process writes before the rename; one name per process, so two never share it. */
  private readonly temporary: string;

  constructor(
    readonly path: string,
    private readonly snapshot: () => EmulatorSnapshot,
  ) {
    this.temporary = `${path}.${process.pid}.tmp`;
  }

  /**
   * Removes temporary files a killed emulator left beside the state file (`<file>.<pid>.tmp`), except
   * those of a process still running: its write is under way.
   */
  static async removeStaleTemporaries(path: string): Promise<string[]> {
    const prefix = `${basename(path)}.`;
    let names: string[];
    try {
      names = await readdir(dirname(path));
    } catch {
      return [];
    }
    const removed: string[] = [];
    for (const name of names) {
      const pid = name.startsWith(prefix) && name.endsWith('.tmp') ? Number(name.slice(prefix.length, -'.tmp'.length)) : NaN;
      if (!Number.isInteger(pid) || (pid !== process.pid && isRunning(pid))) continue;
      await rm(join(dirname(path), name), { force: true });
      removed.push(name);
    }
    return removed;
  }

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
    // Refused whole, never half-loaded: nothing reaches the stores until every invariant holds.
    const sound = invariants.safeParse(checked.data);
    if (!sound.success) {
      const reasons = sound.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      const more = sound.error.issues.length > reasons.length ? ` (and ${sound.error.issues.length - reasons.length} more)` : '';
      throw new StateFileError(`${where}: refused, it breaks the emulator's invariants: ${reasons.join('; ')}${more}`);
    }
    // The envelope and the invariants are checked, with the parts an older file lacks filled in as
    // empty; the records in it are taken as this emulator wrote them (loose objects keep every field).
    const snapshot = checked.data as unknown as EmulatorSnapshot;
    recomputeCounters(snapshot);
    return snapshot;
  }

  /** After a change: the file is written within STATE_WRITE_DELAY_MS. */
  schedule(): void {
    if (this.timer || this.abandoned) return;
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

  /**
   * Gives up at once (a second Ctrl-C while closing): no further write starts and the temporary file
   * of one under way is removed, so the state file keeps the last whole state and nothing is left
   * beside it. Synchronous, because the process exits right after.
   */
  abandon(): void {
    this.abandoned = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    rmSync(this.temporary, { force: true });
  }

  /** One write at a time, in order; a failed write does not stop later ones. */
  private save(): Promise<void> {
    const next = this.writing.then(() => this.write());
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    if (this.abandoned) return;
    const text = JSON.stringify(this.snapshot());
    if (text === this.written) return;
    await mkdir(dirname(this.path), { recursive: true });
    try {
      const file = await open(this.temporary, 'w');
      try {
        await file.writeFile(text);
        // On disk before the rename, so a crash leaves the old file or the new one, never an empty one.
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(this.temporary, this.path);
    } catch (error) {
      await rm(this.temporary, { force: true });
      throw error;
    }
    await syncDirectory(dirname(this.path));
    this.written = text;
  }
}

/** Makes a rename in `directory` durable; where a directory cannot be opened for it, the rename stands as is. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
