import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from '../../../client';

/** Where the gateway is and which key to send: `?gateway=...&key=...`, else the build's defaults. */
export function gatewaySettings(search = window.location.search): { uri: string; apiKey: string } {
  const params = new URLSearchParams(search);
  return {
    uri: params.get('gateway') ?? import.meta.env.VITE_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
    apiKey: params.get('key') ?? import.meta.env.VITE_API_KEY ?? 'dev-emulator-key',
  };
}

export function createClient(): ApolloClient {
  const { uri, apiKey } = gatewaySettings();
  return new ApolloClient({
    link: new HttpLink({ uri, headers: { 'x-api-key': apiKey } }),
    cache: createCache(),
  });
}
