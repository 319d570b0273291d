import { createHash, randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { SCOPES, forbidden, hasScope, unauthenticatedCaller, type Caller } from '../shared/caller';
import { logger } from '../shared/logger';
import { MemoryReservationStore, type ReservationStore } from '../shared/reservation-store';
import { StillUnknownError } from '../shared/settle';
import type { RequestScope } from '../shared/subgraph';

/** Who may cancel or commit any reservation, and hold any number of units: merchants and support staff. */
const RESERVATION_KEEPERS = [SCOPES.merchant, SCOPES.support];

/** For a scope built without the process's store (a unit test's): this process's memory. */
const fallback = new MemoryReservationStore();
const storeOf = (context: RequestScope): ReservationStore => context.reservations ?? fallback;

const isKeeper = (caller: Caller) => RESERVATION_KEEPERS.some((scope) => hasScope(caller, scope));

/** Who a reservation is recorded as made by: a user by id, a service caller by a hash of its key (a key is never stored). */
function ownerIdentity(caller: Caller, field: string): string {
  if (caller.kind === 'user') return `user:${caller.userId}`;
  if (caller.kind === 'service') return `service:${createHash('sha256').update(caller.apiKey).digest('hex')}`;
  throw unauthenticatedCaller(field);
}

/** The records could not be read or written before the call: nothing was sent. */
async function beforeCall<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'stock reservation records unavailable');
    throw new GraphQLError('The stock reservation records cannot be reached: nothing was sent, try again later', {
      extensions: { code: 'RESERVATION_STORE_UNAVAILABLE', delivered: false },
    });
  }
}

/**
 * After the service answered, the records failing must not turn an applied write into an error: the
 * answer stands, and what was not recorded ends with the records' TTL.
 */
async function afterCall(step: Promise<void>, what: string): Promise<void> {
  try {
    await step;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, `stock reservation records: ${what} failed`);
  }
}

/** What a reserve request took of its caller's cap before the call. */
export interface UnitsClaim {
  owner: string;
  /** Absent for merchant and support callers, who hold any number of units. */
  hold?: { holdId: string; units: number };
}

/**
 * Takes `units` of the caller's cap before the reservation is asked for (BAD_USER_INPUT naming
 * `input.quantity` when they would pass it): two requests at once cannot both take the last units.
 */
export async function claimUnits(context: RequestScope, units: number): Promise<UnitsClaim> {
  const owner = ownerIdentity(context.caller, 'input.quantity');
  if (isKeeper(context.caller)) return { owner };
  const cap = context.client.config.maxReservedUnitsPerUser;
  const hold = { holdId: `pending:${randomUUID()}`, units };
  const answer = await beforeCall(storeOf(context).hold(owner, hold.holdId, units, cap));
  if (!answer.held) {
    const message = `a user holds at most ${cap} units in open stock reservations (MAX_RESERVED_UNITS_PER_USER), and ${answer.heldUnits} are held already`;
    throw new GraphQLError(`input.quantity: ${message}`, {
      extensions: { code: 'BAD_USER_INPUT', fields: ['input.quantity'] },
    });
  }
  return { owner, hold };
}

/**
 * The service refused the reservation: its units are free again. When the outcome is unknown (the
 * reservation may have been made), they stay held until the records expire.
 */
export async function returnUnits(context: RequestScope, claim: UnitsClaim, error: unknown): Promise<void> {
  if (!claim.hold) return;
  // A write that may have been applied keeps its units held; a resend that sent nothing does not.
  if (error instanceof GraphQLError && error.extensions.delivered === 'unknown' && !(error instanceof StillUnknownError)) return;
  await afterCall(storeOf(context).drop(claim.owner, claim.hold.holdId), 'returning units');
}

/**
 * The service made the reservation: it is recorded as the caller's, its units held under its id.
 * Without an id in the answer nothing can address it, and its units stay held until they expire.
 */
export async function recordReservation(context: RequestScope, claim: UnitsClaim, reservationId: string | null): Promise<void> {
  if (reservationId === null) return;
  await afterCall(storeOf(context).record(claim.owner, reservationId, claim.hold), 'recording a reservation');
}

/**
 * Only who made a reservation, or a merchant or support caller, may cancel or commit it. An unknown
 * reservation is refused exactly like another user's, so that reservation ids cannot be probed.
 */
export async function assertOwnsReservation(context: RequestScope, { input }: { input: { reservationId: string } }): Promise<void> {
  const { caller } = context;
  const field = 'input.reservationId';
  const identity = ownerIdentity(caller, field);
  if (isKeeper(caller)) return;
  if ((await beforeCall(storeOf(context).ownerOf(input.reservationId))) === identity) return;
  throw forbidden(`${field}: a user reaches only the stock reservations they made (or needs the ${RESERVATION_KEEPERS.join(' or ')} scope)`, {
    fields: [field],
    requiredScopes: RESERVATION_KEEPERS.map((scope) => [scope]),
  });
}

/** The reservation was canceled or committed: its units no longer count toward its owner's cap. */
export async function releaseReservation(context: RequestScope, reservationId: string): Promise<void> {
  await afterCall(storeOf(context).settle(reservationId), 'releasing units');
}
