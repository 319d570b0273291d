/**
 * A bearer token's claims, read WITHOUT verifying its signature. The gateway verifies every token it
 * is sent; a page only reads who it acts as and when to refresh, and must not trust these values for
 * anything the gateway would not check again.
 */
function claimsOf(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    // The payload is UTF-8 JSON: atob gives its bytes, one per character.
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? Object.fromEntries(Object.entries(claims)) : undefined;
  } catch {
    // Not base64url or not JSON: not a JWT this page can read.
    return undefined;
  }
}

/** The user a JWT acts as (its `sub`), unverified (the gateway verifies); undefined when it has none or is not a JWT. */
export function userIdOf(token: string): string | undefined {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/** When a JWT expires (its `exp`, seconds since the epoch), unverified (the gateway verifies); undefined when it has none or is not a JWT. */
export function expiresAt(token: string): Date | undefined {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
}
