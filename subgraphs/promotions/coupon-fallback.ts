import { GraphQLError } from 'graphql';
import type { CouponErrorCode } from './__generated__/resolvers-types';
import type { CalculationRecord } from './operations';

interface CouponErrorModel {
  code: CouponErrorCode;
  message: string;
  couponId: string;
}

export type CalculationWithCouponModel = CalculationRecord & { couponError: CouponErrorModel | null };

/** The statuses with which the service refuses a calculation it understood: the coupon may be the reason. */
const REFUSALS: Record<number, CouponErrorCode> = { 400: 'COUPON_REFUSED', 404: 'UNKNOWN_COUPON', 422: 'COUPON_REFUSED' };

/**
 * What a shopper is told. The service's own message is not passed on: it may name other callers'
 * identifiers (a used-up coupon's holders, their order ids), and any shopper, anonymous included,
 * may try any coupon.
 */
const COUPON_MESSAGES: Record<CouponErrorCode, (couponId: string) => string> = {
  UNKNOWN_COUPON: (couponId) => `coupon ${couponId} is not known`,
  COUPON_REFUSED: (couponId) => `coupon ${couponId} cannot be used now: it has no uses left, or its promotion is not active`,
};

function refusal(error: unknown): CouponErrorCode | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const upstream = error.extensions.upstream as { status?: unknown } | undefined;
  return typeof upstream?.status === 'number' ? REFUSALS[upstream.status] : undefined;
}

/**
 * Promotion/calculate, keeping the cart when the service refuses its coupon. The service answers an
 * unknown coupon (404) or one with no use left (400) by refusing the whole calculation, which would
 * leave a checkout without totals. Calculate is a read, so the facade asks once more without the
 * coupon: if that succeeds, the coupon was the reason and the cart comes back with `couponError`;
 * if it fails too, the cart itself is refused and that second answer is the error.
 */
export async function calculateKeepingCart<Args extends { couponId?: string | null }>(
  calculate: (args: Args) => Promise<CalculationRecord>,
  args: Args,
): Promise<CalculationWithCouponModel> {
  try {
    return { ...(await calculate(args)), couponError: null };
  } catch (error) {
    const code = refusal(error);
    if (!args.couponId || !code || !(error instanceof GraphQLError)) throw error;
    const withoutCoupon = await calculate({ ...args, couponId: null });
    return { ...withoutCoupon, couponError: { code, message: COUPON_MESSAGES[code](args.couponId), couponId: args.couponId } };
  }
}
