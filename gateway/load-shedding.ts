import type { Route } from './http-router';
import { HttpError } from './json-response';

/** How long a shed caller is told to wait: a request in flight here takes milliseconds to seconds. */
const RETRY_AFTER_S = 1;

/**
 * At most `max` requests of a route at once. The next is answered 503 RATE_LIMITED with Retry-After
 * before its body is read, so that a flood, however many callers it comes from, neither grows the
 * heap past its cap (the gateway runs with a capped old generation) nor queues work that would only
 * finish after its callers gave up. A slot is freed when its response closes, finished or aborted.
 */
export function boundedInFlight(route: Route, max: number): Route {
  let inFlight = 0;
  return (req, res, url) => {
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
    return route(req, res, url);
  };
}
