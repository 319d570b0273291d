import type { ServerResponse } from 'node:http';
import { HttpError } from '../http/json-response';
import { whenClosed } from '../http/response-closed';

/** How long a shed caller is told to wait: a request in flight here takes milliseconds to seconds. */
const RETRY_AFTER_S = 1;

/** Admits a request while fewer than its maximum are in flight; a slot is held until the response closes. */
export interface InFlightLimit {
  /** `address`: the client's rate-limit bucket, whose own share of the slots is bounded too. */
  admit(res: ServerResponse, address?: string): void;
  /** Slots held now (the facade_requests_in_flight gauge). */
  readonly held: number;
}

/**
 * At most `max` requests at once. The next is refused with 503 RATE_LIMITED and Retry-After (the
 * route calls `admit` after CORS, so a browser can read the answer, and once the whole body is read,
 * so that a client sending slowly holds no slot; MAX_BUFFERED_BODY_BYTES bounds the bodies held,
 * arriving or read), so that a flood, however many callers it comes from, neither grows the heap past its cap
 * (the gateway runs with a capped old generation) nor queues work that would only finish after its
 * callers gave up. A slot is freed when its response closes, finished or aborted.
 */
export function inFlightLimit(max: number, perAddress = max): InFlightLimit {
  let inFlight = 0;
  // Only addresses with a request in flight have an entry: the map is bounded by `max`.
  const byAddress = new Map<string, number>();
  const refuse = (message: string, extensions: Record<string, number>) =>
    new HttpError(503, `${message}: retry after ${RETRY_AFTER_S} s`, 'RATE_LIMITED', { 'retry-after': String(RETRY_AFTER_S) }, { retryAfter: RETRY_AFTER_S, ...extensions });
  return {
    admit(res, address) {
      if (inFlight >= max) throw refuse(`This server is serving its limit of ${max} requests at once`, { maxRequestsInFlight: max });
      const mine = address === undefined ? 0 : (byAddress.get(address) ?? 0);
      // One client alone cannot take every slot (each request may cost a second of planning).
      if (address !== undefined && mine >= perAddress) {
        throw refuse(`This client address has its limit of ${perAddress} requests in flight`, { maxRequestsInFlightPerAddress: perAddress });
      }
      inFlight++;
      if (address !== undefined) byAddress.set(address, mine + 1);
      whenClosed(res, () => {
        inFlight--;
        if (address === undefined) return;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      });
    },
    get held() {
      return inFlight;
    },
  };
}
