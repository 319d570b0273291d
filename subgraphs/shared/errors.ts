import { GraphQLError } from 'graphql';
import type { FacadeErrorCode } from '../../client/errors';

/** The `extensions.code` values the facade emits: the one list of the error contract (client/errors.ts). */
export type ErrorCode = FacadeErrorCode;

export interface UpstreamInfo {
  operation: string;
  status: number | null;
}

/**
 * Whether a failed service call reached the service: `false` when it certainly was not sent,
 * `"unknown"` when a write may have been applied (its answer was lost), `true` when an answer came.
 */
export type Delivered = boolean | 'unknown';

/**
 * A failed service call. `message` is what a shopper may read; `detail` says what happened between
 * the facade and the service (operation, status, connection error), which the gateway answers only
 * outside production or to privileged callers (format-error.ts), as it does `upstream`.
 */
export function upstreamError(
  code: ErrorCode,
  message: string,
  upstream: UpstreamInfo,
  extra: { delivered?: Delivered; retryAfter?: number; detail?: string; fields?: string[] } = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, upstream, ...extra } });
}

/** `Invalid request: walletId: is required; amount: must be ...`: the fields a service message names, each before a colon. */
const NAMED_FIELD = /(?:^|;\s*)(?:Invalid request:\s*)?([A-Za-z_][\w.]*):\s/g;

/**
 * What a service's 400 is about, named like the facade's own input errors: the fields its message
 * names, under `input` for a write (a mutation's one argument, whose fields are the service's request
 * fields); else a write's whole `input`, or the request fields a read sent (its arguments keep the
 * service's names).
 */
export function serviceFields(message: string | undefined, write: boolean, body: unknown): string[] {
  const named = [...(message ?? '').matchAll(NAMED_FIELD)].map((match) => `${write ? 'input.' : ''}${match[1]}`);
  if (named.length > 0) return [...new Set(named)];
  if (write) return ['input'];
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  return sent.length > 0 ? sent : ['arguments'];
}

export function unauthenticated(operation: string): GraphQLError {
  return new GraphQLError(
    'No credentials for the service: send an x-api-key header',
    {
      extensions: {
        code: 'UNAUTHENTICATED',
        upstream: { operation, status: null },
        delivered: false,
        detail: `${operation}: no API key (x-api-key header or COMMERCE_API_KEY)`,
      },
    },
  );
}
