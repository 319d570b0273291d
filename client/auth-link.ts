import type { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { expiresAt } from './token';

export interface AuthLinkOptions {
  /** The token to send now; none sends no Authorization header (an anonymous shopper). */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Gets a new token, and keeps it where `getToken` reads it. A rejection fails the request with
   * its error: a token about to expire would likely be refused as the request arrives.
   */
  refresh: () => Promise<string>;
  /** How many seconds before its `exp` a token is refreshed before a request; 30 by default. */
  skewS?: number;
}

/**
 * A link that sends `Authorization: Bearer <token>`, and refreshes a token that expires within
 * `skewS` seconds before sending the request with the new one. `refresh` is called at most once per
 * request, and requests sent while a refresh runs wait for that same refresh instead of each starting
 * another. The expiry is read without verifying the token (the gateway verifies it); a token without
 * `exp` is never refreshed. Put it before the HttpLink: `authLink(...).concat(new HttpLink(...))`.
 */
export function authLink({ getToken, refresh, skewS = 30 }: AuthLinkOptions): ApolloLink {
  let refreshing: Promise<string> | undefined;
  const refreshShared = (): Promise<string> => {
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
  return new SetContextLink(async (previous) => {
    let token = await getToken();
    if (!token) return {};
    const expiry = expiresAt(token);
    if (expiry && expiry.getTime() - Date.now() <= skewS * 1000) token = await refreshShared();
    // Headers set by earlier links or the operation's context are kept; only authorization is ours.
    const headers: Readonly<Record<string, string>> | undefined = previous.headers;
    return { headers: { ...headers, authorization: `Bearer ${token}` } };
  });
}
