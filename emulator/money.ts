/** Money is kept in integer minor units (hundredths) so sums never pick up binary fractions. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/**
 * The largest amount, price and balance: 1000000000000 (1e12), the bound of the facade's `Amount`
 * scalar (subgraphs/shared/scalars.ts), so every state the emulator can reach is one the facade can
 * read and write. Below it every cent is exact both as an integer count of minor units and as the JSON
 * number of an answer, so no load, sum or answer ever gains or loses a cent.
 */
export const MAX_MINOR = 100_000_000_000_000;
export const MAX_AMOUNT = fromMinor(MAX_MINOR);

/**
 * Whether a number is a whole number of cents. Binary noise from a client's own arithmetic
 * (0.1 + 0.2 = 0.30000000000000004) is tolerated and rounds away in `toMinor`.
 */
export const isCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
