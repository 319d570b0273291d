import { createLocalJWKSet, createRemoteJWKSet, customFetch, errors as joseErrors, jwksCache, type ExportedJWKSCache, type JWTVerifyGetKey } from 'jose';
import { logger } from '../../subgraphs/shared/logger';
import { bodyShape } from '../http/request-body';

/** The largest key set read: issuers publish a few keys in a few KB. */
const MAX_KEY_SET_BYTES = 256 * 1024;
/** What a key set may hold before it is parsed: a few keys of a dozen fields each, far below. */
const KEY_SET_SHAPE = { maxDepth: 8, maxValues: 10_000 };
/** After a failed fetch, how long the keys last fetched serve before a fetch is tried again. */
export const KEY_SET_RETRY_S = 10;
/**
 * Keys last fetched longer ago than this are not used, however long the issuer fails: a key it removed
 * (leaked, say) is trusted no longer, and an issuer down for an hour issues no tokens either.
 */
const MAX_HELD_AGE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;

/** The issuer's keys could not be fetched (unreachable, slow, not 200, too large, not a key set) and none are held. */
export class KeySetUnavailable extends Error {
  override name = 'KeySetUnavailable';
}

/**
 * Fetches the key set as jose would, but reads at most MAX_KEY_SET_BYTES and checks the text's shape
 * before anyone parses it: jose's own fetch parses whatever comes, and one answer of 300 MB (or of
 * millions of nested lists) took the process out of memory on the first bearer request, on every
 * replica. Every failure is a KeySetUnavailable, told apart from a bad token.
 */
async function boundedFetch(url: string, options: { headers: Headers; method: 'GET'; redirect: 'manual'; signal: AbortSignal }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, options);
  } catch (error) {
    throw new KeySetUnavailable(`the key set could not be fetched (${error instanceof Error ? error.name : 'error'})`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new KeySetUnavailable(`the key set was answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_KEY_SET_BYTES) {
    await response.body?.cancel();
    throw new KeySetUnavailable(`the key set is larger than ${MAX_KEY_SET_BYTES} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.byteLength;
      if (bytes > MAX_KEY_SET_BYTES) {
        await reader?.cancel();
        throw new KeySetUnavailable(`the key set is larger than ${MAX_KEY_SET_BYTES} bytes`);
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof KeySetUnavailable) throw error;
    throw new KeySetUnavailable(`the key set could not be read (${error instanceof Error ? error.name : 'error'})`);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const shape = bodyShape(text, KEY_SET_SHAPE);
  if ('problem' in shape) throw new KeySetUnavailable(`the key set nests deeper than ${KEY_SET_SHAPE.maxDepth} levels or holds more than ${KEY_SET_SHAPE.maxValues} values`);
  try {
    JSON.parse(text);
  } catch {
    throw new KeySetUnavailable('the key set is not JSON');
  }
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * The signing keys at `url`, as jose keeps them (fresh for ten minutes; an unknown key id fetches
 * again, at most every 30 s), held through the issuer's outages and slowness:
 * - keys held but past their ten minutes are fetched again in the background, and tokens are verified
 *   with the keys held meanwhile: no request waits on a slow issuer for a key it holds;
 * - once a fetch failed, no fetch is tried for KEY_SET_RETRY_S, and the keys held verify tokens;
 * - a token whose key is not among them then fails for the fetch (KeySetUnavailable), not as a bad
 *   token: the issuer may have rotated its keys while it could not be asked;
 * - keys last fetched more than MAX_HELD_AGE_MS ago are not used (a key the issuer removed, say for
 *   a leak, is trusted no longer than that), nor are keys when none were ever fetched.
 * A failure is logged at most once a window.
 */
export function remoteKeySet(url: URL): JWTVerifyGetKey {
  // jose writes each key set it fetched and accepted here, with when.
  const cache = {} as ExportedJWKSCache;
  const remote = createRemoteJWKSet(url, { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000, [jwksCache]: cache, [customFetch]: boundedFetch });
  let failedAt = -Infinity;
  let held: { from: ExportedJWKSCache['jwks']; keys: ReturnType<typeof createLocalJWKSet> } | undefined;
  const failing = () => Date.now() - failedAt < KEY_SET_RETRY_S * 1000;
  const heldKeys = (): ReturnType<typeof createLocalJWKSet> | undefined => {
    if (!cache.jwks || Date.now() - cache.uat > MAX_HELD_AGE_MS) return undefined;
    if (held?.from !== cache.jwks) held = { from: cache.jwks, keys: createLocalJWKSet(cache.jwks) };
    return held.keys;
  };
  const fetchFailed = (error: unknown): error is Error => error instanceof KeySetUnavailable || error instanceof joseErrors.JWKSInvalid;
  const recordFailure = (error: Error) => {
    if (!failing()) {
      logger.warn({ reason: error.message, held: heldKeys() !== undefined, retryAfterS: KEY_SET_RETRY_S }, "the issuer's signing keys could not be fetched: the keys held verify tokens meanwhile");
    }
    failedAt = Date.now();
  };
  const unavailable = (why: string) => new KeySetUnavailable(why);
  /** Verifies with the keys held; a key they lack is the issuer's to say while it fails, not a bad token. */
  const withHeld = async (keys: ReturnType<typeof createLocalJWKSet>, header: Parameters<JWTVerifyGetKey>[0], token: Parameters<JWTVerifyGetKey>[1]) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey) throw unavailable("the token's key is not among the keys held, and the issuer cannot be asked");
      throw error;
    }
  };
  return async (header, token) => {
    const keys = heldKeys();
    if (failing()) {
      if (!keys) throw unavailable('the key set could not be fetched lately');
      return withHeld(keys, header, token);
    }
    if (keys && !remote.fresh) {
      if (!remote.reloading) remote.reload().catch((error: unknown) => (fetchFailed(error) ? recordFailure(error) : undefined));
      try {
        return await keys(header, token);
      } catch (error) {
        // A key the stale set lacks: jose fetches again (the issuer may have rotated), and this request waits for it.
        if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      }
    }
    try {
      return await remote(header, token);
    } catch (error) {
      if (!fetchFailed(error)) throw error;
      recordFailure(error);
      const fallback = heldKeys();
      if (!fallback) throw error instanceof KeySetUnavailable ? error : unavailable('the key set is not a JSON Web Key Set');
      return withHeld(fallback, header, token);
    }
  };
}
