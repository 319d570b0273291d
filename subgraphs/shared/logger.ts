import pino from 'pino';
import { currentRequestId } from './request-id';

const requested = process.env.LOG_LEVEL;
// An unknown LOG_LEVEL must not throw here, at import: the configuration refuses it, naming the variable.
const level =
  requested && (requested === 'silent' || requested in pino.levels.values)
    ? requested
    : process.env.NODE_ENV === 'test'
      ? 'silent'
      : 'info';

/**
 * The process logger. Request headers are never logged, and `redact` drops any key-bearing path
 * a caller might pass by mistake. Every line written on behalf of a request carries its `requestId`:
 * one logger whose lines pick the id up from the request's async context, rather than a child
 * logger handed down through every layer (the service client included).
 */
export const logger = pino({
  level,
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: { paths: ['apiKey', '*.apiKey', 'headers', '*.headers', 'x-api-key', '*["x-api-key"]'], remove: true },
});
