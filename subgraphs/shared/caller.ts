import { GraphQLError } from 'graphql';

/**
 * The roles a token's `scope` claim may carry (space-separated). Any authenticated user acts on
 * their own data; these widen what they may do.
 */
export const SCOPES = {
  /** A shopper: their own cart, checkout, wallet, points and loyalty events (any signed-in user has this reach). */
  shopper: 'shopper',
  /** Stock and price imports, batches and merchant product history. */
  merchant: 'merchant',
  /** Product upserts and talking-product records. */
  catalogueAdmin: 'catalogue-admin',
  /** Account creation, loads, bulk loads, cancels and refunds, and listing every account. */
  walletAdmin: 'wallet-admin',
  /** Recording and canceling loyalty events for any user. */
  loyaltyAdmin: 'loyalty-admin',
  /** Reading any user's data. */
  support: 'support',
} as const;
export type Scope = (typeof SCOPES)[keyof typeof SCOPES];
export const ALL_SCOPES: readonly Scope[] = Object.values(SCOPES);

/** Who is calling, as the gateway established it before any GraphQL work. */
export type Caller =
  | { readonly kind: 'anonymous' }
  /** An end user with a verified bearer token: `sub` is the service's userId. */
  | { readonly kind: 'user'; readonly userId: string; readonly scopes: ReadonlySet<string> }
  /**
   * A server-to-server caller presenting its own service key (when ALLOW_CALLER_API_KEYS is true):
   * it holds every scope, and the service itself decides what its key may do.
   */
  | { readonly kind: 'service'; readonly apiKey: string };

export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * Who a service call is made for, as reads merged in flight tell callers apart: a user by id; a
 * service caller and anonymous callers by the key the call carries (sent with the call as well).
 */
export function callerIdentity(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : caller.kind;
}

export function hasScope(caller: Caller, scope: string): boolean {
  return caller.kind === 'service' || (caller.kind === 'user' && caller.scopes.has(scope));
}

/** The user the caller acts as, if any. */
export const userIdOf = (caller: Caller): string | undefined => (caller.kind === 'user' ? caller.userId : undefined);

export function unauthenticatedCaller(field: string): GraphQLError {
  return new GraphQLError(`${field} needs an authenticated caller: send Authorization: Bearer <token>`, {
    extensions: { code: 'UNAUTHENTICATED', fields: [field] },
  });
}

export function forbidden(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', ...extensions } });
}

/**
 * A user acts on their own data only: `userId` (an argument, or the owner the service's records
 * name) must be the caller's own, unless one of `widening` scopes lets the caller reach any user's.
 * Anonymous callers are refused outright. `field` names the argument or field in the error.
 */
export function assertOwnUser(caller: Caller, userId: string | null | undefined, field: string, widening: readonly Scope[] = [SCOPES.support]): void {
  if (caller.kind === 'anonymous') throw unauthenticatedCaller(field);
  if (caller.kind === 'service' || widening.some((scope) => caller.scopes.has(scope))) return;
  if (userId === undefined || userId === null || userId !== caller.userId) {
    throw forbidden(`${field}: a user acts only on their own data (or needs the ${widening.join(' or ')} scope)`, {
      fields: [field],
      requiredScopes: widening.map((scope) => [scope]),
    });
  }
}
