import pino from 'pino';

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
 * a caller might pass by mistake.
 */
export const logger = pino({
  level,
  redact: { paths: ['apiKey', '*.apiKey', 'headers', '*.headers', 'x-api-key', '*["x-api-key"]'], remove: true },
});
