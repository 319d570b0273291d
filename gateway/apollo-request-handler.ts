import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import bodyParser from 'body-parser';
import { logger } from '../subgraphs/shared/logger';
import { incomingRequest } from './incoming-request';

/** A GraphQL request body larger than this is refused (413) before it is parsed. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

const json = bodyParser.json({ limit: MAX_REQUEST_BYTES });

function fail(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}

/**
 * Serves an ApolloServer from a plain node:http server (what `startStandaloneServer` does, minus its
 * ownership of the server, so that other routes and the process lifecycle stay ours). Each request
 * runs in its own scope (request id, server span): see incomingRequest.
 */
export function apolloRequestHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: IncomingMessage) => Promise<TContext>,
) {
  const execute = (req: IncomingMessage, res: ServerResponse): void => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    server
      .executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: (req.method ?? 'GET').toUpperCase(),
          headers,
          search: new URL(req.url ?? '/', 'http://localhost').search,
          body: 'body' in req ? req.body : undefined,
        },
        context: () => context(req),
      })
      .then(async (response) => {
        for (const [key, value] of response.headers) res.setHeader(key, value);
        res.statusCode = response.status ?? 200;
        if (response.body.kind === 'complete') {
          res.end(response.body.string);
          return;
        }
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
      })
      .catch((failure: unknown) => {
        logger.error({ err: failure }, 'GraphQL request failed outside execution');
        fail(res, 500, 'internal server error');
      });
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    json(req, res, (error?: unknown) => {
      if (error) {
        const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 400;
        return fail(res, status, error instanceof Error ? error.message : 'bad request');
      }
      incomingRequest(req, res, () => execute(req, res));
    });
  };
}
