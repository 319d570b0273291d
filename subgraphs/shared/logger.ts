import pino from 'pino';
import { containsKey, redactKeys } from './redaction';

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
 * a caller might pass by mistake. A line written on behalf of a request carries its `requestId`, which
 * the request's context and the service client's call options hold: an async-context store would do
 * it for every line, but on Node 20 it hooks every promise of every request.
 */
/** Keys whose every form (see keyForms) is scrubbed from each written line, wherever in it they appear. */
const secretKeys: string[] = [];

/** Scrubs `key` from every log line this process writes from now on: a message may quote it in any encoding. */
export function redactFromLogs(key: string | undefined): void {
  if (key && !secretKeys.includes(key)) secretKeys.push(key);
}

/** A written log line without any form of a registered key. */
export function scrubLogLine(line: string): string {
  return containsKey(line, secretKeys) ? redactKeys(line, secretKeys) : line;
}

export const logger = pino({
  level,
  redact: { paths: ['apiKey', '*.apiKey', 'headers', '*.headers', 'x-api-key', '*["x-api-key"]'], remove: true },
  hooks: { streamWrite: scrubLogLine },
});
