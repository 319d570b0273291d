import { MemoryReservationStore } from '../../../subgraphs/shared/reservation-store';

/** The in-memory reservation records: owners, units held against a cap, expiry and the bound. */
describe('MemoryReservationStore', () => {
  const TTL = 60_000;
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('holds units up to the cap, per owner', async () => {
    const store = new MemoryReservationStore(TTL, 100, clock);
    expect(await store.hold('user:a', 'h1', 6, 10)).toEqual({ held: true });
    expect(await store.hold('user:a', 'h2', 5, 10)).toEqual({ held: false, heldUnits: 6 });
    expect(await store.hold('user:b', 'h3', 10, 10)).toEqual({ held: true });
    await store.drop('user:a', 'h1');
    expect(await store.hold('user:a', 'h2', 10, 10)).toEqual({ held: true });
  });

  it('records the owner under the reservation id, and frees its units once settled', async () => {
    const store = new MemoryReservationStore(TTL, 100, clock);
    await store.hold('user:a', 'pending', 8, 10);
    await store.record('user:a', 'res-1', { holdId: 'pending', units: 8 });
    expect(await store.ownerOf('res-1')).toBe('user:a');
    expect(await store.hold('user:a', 'h', 3, 10)).toEqual({ held: false, heldUnits: 8 });
    await store.settle('res-1');
    expect(await store.hold('user:a', 'h', 3, 10)).toEqual({ held: true });
    // The owner is still known: a second cancel reaches the service, which answers it.
    expect(await store.ownerOf('res-1')).toBe('user:a');
  });

  it('forgets owners and frees units once the records expire', async () => {
    const store = new MemoryReservationStore(TTL, 100, clock);
    await store.hold('user:a', 'pending', 10, 10);
    await store.record('user:a', 'res-1', { holdId: 'pending', units: 10 });
    now += TTL + 1;
    expect(await store.ownerOf('res-1')).toBeUndefined();
    expect(await store.hold('user:a', 'h', 10, 10)).toEqual({ held: true });
  });

  it('keeps at most its bound of reservations, the least recently used leaving first', async () => {
    const store = new MemoryReservationStore(TTL, 2, clock);
    await store.record('user:a', 'res-1');
    await store.record('user:a', 'res-2');
    await store.record('user:a', 'res-3');
    expect(await store.ownerOf('res-1')).toBeUndefined();
    expect(await store.ownerOf('res-3')).toBe('user:a');
  });
});
