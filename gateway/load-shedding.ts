import type { ServerResponse } from 'node:http';
import { HttpError } from './json-response';

/** How long a shed caller is told to wait: a request in flight here takes milliseconds to seconds. */
const RETRY_AFTER_S = 1;

/** Admits a request while fewer than its maximum are in flight; a slot is held until the response closes. */
export interface InFlightLimit {
  admit(res: ServerResponse): void;
}

/**
 * At most `max` requests at once. The next is refused with 503 RATE_LIMITED and Retry-After (the
 * route calls `admit` after CORS, so a browser can read the answer, and once the whole body is read,
 * so that a client sending slowly holds no slot; MAX_BUFFERED_BODY_BYTES bounds the bodies still
 * arriving), so that a flood, however many callers it comes from, neither grows the heap past its cap
 * (the gateway runs with a capped old generation) nor queues work that would only finish after its
 * callers gave up. A slot is freed when its response closes, finished or aborted.
 */
export function inFlightLimit(max: number): InFlightLimit {
  let inFlight = 0;
  return {
    admit(res) {
      if (inFlight >= max) {
        throw new HttpError(
          503,
          `The gateway is serving its limit of ${max} requests at once: retry after ${RETRY_AFTER_S} s`,
          'RATE_LIMITED',
          { 'retry-after': String(RETRY_AFTER_S) },
          { retryAfter: RETRY_AFTER_S, maxRequestsInFlight: max },
        );
      }
      inFlight++;
      res.once('close', () => inFlight--);
    },
  };
}
