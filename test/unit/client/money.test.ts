import { formatMoney, POINT_CURRENCY } from '../../../client';

/** Intl separates a symbol or code from the number with a no-break space in these locales. */
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it("formats the service's EURO as euros, in the locale asked for", () => {
    expect(formatMoney(1234.5, 'EURO', 'en-US')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'EURO', 'de-DE')).toBe(`1.234,50${nbsp}€`);
  });

  it("uses each ISO currency's own minor units", () => {
    expect(formatMoney(12.3, 'USD', 'en-US')).toBe('$12.30');
    expect(formatMoney(1234.5, 'JPY', 'en-US')).toBe('¥1,235');
    expect(formatMoney(1.2345, 'KWD', 'en-US')).toBe(`KWD${nbsp}1.235`);
  });

  it('formats POINT as points, not as a currency', () => {
    expect(POINT_CURRENCY).toBe('POINT');
    expect(formatMoney(1250, 'POINT', 'en-US')).toBe('1,250 points');
    expect(formatMoney(1, 'POINT', 'en-US')).toBe('1 point');
    expect(formatMoney(0, 'POINT', 'en-US')).toBe('0 points');
    expect(formatMoney(1.5, 'POINT', 'de-DE')).toBe('1,5 points');
  });

  it('formats an amount of unknown currency as a number with two decimals', () => {
    expect(formatMoney(12.3, null, 'en-US')).toBe('12.30');
    expect(formatMoney(12.3, undefined, 'de-DE')).toBe('12,30');
  });

  it('follows a currency Intl cannot name with its name as given', () => {
    expect(formatMoney(12.3, 'GOLD COINS', 'en-US')).toBe('12.30 GOLD COINS');
  });
});
