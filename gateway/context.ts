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
