import { ApolloClient, CombinedGraphQLErrors, HttpLink, ServerError, type ErrorLike } from '@apollo/client';
import { createCache, userIdOf } from '../../../client';

export interface GatewaySettings {
  uri: string;
  /** The shopper's bearer token (npm start prints one for the seeded user-001). */
  token: string;
  /** The user the token acts as (its `sub`). */
  userId: string;
}

/** Where the gateway is and which token to send: `?gateway=...&token=...`, else the build's defaults. */
export function gatewaySettings(search = window.location.search): GatewaySettings {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? import.meta.env.VITE_TOKEN ?? '';
  return {
    uri: params.get('gateway') ?? import.meta.env.VITE_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
    token,
    // Read without verifying: the gateway verifies the token, the page only needs whose cart it prices.
    userId: userIdOf(token) ?? '',
  };
}

export function createClient(): ApolloClient {
  const { uri, token } = gatewaySettings();
  return new ApolloClient({
    link: new HttpLink({ uri, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    cache: createCache(),
  });
}

/** The first error of a GraphQL error body, as the gateway sends with a refused request (401, 429, 503 …). */
function refusalOf(bodyText: string): { message: string; code: string | undefined } | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    const first: unknown = body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors) ? body.errors[0] : undefined;
    if (!first || typeof first !== 'object' || !('message' in first) || typeof first.message !== 'string') return undefined;
    const extensions: unknown = 'extensions' in first ? first.extensions : undefined;
    const code = extensions && typeof extensions === 'object' && 'code' in extensions && typeof extensions.code === 'string' ? extensions.code : undefined;
    return { message: first.message, code };
  } catch {
    return undefined;
  }
}

/**
 * What the shopper is told about a failed request: the gateway's own reason when it refused the whole
 * request (an expired or invalid token is a 401 whose reason names it), else each GraphQL error.
 */
export function describeError(error: ErrorLike): string {
  if (ServerError.is(error)) {
    const refusal = refusalOf(error.bodyText);
    if (error.statusCode === 401) return `You are signed out: ${refusal?.message ?? 'the token was refused'}. Open the storefront with a new token.`;
    return refusal ? `${refusal.message} (${refusal.code ?? error.statusCode})` : `The gateway answered ${error.statusCode}`;
  }
  if (CombinedGraphQLErrors.is(error)) {
    const unauthenticated = error.errors.find((graphqlError) => graphqlError.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated) return `You are signed out: ${unauthenticated.message}. Open the storefront with a new token.`;
    return error.errors.map((graphqlError) => graphqlError.message).join('; ');
  }
  return error.message;
}
