import type { IncomingHttpHeaders } from 'node:http';

/** The gateway's per-request context: only what the subgraphs need from the caller. */
export interface GatewayContext {
  /** The caller's `x-api-key`, or the configured default; never logged or echoed. */
  apiKey: string | undefined;
}

export function apiKeyFrom(headers: IncomingHttpHeaders, fallback: string | undefined): string | undefined {
  const header = headers['x-api-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim() ? value.trim() : fallback;
}

/**
 * Who a request acts for, as idempotency records and limits key it: the key it acts with (hashed
 * where it is stored), or nobody.
 */
export function callerOf(context: GatewayContext): string {
  return context.apiKey ? `key:${context.apiKey}` : 'anonymous';
}
