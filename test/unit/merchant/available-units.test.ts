import type { HistoryRecord } from '../../../subgraphs/merchant/records';
import { availableUnits } from '../../../subgraphs/merchant/models';

const stock = (warehouse: string | null, distributedQuantity: number | null, reservedQuantity: number | null = 0, type = 'STOCK'): HistoryRecord =>
  ({ warehouse, distributedQuantity, reservedQuantity, type }) as unknown as HistoryRecord;

describe('units available from a STOCK history (newest first)', () => {
  it("sums each warehouse's newest record, distributed less reserved", () => {
    expect(availableUnits([stock('WH-2', 5, 1), stock('WH-1', 30, 0), stock('WH-1', 10, 0), stock('WH-2', 50, 0)])).toBe(34);
  });

  it('never counts a warehouse below 0, and ignores PRICE records', () => {
    expect(availableUnits([stock('WH-1', 2, 5), stock('WH-1', 9, 0, 'PRICE'), stock('WH-2', 3)])).toBe(3);
  });

  it('is null without any stock record', () => {
    expect(availableUnits([])).toBeNull();
    expect(availableUnits([stock('WH-1', 9, 0, 'PRICE')])).toBeNull();
  });
});
