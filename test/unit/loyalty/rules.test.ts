import { DEFAULT_RULES, pointsFor } from '../../../emulator/loyalty/rules';

describe('purchase points', () => {
  it('multiplies amount by rate and rounds down to a whole point', () => {
    expect(pointsFor(123.45, 2)).toBe(246);
    expect(pointsFor(12.99, 1)).toBe(12);
    expect(pointsFor(500, 0.1)).toBe(50);
  });

  it('does not lose a point to binary noise', () => {
    expect(4.35 * 100).toBeLessThan(435);
    expect(pointsFor(4.35, 100)).toBe(435);
    expect(pointsFor(1.15, 100)).toBe(115);
    expect(pointsFor(0.3, 10)).toBe(3);
  });

  it('earns nothing below one point', () => {
    expect(pointsFor(0.99, 1)).toBe(0);
  });
});

describe('seeded rules', () => {
  it('has a PURCHASE rule and a once-per-user registration bonus', () => {
    expect(DEFAULT_RULES.map((rule) => [rule.eventType, rule.action])).toEqual([
      ['PURCHASE', { type: 'EARN_POINTS_FROM_AMOUNT', defaultRate: 1 }],
      ['REGISTRATION', { type: 'EARN_FIXED_POINTS', points: 100, oncePerEntity: true }],
    ]);
  });
});
