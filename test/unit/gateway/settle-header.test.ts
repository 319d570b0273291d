import { settleOf, signSettle } from '../../../gateway/federation/context';

/**
 * x-commerce-settle-since between a gateway and a subgraph deployed on its own: honoured only as the
 * gateway signed it (a key derived from the service key both hold), for the caller the request acts
 * for, lately; its `since` held between the idempotency TTL ago and now.
 */

const KEY = 'service-key';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 60 * 60_000;
const TTL = 24 * HOUR;
const trust = { serviceKey: KEY, caller: 'user:user-1', ttlMs: TTL, now: NOW };

describe('settleOf', () => {
  it('honours a header the gateway signed for this caller, with its since', () => {
    const header = signSettle(KEY, { since: NOW - HOUR }, 'user:user-1', NOW - 1000);
    expect(header).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(settleOf(header, trust)).toEqual({ settle: { since: NOW - HOUR } });
  });

  it('reads no settle from a request without the header', () => {
    expect(settleOf(undefined, trust)).toEqual({ settle: undefined });
  });

  it.each([
    ['a bare epoch, as anyone can send it', String(NOW - HOUR)],
    ['a signature of the right form that nobody made', `${NOW - HOUR}.${NOW}.${'A'.repeat(43)}`],
    ['a header signed for another caller', signSettle(KEY, { since: NOW - HOUR }, 'user:user-2', NOW)],
    ['a header signed with another service key', signSettle('another-key', { since: NOW - HOUR }, 'user:user-1', NOW)],
    ['a signed header with its since changed', signSettle(KEY, { since: NOW - HOUR }, 'user:user-1', NOW)!.replace(/^\d+/, String(NOW - 2 * HOUR))],
    ['a header signed more than five minutes ago', signSettle(KEY, { since: NOW - HOUR }, 'user:user-1', NOW - 6 * 60_000)],
    ['a header signed more than five minutes ahead', signSettle(KEY, { since: NOW - HOUR }, 'user:user-1', NOW + 6 * 60_000)],
    ['two headers', [signSettle(KEY, { since: NOW }, 'user:user-1', NOW)!, signSettle(KEY, { since: NOW }, 'user:user-1', NOW)!]],
  ])('refuses %s', (_name, header) => {
    expect(settleOf(header, trust)).toEqual({ refused: expect.any(String) });
  });

  it('refuses every header when it has no service key to check with, and the gateway signs none without one', () => {
    expect(settleOf(signSettle(KEY, { since: NOW }, 'user:user-1', NOW), { ...trust, serviceKey: undefined })).toEqual({ refused: expect.any(String) });
    expect(signSettle(undefined, { since: NOW }, 'user:user-1', NOW)).toBeUndefined();
  });

  it('holds since to no earlier than the TTL ago and no later than now', () => {
    const sign = (since: number) => signSettle(KEY, { since }, 'user:user-1', NOW);
    expect(settleOf(sign(0), trust)).toEqual({ settle: { since: NOW - TTL } });
    expect(settleOf(sign(NOW - 2 * TTL), trust)).toEqual({ settle: { since: NOW - TTL } });
    expect(settleOf(sign(NOW + HOUR), trust)).toEqual({ settle: { since: NOW } });
    expect(settleOf(sign(NOW - TTL + 1), trust)).toEqual({ settle: { since: NOW - TTL + 1 } });
  });
});
