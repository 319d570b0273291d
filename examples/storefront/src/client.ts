import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from '../../../client';

export interface GatewaySettings {
  uri: string;
  /** The shopper's bearer token (npm start prints one for the seeded user-001). */
  token: string;
  /** The user the token acts as (its `sub`). */
  userId: string;
}

/** The `sub` of a JWT, read without verifying it: the gateway verifies, the page only needs the id. */
function subjectOf(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = JSON.parse(json).sub;
    return typeof sub === 'string' ? sub : '';
  } catch {
    return '';
  }
}

/** Where the gateway is and which token to send: `?gateway=...&token=...`, else the build's defaults. */
export function gatewaySettings(search = window.location.search): GatewaySettings {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? import.meta.env.VITE_TOKEN ?? '';
  return {
    uri: params.get('gateway') ?? import.meta.env.VITE_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
    token,
    userId: subjectOf(token),
  };
}

export function createClient(): ApolloClient {
  const { uri, token } = gatewaySettings();
  return new ApolloClient({
    link: new HttpLink({ uri, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    cache: createCache(),
  });
}
