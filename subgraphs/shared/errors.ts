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

/** An argument the facade rejects before calling the service; `field` is its path in the arguments. */
export function badUserInput(field: string, message: string): GraphQLError {
  return new GraphQLError(`${field}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', field },
  });
}

export function unauthenticated(operation: string): GraphQLError {
  return new GraphQLError(
    'No API key: send an x-api-key header or configure COMMERCE_API_KEY',
    { extensions: { code: 'UNAUTHENTICATED', upstream: { operation, status: null } } },
  );
}
