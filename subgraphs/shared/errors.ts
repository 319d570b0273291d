import { GraphQLError } from 'graphql';

/** The `extensions.code` values the facade emits (see the schema contract). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_RESPONSE';

export interface UpstreamInfo {
  operation: string;
  status: number | null;
}

export function upstreamError(
  code: ErrorCode,
  message: string,
  upstream: UpstreamInfo,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, upstream } });
}

export function unauthenticated(operation: string): GraphQLError {
  return new GraphQLError(
    'No API key: send an x-api-key header or configure COMMERCE_API_KEY',
    { extensions: { code: 'UNAUTHENTICATED', upstream: { operation, status: null } } },
  );
}
