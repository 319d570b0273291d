/**
 * The service's currencies, as its document names them (2.4, values seen: `POINT`, `EURO`). Every area
 * speaks this one vocabulary: wallet accounts, loyalty event data, promotion point currencies, seeds.
 */
export const CURRENCIES = ['POINT', 'EURO'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Loyalty points; promotions spend them at 0.10 each. */
export const POINT: Currency = 'POINT';
export const EURO: Currency = 'EURO';

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);
