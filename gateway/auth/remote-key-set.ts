import { createLocalJWKSet, createRemoteJWKSet, customFetch, errors as joseErrors, jwksCache, type ExportedJWKSCache, type JWTVerifyGetKey } from 'jose';
import { logger } from '../../subgraphs/shared/logger';
import { bodyShape } from '../http/request-body';

/** The largest key set read: issuers publish a few keys in a few KB. */
const MAX_KEY_SET_BYTES = 256 * 1024;
/** What a key set may hold before it is parsed: a few keys of a dozen fields each, far below. */
const KEY_SET_SHAPE = { maxDepth: 8, maxValues: 10_000 };
/** After a failed fetch, how long the keys last fetched serve before a fetch is tried again. */
export const KEY_SET_RETRY_S = 10;
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
  try {
    for await (const chunk of response.body ?? []) {
      bytes += chunk.byteLength;
      if (bytes > MAX_KEY_SET_BYTES) {
        await response.body?.cancel();
        throw new KeySetUnavailable(`the key set is larger than ${MAX_KEY_SET_BYTES} bytes`);
      }
      chunks.push(chunk);
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
 * again, at most every 30 s), held through the issuer's outages: once a fetch failed, the keys last
 * fetched verify tokens and no fetch is tried for KEY_SET_RETRY_S, so that an outage neither refuses
 * every signed-in user nor sends the issuer a fetch for every request. Only with no keys held yet
 * does a token fail for the fetch (KeySetUnavailable). A failure is logged at most once a window.
 */
export function remoteKeySet(url: URL): JWTVerifyGetKey {
  // jose writes each key set it fetched and accepted here.
  const cache = {} as ExportedJWKSCache;
  const remote = createRemoteJWKSet(url, { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000, [jwksCache]: cache, [customFetch]: boundedFetch });
  let failedAt = -Infinity;
  let held: { from: ExportedJWKSCache['jwks']; keys: ReturnType<typeof createLocalJWKSet> } | undefined;
  const heldKeys = (why: Error): ReturnType<typeof createLocalJWKSet> => {
    if (!cache.jwks) throw why instanceof KeySetUnavailable ? why : new KeySetUnavailable('the key set is not a JSON Web Key Set');
    if (held?.from !== cache.jwks) held = { from: cache.jwks, keys: createLocalJWKSet(cache.jwks) };
    return held.keys;
  };
  return async (header, token) => {
    if (Date.now() - failedAt < KEY_SET_RETRY_S * 1000) return heldKeys(new KeySetUnavailable('the key set could not be fetched lately'))(header, token);
    try {
      return await remote(header, token);
    } catch (error) {
      // JWKSInvalid: an answer that is JSON but no key set.
      if (!(error instanceof KeySetUnavailable || error instanceof joseErrors.JWKSInvalid)) throw error;
      if (Date.now() - failedAt >= KEY_SET_RETRY_S * 1000) {
        logger.warn({ reason: error.message, held: cache.jwks !== undefined, retryAfterS: KEY_SET_RETRY_S }, "the issuer's signing keys could not be fetched: the keys last fetched verify tokens meanwhile");
      }
      failedAt = Date.now();
      return heldKeys(error)(header, token);
    }
  };
}
