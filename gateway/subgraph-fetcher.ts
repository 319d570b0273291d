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

/** What a subgraph answered, read whole: every party to a merged request builds its own response from it. */
interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

const headerOf = (init: Parameters<Fetcher>[1], name: string): string => {
  const value = (init?.headers as Record<string, string> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Only a query is merged: the gateway prints each subgraph operation with its type first. */
const isQuery = (body: string): boolean => {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' && /^\s*(query\b|\{)/.test(query);
  } catch {
    return false;
  }
};

/**
 * The fetcher of subgraphs deployed on their own: one undici request on a keep-alive pool, the body
 * read whole. Apollo's default goes through make-fetch-happen and node-fetch (an HTTP cache, a
 * retry layer and stream adapters per request) that a POST to a subgraph never needs.
 *
 * An identical query request with the same credentials (Authorization and x-api-key, which the
 * subgraph authenticates again) that is already in flight is joined, as Hive Gateway and Apollo
 * Router merge identical subgraph requests; each party parses the answer into objects of its own.
 * Mutations are always sent, and a query never joins one that began before a mutation was sent.
 */
export function subgraphFetcher(
  dispatcher: Dispatcher = new Agent({ connections: 128, keepAliveTimeout: 30_000, maxResponseSize: MAX_SUBGRAPH_RESPONSE_BYTES }),
): Fetcher {
  const inFlight = new Map<string, { answer: Promise<Answer>; mutations: number }>();
  let mutationsSent = 0;

  const send = async (url: string, init: Parameters<Fetcher>[1]): Promise<Answer> => {
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
    return { status: answer.statusCode, headers, body };
  };

  return async (url, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (!isQuery(body)) {
      mutationsSent++;
      const answer = await send(url, init);
      return responseOf(url, answer.status, answer.headers, answer.body);
    }
    const key = `${url}\n${headerOf(init, 'authorization')}\n${headerOf(init, 'x-api-key')}\n${body}`;
    let shared = inFlight.get(key);
    if (!shared || shared.mutations !== mutationsSent) {
      const entry = { answer: send(url, init), mutations: mutationsSent };
      inFlight.set(key, entry);
      const forget = () => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      };
      entry.answer.then(forget, forget);
      shared = entry;
    }
    const answer = await shared.answer;
    return responseOf(url, answer.status, answer.headers, answer.body);
  };
}
