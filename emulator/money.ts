/** Money is kept in integer minor units (hundredths) so sums never pick up binary fractions. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;
