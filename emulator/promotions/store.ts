import type { Clock } from '../clock';
import { badRequest, notFound } from '../http';
import { fromMinor, toMinor } from '../money';
import type { AccountRecord, WalletStore } from '../wallets/store';
import { calculate, POINT_VALUE_MINOR, type AppliedPromotion, type Calculation, type EngineCart, type Promotion } from './engine';
import type { SeedCoupon } from './seed';

export type TransactionStatus = 'STARTED' | 'COMMITTED' | 'PARTIALLY_REVERTED' | 'REVERTED' | 'CANCELLED' | 'EXPIRED';

/** Seconds an uncommitted transaction lives when the start request does not say. */
export const DEFAULT_TRANSACTION_TIMEOUT_SECONDS = 900;
export const MAX_TRANSACTION_TIMEOUT_SECONDS = 86_400;

export interface TransactionItem {
  id: string;
  afterMinor: number;
  points: number;
  reverted: boolean;
}

export interface PromotionTransaction {
  transactionId: string;
  userId: string;
  entityType: string;
  couponId: string | undefined;
  storeId: string | undefined;
  storeName: string | undefined;
  status: TransactionStatus;
  startedAt: string;
  /** When an uncommitted transaction expires. */
  expiresAt: string;
  timeoutSeconds: number;
  cart: Record<string, unknown>;
  promotions: AppliedPromotion[];
  pointAccountNumber: string | undefined;
  pointSpendId: string | undefined;
  usedPoints: number;
  returnedPoints: number;
  items: TransactionItem[];
  history: { status: TransactionStatus; at: string }[];
}

export interface StartRequest {
  cart: EngineCart;
  userId: string;
  couponId: string | undefined;
  skipPromotions: boolean;
  usePoint: number;
  pointCurrency: string;
  transactionId: string | undefined;
  isAutoCommit: boolean;
  entityType: string;
  storeId: string | undefined;
  storeName: string | undefined;
  timeoutSeconds: number;
}

export interface ChangeResult {
  message: string;
  transactionId: string;
  status: TransactionStatus;
  returnedPoints: number;
  returnedAmount: number;
  revertedItems: { id: string; totalPriceAfterPromotion: number; usedPoints: number }[];
}

interface CouponState extends SeedCoupon {
  /** Live transactions holding the coupon. */
  holders: Set<string>;
}

/** Set Status For Promotion List (inferred): only ACTIVE promotions apply. */
export type PromotionStatus = 'ACTIVE' | 'PASSIVE';
export const PROMOTION_STATUSES = ['ACTIVE', 'PASSIVE'] as const;

/** A promotion as the store keeps it: its rule, as its parameters now are, and its status. */
export type PromotionState = Promotion & { status: PromotionStatus };

/** Update Promotion Parameters (inferred): the parameters a promotion's kind has, in minor units for money. */
export interface PromotionParameters {
  amountMinor?: number | undefined;
  percent?: number | undefined;
  thresholdMinor?: number | undefined;
  buy?: number | undefined;
  get?: number | undefined;
  userMessage?: string | undefined;
}

/** What a state file keeps of promotions: their statuses and parameters, transactions, who holds each coupon, the id counter. */
export interface PromotionSnapshot {
  promotions: PromotionState[];
  transactions: PromotionTransaction[];
  couponHolders: Record<string, string[]>;
  sequence: number;
}

/**
 * Promotion transactions and coupon reservations. Points live in the shared WalletStore: a start
 * spends them from the user's point account, a revert refunds that spend, a cancel or an expiry
 * cancels it.
 */
export class PromotionStore {
  private readonly transactions = new Map<string, PromotionTransaction>();
  private readonly coupons = new Map<string, CouponState>();
  private readonly promotions = new Map<string, PromotionState>();
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    private readonly wallets: WalletStore,
    promotions: readonly Promotion[],
    coupons: readonly SeedCoupon[],
  ) {
    for (const promotion of promotions) this.promotions.set(promotion.id, { ...promotion, status: 'ACTIVE' });
    for (const coupon of coupons) this.coupons.set(coupon.couponId, { ...coupon, holders: new Set() });
  }

  /** Every promotion, in the engine's order. */
  allPromotions(): PromotionState[] {
    return [...this.promotions.values()];
  }

  /** Get Active Promotions (inferred): exactly the ones calculate applies. */
  activePromotions(): PromotionState[] {
    return this.allPromotions().filter((promotion) => promotion.status === 'ACTIVE');
  }

  /** Set Status For Promotion List (inferred): every id must be known, or none changes. */
  setPromotionStatus(promotionIds: readonly string[], status: PromotionStatus): PromotionState[] {
    const unknown = promotionIds.filter((id) => !this.promotions.has(id));
    if (unknown.length > 0) throw notFound(`promotion ${unknown.join(', ')} not found`);
    return promotionIds.map((id) => {
      const promotion = this.promotions.get(id)!;
      promotion.status = status;
      return promotion;
    });
  }

  /**
   * Update Promotion Parameters (inferred): only the parameters the promotion's kind has may be
   * given; a parameter of another kind is a 400 and nothing changes.
   */
  updateParameters(promotionId: string, parameters: PromotionParameters): PromotionState {
    const promotion = this.promotions.get(promotionId);
    if (!promotion) throw notFound(`promotion ${promotionId} not found`);
    const allowed: Record<PromotionState['kind'], (keyof PromotionParameters)[]> = {
      ITEM_FIXED: ['amountMinor'],
      BUY_X_GET_Y: ['buy', 'get'],
      SUBORDER_FIXED: ['amountMinor', 'thresholdMinor'],
      CART_PERCENTAGE: ['percent', 'thresholdMinor'],
      COUPON_FIXED: ['amountMinor'],
    };
    const given = (Object.keys(parameters) as (keyof PromotionParameters)[]).filter(
      (name) => parameters[name] !== undefined && name !== 'userMessage',
    );
    const foreign = given.filter((name) => !allowed[promotion.kind].includes(name));
    if (foreign.length > 0) {
      const names = foreign.map((name) => name.replace(/Minor$/, ''));
      throw badRequest(`promotion ${promotionId} (${promotion.kind}) has no ${names.join(", ")} parameter`);
    }
    const updated: PromotionState = { ...promotion };
    Object.assign(updated, Object.fromEntries(given.map((name) => [name, parameters[name]])));
    if (parameters.userMessage !== undefined) updated.userMessage = parameters.userMessage;
    this.promotions.set(promotionId, updated);
    return updated;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** The live records (serialize at once); promotions and coupon limits are configuration. */
  snapshot(): PromotionSnapshot {
    return {
      promotions: this.allPromotions(),
      transactions: [...this.transactions.values()],
      couponHolders: Object.fromEntries([...this.coupons].map(([couponId, coupon]) => [couponId, [...coupon.holders]])),
      sequence: this.sequence,
    };
  }

  /** Fills an empty store from a snapshot; holders of coupons no longer configured are dropped. */
  restore(snapshot: PromotionSnapshot): void {
    // A file from before promotions had state keeps the configured ones.
    if (snapshot.promotions.length > 0) {
      this.promotions.clear();
      for (const promotion of snapshot.promotions) this.promotions.set(promotion.id, promotion);
    }
    for (const transaction of snapshot.transactions) this.transactions.set(transaction.transactionId, transaction);
    for (const [couponId, holders] of Object.entries(snapshot.couponHolders)) {
      for (const holder of holders) this.coupons.get(couponId)?.holders.add(holder);
    }
    this.sequence = snapshot.sequence;
  }

  /** Expires every started transaction whose timeout has passed, releasing what it held. */
  sweep(): void {
    const now = this.clock.now().getTime();
    for (const transaction of this.transactions.values()) {
      if (transaction.status === 'STARTED' && new Date(transaction.expiresAt).getTime() <= now) {
        this.release(transaction, 'EXPIRED');
      }
    }
  }

  find(transactionId: string): PromotionTransaction | undefined {
    return this.transactions.get(transactionId);
  }

  /** How many more transactions may use the coupon now. */
  couponUsesLeft(couponId: string): number | undefined {
    this.sweep();
    const coupon = this.coupons.get(couponId);
    return coupon ? coupon.usageLimit - coupon.holders.size : undefined;
  }

  private couponPromotion(couponId: string | undefined): Promotion | undefined {
    if (couponId === undefined) return undefined;
    const coupon = this.coupons.get(couponId);
    if (!coupon) throw notFound(`coupon ${couponId} not found`);
    if (coupon.holders.size >= coupon.usageLimit) {
      throw badRequest(
        // Who holds it (their transaction ids) is not said: any caller may try any coupon.
        `coupon ${couponId} has no uses left (limit ${coupon.usageLimit}); a revert makes it usable again`,
      );
    }
    const promotion = this.promotions.get(coupon.promotionId);
    if (!promotion) throw notFound(`promotion ${coupon.promotionId} of coupon ${couponId} not found`);
    if (promotion.status !== 'ACTIVE') throw badRequest(`coupon ${couponId} belongs to promotion ${promotion.id}, which is not active`);
    return promotion;
  }

  pointAccount(userId: string | undefined, currency: string): AccountRecord | undefined {
    if (userId === undefined) return undefined;
    return this.wallets.accountsOfUser(userId).find((account) => account.currency === currency);
  }

  calculate(cart: EngineCart, options: { userId: string | undefined; couponId: string | undefined; skipPromotions: boolean; usePoint: number; pointCurrency: string }): Calculation {
    this.sweep();
    const account = this.pointAccount(options.userId, options.pointCurrency);
    return calculate(cart, {
      promotions: this.activePromotions().filter((p) => p.kind !== 'COUPON_FIXED'),
      couponPromotion: options.skipPromotions ? undefined : this.couponPromotion(options.couponId),
      skipPromotions: options.skipPromotions,
      pointBalance: account ? this.wallets.balance(account) : 0,
      usePoint: options.usePoint,
    });
  }

  start(request: StartRequest): PromotionTransaction {
    this.sweep();
    const transactionId = request.transactionId ?? this.nextId();
    if (this.transactions.has(transactionId)) throw badRequest(`transaction ${transactionId} already exists`);
    const account = this.pointAccount(request.userId, request.pointCurrency);
    if (request.usePoint > 0 && !account) {
      throw badRequest(`usePoint: user ${request.userId} has no ${request.pointCurrency} account`);
    }
    const calculation = this.calculate(request.cart, {
      userId: request.userId,
      couponId: request.couponId,
      skipPromotions: request.skipPromotions,
      usePoint: request.usePoint,
      pointCurrency: request.pointCurrency,
    });
    const startedAt = this.now();
    let pointSpendId: string | undefined;
    if (account && calculation.usedPoints > 0) {
      pointSpendId = this.wallets.spend(account, {
        amount: calculation.usedPoints,
        description: `points used in promotion transaction ${transactionId}`,
        channel: 'promotion',
        referenceId: transactionId,
        promotionTransactionId: transactionId,
        userId: request.userId,
        storeId: request.storeId,
        storeName: request.storeName,
      }).transactionId;
    }
    const couponUsed = !request.skipPromotions && request.couponId !== undefined;
    if (couponUsed) this.coupons.get(request.couponId!)!.holders.add(transactionId);
    const transaction: PromotionTransaction = {
      transactionId,
      userId: request.userId,
      entityType: request.entityType,
      couponId: couponUsed ? request.couponId : undefined,
      storeId: request.storeId,
      storeName: request.storeName,
      status: 'STARTED',
      startedAt,
      expiresAt: new Date(this.clock.now().getTime() + request.timeoutSeconds * 1000).toISOString(),
      timeoutSeconds: request.timeoutSeconds,
      cart: calculation.cart,
      promotions: calculation.applied,
      pointAccountNumber: account?.accountNumber,
      pointSpendId,
      usedPoints: calculation.usedPoints,
      returnedPoints: 0,
      items: request.cart.items.map((item, i) => ({
        id: item.id,
        afterMinor: calculation.itemAfterMinor[i]!,
        points: calculation.itemPoints[i]!,
        reverted: false,
      })),
      history: [{ status: 'STARTED', at: startedAt }],
    };
    this.transactions.set(transactionId, transaction);
    if (request.isAutoCommit) this.setStatus(transaction, 'COMMITTED');
    return transaction;
  }

  private nextId(): string {
    do {
      this.sequence += 1;
    } while (this.transactions.has(`ptx-${String(this.sequence).padStart(6, '0')}`));
    return `ptx-${String(this.sequence).padStart(6, '0')}`;
  }

  private setStatus(transaction: PromotionTransaction, status: TransactionStatus): void {
    transaction.status = status;
    transaction.history.push({ status, at: this.now() });
  }

  /** The user's transaction; 404 for an unknown id or another user's transaction. */
  private require(transactionId: string, userId: string | undefined): PromotionTransaction {
    this.sweep();
    const transaction = this.transactions.get(transactionId);
    if (!transaction || (userId !== undefined && transaction.userId !== userId)) {
      throw notFound(`promotion transaction ${transactionId} not found${userId !== undefined ? ` for user ${userId}` : ''}`);
    }
    return transaction;
  }

  private illegal(transaction: PromotionTransaction, action: string, hint: string) {
    return badRequest(`cannot ${action} transaction ${transaction.transactionId}: it is ${transaction.status}${hint ? `; ${hint}` : ''}`);
  }

  commit(transactionId: string, userId: string | undefined): ChangeResult {
    const transaction = this.require(transactionId, userId);
    if (transaction.status !== 'STARTED') {
      const hint =
        transaction.status === 'EXPIRED'
          ? `its ${transaction.timeoutSeconds} s timeout ran out at ${transaction.expiresAt}`
          : 'only a STARTED transaction can be committed';
      throw this.illegal(transaction, 'commit', hint);
    }
    this.setStatus(transaction, 'COMMITTED');
    return this.result(transaction, `transaction ${transactionId} committed`, []);
  }

  cancel(transactionId: string, userId: string | undefined): ChangeResult {
    const transaction = this.require(transactionId, userId);
    if (transaction.status !== 'STARTED') {
      const hint = transaction.status === 'COMMITTED' || transaction.status === 'PARTIALLY_REVERTED' ? 'revert a committed transaction instead' : 'only a STARTED transaction can be canceled';
      throw this.illegal(transaction, 'cancel', hint);
    }
    const returned = this.release(transaction, 'CANCELLED');
    return this.result(transaction, `transaction ${transactionId} canceled`, [], returned);
  }

  revert(transactionId: string, userId: string | undefined): ChangeResult {
    const transaction = this.require(transactionId, userId);
    if (transaction.status !== 'COMMITTED' && transaction.status !== 'PARTIALLY_REVERTED') {
      const hint = transaction.status === 'STARTED' ? 'an uncommitted transaction is canceled, not reverted' : 'only a committed transaction can be reverted';
      throw this.illegal(transaction, 'revert', hint);
    }
    const items = transaction.items.filter((item) => !item.reverted);
    const returned = this.returnItems(transaction, items);
    this.releaseCoupon(transaction);
    this.setStatus(transaction, 'REVERTED');
    return this.result(transaction, `transaction ${transactionId} reverted`, items, returned);
  }

  partialRevert(transactionId: string, userId: string | undefined, itemIds: string[]): ChangeResult {
    const transaction = this.require(transactionId, userId);
    if (transaction.status !== 'COMMITTED' && transaction.status !== 'PARTIALLY_REVERTED') {
      throw this.illegal(transaction, 'partially revert', 'only a committed transaction can be partially reverted');
    }
    const items: TransactionItem[] = [];
    for (const [index, id] of itemIds.entries()) {
      const lines = transaction.items.filter((item) => item.id === id);
      if (lines.length === 0) throw badRequest(`items.${index}.id: item ${id} is not in transaction ${transactionId}`);
      const open = lines.filter((item) => !item.reverted && !items.includes(item));
      if (open.length === 0) throw badRequest(`items.${index}.id: item ${id} of transaction ${transactionId} is already reverted`);
      items.push(...open);
    }
    const returned = this.returnItems(transaction, items);
    if (transaction.items.every((item) => item.reverted)) {
      this.releaseCoupon(transaction);
      this.setStatus(transaction, 'REVERTED');
    } else {
      this.setStatus(transaction, 'PARTIALLY_REVERTED');
    }
    return this.result(transaction, `${items.length} item(s) of transaction ${transactionId} reverted`, items, returned);
  }

  /** The transaction's points spend and its account, when it spent points. */
  private pointSpend(transaction: PromotionTransaction) {
    const account = transaction.pointAccountNumber ? this.wallets.find(transaction.pointAccountNumber) : undefined;
    const spend = transaction.pointSpendId ? this.wallets.findTransaction(transaction.pointSpendId) : undefined;
    return account && spend ? { account, spend } : undefined;
  }

  private returnMovement(transaction: PromotionTransaction) {
    return {
      description: `points returned by promotion transaction ${transaction.transactionId}`,
      referenceId: transaction.transactionId,
    };
  }

  /**
   * Refunds the points allocated to `items` and marks them reverted; returns the points given back.
   * Points refunded through the wallet already are not given twice: the refund is capped at what is
   * left of the spend.
   */
  private returnItems(transaction: PromotionTransaction, items: TransactionItem[]): number {
    const wanted = items.reduce((sum, item) => sum + item.points, 0);
    const points = this.pointSpend(transaction);
    const given = points ? fromMinor(Math.min(toMinor(wanted), this.wallets.refundableMinor(points.spend))) : 0;
    if (points && given > 0) {
      this.wallets.refund(points.account, points.spend.transactionId, { ...this.returnMovement(transaction), amount: given });
    }
    for (const item of items) item.reverted = true;
    transaction.returnedPoints += given;
    return given;
  }

  /**
   * Cancel and expiry: the coupon is free again and whatever is left of the points spend comes back
   * (the spend is canceled, or its rest refunded when part of it was refunded through the wallet).
   * Nothing here can fail, so an expiry never stops the sweep.
   */
  private release(transaction: PromotionTransaction, status: 'CANCELLED' | 'EXPIRED'): number {
    const points = this.pointSpend(transaction);
    const returned = points
      ? fromMinor(this.wallets.giveBack(points.account, points.spend.transactionId, this.returnMovement(transaction)))
      : 0;
    transaction.returnedPoints += returned;
    this.releaseCoupon(transaction);
    this.setStatus(transaction, status);
    return returned;
  }

  private releaseCoupon(transaction: PromotionTransaction): void {
    if (transaction.couponId) this.coupons.get(transaction.couponId)?.holders.delete(transaction.transactionId);
  }

  private result(transaction: PromotionTransaction, message: string, items: TransactionItem[], returnedPoints = 0): ChangeResult {
    const amountMinor = items.reduce((sum, item) => sum + item.afterMinor - item.points * POINT_VALUE_MINOR, 0);
    return {
      message,
      transactionId: transaction.transactionId,
      status: transaction.status,
      returnedPoints,
      returnedAmount: fromMinor(amountMinor),
      revertedItems: items.map((item) => ({
        id: item.id,
        totalPriceAfterPromotion: fromMinor(item.afterMinor),
        usedPoints: item.points,
      })),
    };
  }
}
