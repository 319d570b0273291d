/**
 * The loyalty rule actions the emulator runs after recording an event, by event type. Rules apply to
 * `USER` entities only: points go to the user's POINT wallet account.
 */
type RuleAction =
  /** Earns `amount × rate` points, rounded down to a whole point; `rate` defaults to `defaultRate`. */
  | { type: 'EARN_POINTS_FROM_AMOUNT'; defaultRate: number }
  /** Earns a fixed number of points; with `oncePerEntity`, only the entity's first such event earns them. */
  | { type: 'EARN_FIXED_POINTS'; points: number; oncePerEntity: boolean };

export interface LoyaltyRule {
  id: string;
  eventType: string;
  description: string;
  action: RuleAction;
}

/** The entity type the rules earn points for. */
export const RULE_ENTITY_TYPE = 'USER';

/** The seeded rules (see emulator/README.md, Loyalty). */
export const DEFAULT_RULES: readonly LoyaltyRule[] = [
  {
    id: 'purchase-points',
    eventType: 'PURCHASE',
    description: 'Earns floor(amount × rate) points (rate defaults to 1) into the user’s POINT account',
    action: { type: 'EARN_POINTS_FROM_AMOUNT', defaultRate: 1 },
  },
  {
    id: 'registration-bonus',
    eventType: 'REGISTRATION',
    description: 'Earns 100 points on the user’s first REGISTRATION event',
    action: { type: 'EARN_FIXED_POINTS', points: 100, oncePerEntity: true },
  },
];

/**
 * Points earned for a purchase: `amount × rate` rounded down to a whole point. The product is first
 * rounded to 6 decimals so binary noise (4.35 × 100 = 434.99999999999994) does not cost a point.
 */
export function pointsFor(amount: number, rate: number): number {
  const exact = Math.round(amount * rate * 1e6) / 1e6;
  return Math.max(0, Math.floor(exact));
}
