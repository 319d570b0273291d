import pino from 'pino';

/**
 * The process logger. Request headers are never logged, and `redact` drops any key-bearing path
 * a caller might pass by mistake.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: { paths: ['apiKey', '*.apiKey', 'headers', '*.headers', 'x-api-key', '*["x-api-key"]'], remove: true },
});
