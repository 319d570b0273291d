import { STATUS_CODES } from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { Agent, Headers, request, type Dispatcher } from 'undici';

type Fetcher = NonNullable<NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/** The largest subgraph answer read: a subgraph that streams more is cut off rather than buffered. */
export const MAX_SUBGRAPH_RESPONSE_BYTES = 50 * 1024 * 1024;

function responseOf(url: string, status: number, headers: Headers, body: string): FetcherResponse {
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    statusText: STATUS_CODES[status] ?? '',
    redirected: false,
    bodyUsed: false,
    headers,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body) as unknown),
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(body).buffer),
    clone: () => responseOf(url, status, headers, body),
  };
}

/**
 * The fetcher of subgraphs deployed on their own: one undici request on a keep-alive pool, the body
 * read whole. Apollo's default goes through make-fetch-happen and node-fetch (an HTTP cache, a
 * retry layer and stream adapters per request) that a POST to a subgraph never needs.
 */
export function subgraphFetcher(
  dispatcher: Dispatcher = new Agent({ connections: 128, keepAliveTimeout: 30_000, maxResponseSize: MAX_SUBGRAPH_RESPONSE_BYTES }),
): Fetcher {
  return async (url, init) => {
    const answer = await request(url, {
      method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: init?.headers as Record<string, string> | undefined,
      body: init?.body as string | undefined,
      dispatcher,
    });
    const body = await answer.body.text();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    return responseOf(url, answer.statusCode, headers, body);
  };
}
