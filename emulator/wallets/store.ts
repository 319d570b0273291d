import type { Clock } from '../clock';
import { badRequest, notFound } from '../http';
import { fromMinor, MAX_AMOUNT, MAX_MINOR, toMinor } from '../money';

export type TransactionType = 'EARNED' | 'SPENT' | 'REFUNDED';

export interface AccountRecord {
  id: string;
  title: string;
  projectId: string;
  accountType: string;
  accountNumber: string;
  accountNumberType: string;
  channel: string;
  currency: string;
  status: string;
  userId: string;
  walletId: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  expiresAt: string | undefined;
  /** The amount given on create (loaded as the first transaction). */
  amount: number;
}

export interface TransactionRecord {
  transactionId: string;
  accountNumber: string;
  type: TransactionType;
  amountMinor: number;
  description: string;
  channel: string;
  referenceId: string;
  storeId: string;
  storeName: string;
  userId: string;
  additionalData: Record<string, unknown>;
  expiresAt: string | undefined;
  createdAt: string;
  updatedAt: string;
  isCanceled: boolean;
  /** EARNED: what is left unspent. */
  remainingMinor: number;
  /** SPENT: what was refunded so far. */
  refundedMinor: number;
  /** SPENT: the EARNED lots it drew from; REFUNDED: the lots it gave back to. */
  allocations: { transactionId: string; amountMinor: number }[];
  /** REFUNDED: the SPENT transaction it refunds. */
  refundOf: string | undefined;
  /** SPENT: the promotion transaction whose points these are; only that transaction cancels the spend. */
  promotionTransactionId: string | undefined;
}

export interface NewAccount {
  walletId: string;
  accountNumber: string;
  currency: string;
  title?: string | undefined;
  channel?: string | undefined;
  accountType?: string | undefined;
  status?: string | undefined;
  userId?: string | undefined;
  expiresAt?: string | undefined;
  amount?: number | undefined;
  updatedBy?: string | undefined;
}

export interface Movement {
  amount: number;
  description?: string | undefined;
  channel?: string | undefined;
  referenceId?: string | undefined;
  storeId?: string | undefined;
  storeName?: string | undefined;
  userId?: string | undefined;
  additionalData?: Record<string, unknown> | undefined;
  expiresAt?: string | undefined;
  /** Lets a caller (loyalty, promotions) tie the wallet transaction to its own id. */
  transactionId?: string | undefined;
  /** A promotion transaction's points spend: canceled only through that transaction. */
  promotionTransactionId?: string | undefined;
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return a < b ? -1 : 1;
}

export function sortBy<T>(items: T[], sorts: SortSpec[], value: (item: T, field: string) => unknown): T[] {
  return [...items].sort((x, y) => {
    for (const sort of sorts) {
      const result = compare(value(x, sort.field), value(y, sort.field));
      if (result !== 0) return sort.order === 'asc' ? result : -result;
    }
    return 0;
  });
}

/** A wallet created on its own (Create Wallet); wallets named only by their accounts have none. */
export interface WalletRecord {
  walletId: string;
  userId: string;
  title: string;
  status: string;
  createdAt: string;
}

/** What a state file keeps of the wallets: records in creation order and the id counters. */
export interface WalletSnapshot {
  wallets: WalletRecord[];
  accounts: AccountRecord[];
  transactions: TransactionRecord[];
  accountSeq: number;
  transactionSeq: number;
}

/** Accounts, their transactions and balances, shared by the wallet, loyalty and promotion routes. */
export class WalletStore {
  private readonly wallets = new Map<string, WalletRecord>();
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly transactions = new Map<string, TransactionRecord>();
  private readonly byAccount = new Map<string, TransactionRecord[]>();
  private accountSeq = 0;
  private transactionSeq = 0;

  constructor(
    private readonly clock: Clock,
    readonly projectId: string,
  ) {}

  private stamp(): string {
    return this.clock.now().toISOString();
  }

  /** The live records (serialize at once). */
  snapshot(): WalletSnapshot {
    return {
      wallets: [...this.wallets.values()],
      accounts: [...this.accounts.values()],
      transactions: [...this.transactions.values()],
      accountSeq: this.accountSeq,
      transactionSeq: this.transactionSeq,
    };
  }

  /** Fills an empty store from a snapshot; the per-account lists follow from the transactions. */
  restore(snapshot: WalletSnapshot): void {
    for (const wallet of snapshot.wallets) this.wallets.set(wallet.walletId, wallet);
    for (const account of snapshot.accounts) {
      this.accounts.set(account.accountNumber, account);
      this.byAccount.set(account.accountNumber, []);
    }
    for (const transaction of snapshot.transactions) {
      this.transactions.set(transaction.transactionId, transaction);
      this.transactionsOf(transaction.accountNumber).push(transaction);
    }
    this.accountSeq = snapshot.accountSeq;
    this.transactionSeq = snapshot.transactionSeq;
  }

  /** The next generated id, skipping ids a client (or loyalty, or promotions) already gave a transaction. */
  nextTransactionId(): string {
    let transactionId: string;
    do {
      this.transactionSeq += 1;
      transactionId = `txn-${String(this.transactionSeq).padStart(6, '0')}`;
    } while (this.transactions.has(transactionId));
    return transactionId;
  }

  createAccount(input: NewAccount, createdAt = this.stamp()): AccountRecord {
    if (this.accounts.has(input.accountNumber)) {
      throw badRequest(`account ${input.accountNumber} already exists`);
    }
    // The initial amount is loaded after the account is stored: refuse a past expiry first, so a
    // refused create leaves no account behind.
    if (input.amount && input.amount > 0) this.refusePastExpiry(input.expiresAt);
    this.accountSeq += 1;
    const account: AccountRecord = {
      id: `acc-${String(this.accountSeq).padStart(6, '0')}`,
      title: input.title ?? input.accountNumber,
      projectId: this.projectId,
      accountType: input.accountType ?? 'physical',
      accountNumber: input.accountNumber,
      accountNumberType: 'CUSTOM',
      channel: input.channel ?? 'default',
      currency: input.currency,
      status: input.status ?? 'active',
      userId: input.userId ?? '',
      walletId: input.walletId,
      createdAt,
      updatedAt: createdAt,
      updatedBy: input.updatedBy ?? 'api',
      expiresAt: input.expiresAt,
      amount: input.amount ?? 0,
    };
    this.accounts.set(account.accountNumber, account);
    this.byAccount.set(account.accountNumber, []);
    if (input.amount && input.amount > 0) {
      this.load(account, { amount: input.amount, description: 'initial amount', expiresAt: input.expiresAt }, createdAt);
    }
    return account;
  }

  find(accountNumber: string): AccountRecord | undefined {
    return this.accounts.get(accountNumber);
  }

  walletExists(walletId: string): AccountRecord | undefined {
    for (const account of this.accounts.values()) if (account.walletId === walletId) return account;
    return undefined;
  }

  /** A wallet Create Wallet made, if any. */
  createdWallet(walletId: string): WalletRecord | undefined {
    return this.wallets.get(walletId);
  }

  /** Create Wallet (inferred): a wallet of its own, before any account names it. */
  createWallet(input: { walletId: string; userId: string; title?: string | undefined; status?: string | undefined }): WalletRecord {
    if (this.wallets.has(input.walletId) || this.walletExists(input.walletId)) throw badRequest(`wallet ${input.walletId} already exists`);
    const wallet: WalletRecord = {
      walletId: input.walletId,
      userId: input.userId,
      title: input.title ?? input.walletId,
      status: input.status ?? 'active',
      createdAt: this.stamp(),
    };
    this.wallets.set(wallet.walletId, wallet);
    return wallet;
  }

  /**
   * A wallet and its accounts: the one Create Wallet made, or one its accounts name (its user and
   * creation time are its first account's).
   */
  wallet(walletId: string): { wallet: WalletRecord; accounts: AccountRecord[] } {
    const accounts = this.allAccounts().filter((account) => account.walletId === walletId);
    const first = accounts[0];
    const wallet =
      this.wallets.get(walletId) ??
      (first && { walletId, userId: first.userId, title: walletId, status: 'active', createdAt: first.createdAt });
    if (!wallet) throw notFound(`wallet ${walletId} not found`);
    return { wallet, accounts };
  }

  /**
   * Remove Account (inferred): only an empty account is removed, with its transactions; one holding
   * value, or points a promotion transaction may still give back, is refused.
   */
  removeAccount(account: AccountRecord): void {
    const held = MAX_MINOR - this.roomMinor(account);
    if (held > 0) {
      throw badRequest(`account ${account.accountNumber} still holds ${fromMinor(held)} ${account.currency} and cannot be removed`);
    }
    for (const transaction of this.transactionsOf(account.accountNumber)) this.transactions.delete(transaction.transactionId);
    this.byAccount.delete(account.accountNumber);
    this.accounts.delete(account.accountNumber);
  }

  /**
   * Fix (inferred): corrects the amount of a load. Its unspent part moves by the difference, so the
   * balance does too; a load cannot be fixed below what was already spent from it, and only loads
   * that are not canceled can be fixed.
   */
  fix(account: AccountRecord, transactionId: string, amount: number, updatedAt = this.stamp()): { transaction: TransactionRecord; previousMinor: number } {
    const transaction = this.requireTransaction(account, transactionId);
    if (transaction.type !== 'EARNED') throw badRequest(`transaction ${transactionId} is not a load and cannot be fixed`);
    if (transaction.isCanceled) throw badRequest(`transaction ${transactionId} is canceled and cannot be fixed`);
    const wanted = toMinor(amount);
    const spent = transaction.amountMinor - transaction.remainingMinor;
    if (wanted < spent) {
      throw badRequest(`transaction ${transactionId} cannot be fixed below the ${fromMinor(spent)} already spent from it`);
    }
    const previousMinor = transaction.amountMinor;
    if (wanted > previousMinor) this.ensureRoom(account, wanted - previousMinor);
    transaction.amountMinor = wanted;
    transaction.remainingMinor = wanted - spent;
    transaction.updatedAt = updatedAt;
    account.updatedAt = updatedAt;
    return { transaction, previousMinor };
  }

  /** The account addressed by wallet, currency and number, as the service's operations do. */
  require(walletId: string, currency: string, accountNumber: string): AccountRecord {
    const account = this.accounts.get(accountNumber);
    if (!account || account.walletId !== walletId || account.currency !== currency) {
      throw notFound(`account ${accountNumber} (${currency}) not found in wallet ${walletId}`);
    }
    return account;
  }

  allAccounts(): AccountRecord[] {
    return [...this.accounts.values()];
  }

  /** Whether a wallet or an account belongs to the user. */
  hasUser(userId: string): boolean {
    return [...this.wallets.values()].some((wallet) => wallet.userId === userId) || this.allAccounts().some((account) => account.userId === userId);
  }

  accountsOfUser(userId: string): AccountRecord[] {
    return this.allAccounts().filter((account) => account.userId === userId);
  }

  transactionsOf(accountNumber: string): TransactionRecord[] {
    return this.byAccount.get(accountNumber) ?? [];
  }

  findTransaction(transactionId: string): TransactionRecord | undefined {
    return this.transactions.get(transactionId);
  }

  private isLive(lot: TransactionRecord, now: number): boolean {
    return (
      lot.type === 'EARNED' &&
      !lot.isCanceled &&
      (lot.expiresAt === undefined || new Date(lot.expiresAt).getTime() > now)
    );
  }

  balanceMinor(account: AccountRecord): number {
    const now = this.clock.now().getTime();
    let total = 0;
    for (const lot of this.transactionsOf(account.accountNumber)) {
      if (this.isLive(lot, now)) total += lot.remainingMinor;
    }
    return total;
  }

  balance(account: AccountRecord): number {
    return fromMinor(this.balanceMinor(account));
  }

  /**
   * What the account may still take in: the bound less its balance and less what promotion
   * transactions may still give back to it (their cancel, expiry or revert cannot be refused, so
   * those points are counted as held from the start).
   */
  roomMinor(account: AccountRecord): number {
    let held = this.balanceMinor(account);
    for (const transaction of this.transactionsOf(account.accountNumber)) {
      if (transaction.promotionTransactionId !== undefined) held += this.refundableMinor(transaction);
    }
    return MAX_MINOR - held;
  }

  /** Refuses to take the account's balance past `MAX_AMOUNT`, so every cent of it stays exact. */
  private ensureRoom(account: AccountRecord, minor: number): void {
    if (minor > this.roomMinor(account)) throw badRequest(overLimit(account));
  }

  private record(
    account: AccountRecord,
    type: TransactionType,
    movement: Movement,
    createdAt: string,
  ): TransactionRecord {
    const transactionId = movement.transactionId ?? this.nextTransactionId();
    if (this.transactions.has(transactionId)) {
      throw badRequest(`transaction ${transactionId} already exists`);
    }
    const amountMinor = toMinor(movement.amount);
    const transaction: TransactionRecord = {
      transactionId,
      accountNumber: account.accountNumber,
      type,
      amountMinor,
      description: movement.description ?? '',
      channel: movement.channel ?? account.channel,
      referenceId: movement.referenceId ?? '',
      storeId: movement.storeId ?? '',
      storeName: movement.storeName ?? '',
      userId: movement.userId ?? account.userId,
      additionalData: movement.additionalData ?? {},
      expiresAt: movement.expiresAt,
      createdAt,
      updatedAt: createdAt,
      isCanceled: false,
      remainingMinor: type === 'EARNED' ? amountMinor : 0,
      refundedMinor: 0,
      allocations: [],
      refundOf: undefined,
      promotionTransactionId: movement.promotionTransactionId,
    };
    this.transactions.set(transactionId, transaction);
    this.transactionsOf(account.accountNumber).push(transaction);
    account.updatedAt = createdAt;
    return transaction;
  }

  private refusePastExpiry(expiresAt: string | undefined): void {
    if (expiresAt && new Date(expiresAt).getTime() <= this.clock.now().getTime()) {
      throw badRequest('expiry date cannot be a past date');
    }
  }

  load(account: AccountRecord, movement: Movement, createdAt = this.stamp()): TransactionRecord {
    this.refusePastExpiry(movement.expiresAt);
    this.ensureRoom(account, toMinor(movement.amount));
    return this.record(account, 'EARNED', movement, createdAt);
  }

  /** Spends from the live lots that expire first. */
  spend(account: AccountRecord, movement: Movement, createdAt = this.stamp()): TransactionRecord {
    const wanted = toMinor(movement.amount);
    const available = this.balanceMinor(account);
    if (wanted > available) {
      throw badRequest(
        `insufficient balance: ${fromMinor(available)} ${account.currency} available, ${movement.amount} requested`,
      );
    }
    const now = this.clock.now().getTime();
    const lots = sortBy(
      this.transactionsOf(account.accountNumber).filter((lot) => this.isLive(lot, now) && lot.remainingMinor > 0),
      [
        { field: 'expiresAt', order: 'asc' },
        { field: 'createdAt', order: 'asc' },
      ],
      (lot, field) => (field === 'expiresAt' ? lot.expiresAt : lot.createdAt),
    );
    const spend = this.record(account, 'SPENT', { ...movement, expiresAt: undefined }, createdAt);
    let left = wanted;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, lot.remainingMinor);
      lot.remainingMinor -= take;
      lot.updatedAt = createdAt;
      spend.allocations.push({ transactionId: lot.transactionId, amountMinor: take });
      left -= take;
    }
    return spend;
  }

  /** Gives back (part of) a spend to the lots it drew from, last drawn first. */
  refund(
    account: AccountRecord,
    spendId: string,
    movement: Omit<Movement, 'amount'> & { amount?: number | undefined },
    createdAt = this.stamp(),
  ): TransactionRecord {
    const spend = this.requireTransaction(account, spendId);
    if (spend.type !== 'SPENT') throw badRequest(`transaction ${spendId} is not a spend and cannot be refunded`);
    if (spend.isCanceled) throw badRequest(`transaction ${spendId} is canceled and cannot be refunded`);
    const refundable = spend.amountMinor - spend.refundedMinor;
    const wanted = movement.amount === undefined ? refundable : toMinor(movement.amount);
    if (wanted <= 0 || wanted > refundable) {
      throw badRequest(`refund amount must be between 0.01 and ${fromMinor(refundable)} for transaction ${spendId}`);
    }
    // A promotion's points are already counted as held (see roomMinor).
    if (spend.promotionTransactionId === undefined) this.ensureRoom(account, wanted);
    const refund = this.record(
      account,
      'REFUNDED',
      { ...movement, amount: fromMinor(wanted), transactionId: undefined, expiresAt: undefined },
      createdAt,
    );
    refund.refundOf = spendId;
    let left = wanted;
    for (const allocation of [...spend.allocations].reverse()) {
      if (left === 0) break;
      const alreadyBack = refundedFrom(this.refundsOf(spendId), allocation.transactionId);
      const give = Math.min(left, allocation.amountMinor - alreadyBack);
      if (give <= 0) continue;
      const lot = this.transactions.get(allocation.transactionId);
      if (lot) {
        lot.remainingMinor += give;
        lot.updatedAt = createdAt;
      }
      refund.allocations.push({ transactionId: allocation.transactionId, amountMinor: give });
      left -= give;
    }
    spend.refundedMinor += wanted;
    spend.updatedAt = createdAt;
    return refund;
  }

  /** What is left to refund of a spend (0 once canceled or fully refunded). */
  refundableMinor(spend: TransactionRecord): number {
    return spend.type === 'SPENT' && !spend.isCanceled ? spend.amountMinor - spend.refundedMinor : 0;
  }

  /**
   * Gives back all that is left of a spend whose purpose fell away (a promotion transaction canceled
   * or expired): an untouched spend is canceled, a partly refunded one (which cannot be canceled) has
   * its rest refunded, a canceled or fully refunded one gives nothing. Returns what was given back.
   */
  giveBack(account: AccountRecord, spendId: string, movement: Omit<Movement, 'amount'>, at = this.stamp()): number {
    const spend = this.requireTransaction(account, spendId);
    const left = this.refundableMinor(spend);
    if (left === 0) return 0;
    if (spend.refundedMinor === 0) this.cancelUntouched(account, spend, at);
    else this.refund(account, spendId, movement, at);
    return left;
  }

  private refundsOf(spendId: string): TransactionRecord[] {
    return [...this.transactions.values()].filter((t) => t.refundOf === spendId && t.allocations.length > 0);
  }

  requireTransaction(account: AccountRecord, transactionId: string): TransactionRecord {
    const transaction = this.transactions.get(transactionId);
    if (!transaction || transaction.accountNumber !== account.accountNumber) {
      throw notFound(`transaction ${transactionId} not found on account ${account.accountNumber}`);
    }
    return transaction;
  }

  /**
   * Cancels an untouched transaction: a load nothing was spent from, or a spend nothing was
   * refunded from. Partially used or partially refunded transactions cannot be canceled.
   */
  cancel(account: AccountRecord, transactionId: string, updatedAt = this.stamp()): TransactionRecord {
    const transaction = this.requireTransaction(account, transactionId);
    if (transaction.isCanceled) throw badRequest(`transaction ${transactionId} is already canceled`);
    // Canceling a promotion's spend here would hand the points back while the promotion keeps its
    // discount and its coupon: the promotion transaction decides what becomes of its points.
    if (transaction.promotionTransactionId !== undefined) {
      throw badRequest(
        `transaction ${transactionId} is the points spend of promotion transaction ${transaction.promotionTransactionId} and cannot be canceled through the wallet; cancel or revert the promotion transaction instead`,
      );
    }
    if (transaction.type === 'EARNED' && transaction.remainingMinor !== transaction.amountMinor) {
      throw badRequest(
        `transaction ${transactionId} has been partially used (${fromMinor(transaction.amountMinor - transaction.remainingMinor)} of ${fromMinor(transaction.amountMinor)} spent) and cannot be canceled`,
      );
    }
    if (transaction.type === 'SPENT' && transaction.refundedMinor > 0) {
      throw badRequest(`transaction ${transactionId} has been partially refunded and cannot be canceled`);
    }
    if (transaction.type === 'REFUNDED') {
      throw badRequest(`transaction ${transactionId} is a refund and cannot be canceled`);
    }
    if (transaction.type === 'SPENT') this.ensureRoom(account, transaction.amountMinor);
    return this.cancelUntouched(account, transaction, updatedAt);
  }

  private cancelUntouched(account: AccountRecord, transaction: TransactionRecord, updatedAt: string): TransactionRecord {
    if (transaction.type === 'SPENT') {
      for (const allocation of transaction.allocations) {
        const lot = this.transactions.get(allocation.transactionId);
        if (lot) lot.remainingMinor += allocation.amountMinor;
      }
    } else {
      transaction.remainingMinor = 0;
    }
    transaction.isCanceled = true;
    transaction.updatedAt = updatedAt;
    account.updatedAt = updatedAt;
    return transaction;
  }
}

/** Why an account cannot take in more. */
export const overLimit = (account: AccountRecord): string =>
  `account ${account.accountNumber} would hold more than ${MAX_AMOUNT} ${account.currency}, the most an account may hold`;

function refundedFrom(refunds: TransactionRecord[], lotId: string): number {
  let total = 0;
  for (const refund of refunds) {
    for (const allocation of refund.allocations) if (allocation.transactionId === lotId) total += allocation.amountMinor;
  }
  return total;
}
