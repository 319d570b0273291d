import { GraphQLError } from 'graphql';

/** The `extensions.code` values the facade emits (see the schema contract). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_OUTCOME_UNKNOWN'
  | 'UPSTREAM_RATE_LIMITED'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'RATE_LIMITED'
  | 'OPERATION_TOO_EXPENSIVE'
  | 'IDEMPOTENCY_KEY_REUSED';

export interface UpstreamInfo {
  operation: string;
  status: number | null;
}

/**
 * Whether a failed service call reached the service: `false` when it certainly was not sent,
 * `"unknown"` when a write may have been applied (its answer was lost), `true` when an answer came.
 */
export type Delivered = boolean | 'unknown';

export function upstreamError(
  code: ErrorCode,
  message: string,
  upstream: UpstreamInfo,
  extra: { delivered?: Delivered; retryAfter?: number } = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, upstream, ...extra } });
}

export function unauthenticated(operation: string): GraphQLError {
  return new GraphQLError(
    'No API key: send an x-api-key header or configure COMMERCE_API_KEY',
    { extensions: { code: 'UNAUTHENTICATED', upstream: { operation, status: null }, delivered: false } },
  );
}
