/** The project's loyalty currency (wallet accounts, points spent on promotions): points, not money. */
export const POINT_CURRENCY = 'POINT';

/** The service's names of currencies that are not ISO 4217 codes (its document writes EURO, 2.4). */
const ISO_CODES: Readonly<Record<string, string>> = { EURO: 'EUR' };

const ISO_CODE = /^[A-Z]{3}$/;

/**
 * An amount as the shopper reads it, in `locale` (the browser's by default):
 * - a currency the service names (EURO) or an ISO 4217 code, with `Intl.NumberFormat`: its symbol and
 *   its own minor units (two for EUR, none for JPY, three for KWD);
 * - POINT as points: "1,250 points", up to two decimals (the unit word is English);
 * - a currency Intl cannot name, as a number with two decimals followed by the name as given;
 * - no currency (a source that does not say, such as a talking-products price), as a number with two decimals.
 */
export function formatMoney(amount: number, currency: string | null | undefined, locale?: Intl.LocalesArgument): string {
  if (!currency) return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  if (currency === POINT_CURRENCY) {
    const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
    // English plural rules, to agree with the English word whatever the locale of the number.
    return `${points} ${new Intl.PluralRules('en').select(amount) === 'one' ? 'point' : 'points'}`;
  }
  const code = ISO_CODES[currency] ?? currency;
  if (!ISO_CODE.test(code)) {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
}
