import type { IncomingHttpHeaders } from 'node:http';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { KeyObject } from 'node:crypto';
import { ANONYMOUS, type Caller } from '../../subgraphs/shared/caller';
import type { AuthConfig } from '../../config/environment';
import { HttpError } from '../http/json-response';
import { KEY_SET_RETRY_S, KeySetUnavailable, remoteKeySet } from './remote-key-set';

/** Tokens longer than this are refused unread. */
const MAX_TOKEN_LENGTH = 8192;
/** A `sub` is the service's userId: an identifier, bounded as every id argument is. */
// eslint-disable-next-line no-control-regex -- control characters are what a userId must not hold
const USER_ID = /^[^\s\u0000-\u001f]{1,128}$/;

export interface Authenticator {
  /** The caller of a request, from its headers; throws a 401 HttpError for bad credentials. */
  authenticate(headers: IncomingHttpHeaders): Promise<Caller>;
  /** Whether callers may present their own `x-api-key` (and have it forwarded). */
  readonly allowCallerApiKeys: boolean;
}

/**
 * An RFC 7235 quoted-string: `"` and `\` backslash-escaped, and anything but printable ASCII dropped
 * (RFC 6750 allows no more in error_description). The descriptions are the gateway's own words, never
 * the caller's, but one quotes ("Bearer <token>").
 */
function quotedString(text: string): string {
  return `"${text.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '\\$&')}"`;
}

function refused(message: string, error: 'invalid_request' | 'invalid_token' = 'invalid_token'): HttpError {
  return new HttpError(401, message, 'UNAUTHENTICATED', { 'www-authenticate': `Bearer error="${error}", error_description=${quotedString(message)}` });
}

/** Why a token failed, in words that never repeat the token. */
function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `The token's ${error.claim} claim is not accepted`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "The token's algorithm is not accepted";
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "The token's signature does not verify";
  if (error instanceof joseErrors.JWKSNoMatchingKey) return "The token's signing key is not known";
  return 'The token is malformed';
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Scopes from `scope` (space-separated, OAuth 2.0) or, as some issuers send them, an array. */
function scopesOf(claim: unknown): Set<string> {
  if (typeof claim === 'string') return new Set(claim.split(' ').filter(Boolean));
  if (Array.isArray(claim)) return new Set(claim.filter((scope): scope is string => typeof scope === 'string'));
  return new Set();
}

/**
 * Establishes who calls: `Authorization: Bearer <JWT>` verified with jose against the configured
 * JWKS or public key (issuer, audience, expiry with clock skew, an allow-list of asymmetric
 * algorithms), or an `x-api-key` when server-to-server keys are allowed, or no one (anonymous).
 */
export function createAuthenticator(config: AuthConfig): Authenticator {
  let key: KeyObject | CryptoKey | JWTVerifyGetKey | undefined;
  if (config.verification && 'jwksUrl' in config.verification) {
    key = remoteKeySet(new URL(config.verification.jwksUrl));
  } else if (config.verification) {
    key = config.verification.publicKey;
  }

  async function verify(token: string): Promise<Caller> {
    if (!key) throw refused('Bearer tokens are not accepted: no verification key is configured');
    if (token.length > MAX_TOKEN_LENGTH) throw refused('The token is too long');
    try {
      const options = {
        algorithms: config.algorithms,
        issuer: config.issuer,
        audience: config.audience,
        clockTolerance: config.clockSkewS,
        requiredClaims: ['exp', 'sub'],
      };
      const { payload } = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
      if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) throw refused("The token's sub claim is not a user id");
      return { kind: 'user', userId: payload.sub, scopes: scopesOf(payload.scope) };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The issuer is down, not the token bad: a 401 would have clients sign their users out.
      if (error instanceof KeySetUnavailable) {
        throw new HttpError(
          503,
          `The token cannot be verified right now: the issuer's signing keys cannot be fetched. Retry after ${KEY_SET_RETRY_S} s`,
          'AUTHENTICATION_UNAVAILABLE',
          { 'retry-after': String(KEY_SET_RETRY_S) },
          { retryAfter: KEY_SET_RETRY_S },
        );
      }
      throw refused(reasonOf(error));
    }
  }

  return {
    allowCallerApiKeys: config.allowCallerApiKeys,
    async authenticate(headers) {
      const authorization = single(headers.authorization)?.trim();
      const apiKey = single(headers['x-api-key'])?.trim();
      if (authorization && apiKey) throw refused('Send either a bearer token or an API key, not both', 'invalid_request');
      if (authorization) {
        const match = /^Bearer +(\S+)$/i.exec(authorization);
        if (!match?.[1]) throw refused('Authorization must be "Bearer <token>"', 'invalid_request');
        return verify(match[1]);
      }
      if (apiKey) {
        if (!config.allowCallerApiKeys) throw refused('Caller API keys are not accepted here: authenticate with a bearer token', 'invalid_request');
        return { kind: 'service', apiKey };
      }
      return ANONYMOUS;
    },
  };
}
