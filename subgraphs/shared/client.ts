import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici';
import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ServiceConfig } from './config';
import { unauthenticated, upstreamError, type ErrorCode } from './errors';
import { logger } from './logger';
import { operationUrl, type OperationSpec } from './operations';

export interface CallOptions<T> {
  /** The caller's key, or the configured one; never logged, never echoed. */
  apiKey: string | undefined;
  body?: unknown;
  /** The path segment of `tail: 'key'` operations. */
  key?: string;
  /** The response's expected shape; a mismatch is `UPSTREAM_BAD_RESPONSE`. */
  response: z.ZodType<T>;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause === error ? undefined : errorCodeOf(cause);
}

/** A short human message from an error body, whatever shape the service gives it. */
function serviceMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['message', 'error', 'errorMessage', 'detail']) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'FORBIDDEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'BAD_USER_INPUT',
};

/**
 * The one place that talks HTTP to the commerce service: URLs, the API key, keep-alive pooling,
 * timeouts, and the mapping of every failure to a GraphQL error with a contract code.
 */
export class CommerceClient {
  private readonly dispatcher: Dispatcher;

  constructor(
    readonly config: ServiceConfig,
    dispatcher?: Dispatcher,
  ) {
    this.dispatcher =
      dispatcher ??
      new Agent({
        connections: 128,
        keepAliveTimeout: 30_000,
        headersTimeout: config.timeoutMs,
        bodyTimeout: config.timeoutMs,
        connect: { timeout: config.timeoutMs },
      });
  }

  async call<T>(spec: OperationSpec, options: CallOptions<T>): Promise<T> {
    if (!options.apiKey) throw unauthenticated(spec.name);
    const url = operationUrl(this.config, spec, options.key);
    // Only reads are retried, and only when the connection failed before any answer: a write
    // that reached the service must never be sent twice by the facade.
    const attempts = spec.idempotent ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(spec, url, options);
      } catch (error) {
        if (!(error instanceof TransportFailure)) throw error;
        if (attempt < attempts && error.connection) {
          logger.warn({ operation: spec.name, attempt }, 'retrying a read after a connection failure');
          continue;
        }
        throw error.graphQLError;
      }
    }
  }

  private async once<T>(spec: OperationSpec, url: string, options: CallOptions<T>): Promise<T> {
    const apiKey = options.apiKey ?? '';
    const started = performance.now();
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        dispatcher: this.dispatcher,
        method: spec.httpMethod,
        headers: {
          'x-api-key': apiKey,
          accept: 'application/json',
          ...(spec.httpMethod === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: spec.httpMethod === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
        headersTimeout: this.config.timeoutMs,
        bodyTimeout: this.config.timeoutMs,
      });
    } catch (error) {
      throw new TransportFailure(spec.name, error);
    }
    const status = response.statusCode;
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw new TransportFailure(spec.name, error, status);
    }
    logger.debug(
      { operation: spec.name, status, ms: Math.round(performance.now() - started) },
      'upstream call',
    );
    const upstream = { operation: spec.name, status };
    let body: unknown = text;
    let isJson = false;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
        isJson = true;
      } catch {
        // A non-JSON body is reported below according to the status.
      }
    }
    if (status >= 200 && status < 300) {
      if (!isJson) {
        throw upstreamError('UPSTREAM_BAD_RESPONSE', `${spec.name} answered ${status} with a body that is not JSON`, upstream);
      }
      const parsed = options.response.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
        throw upstreamError(
          'UPSTREAM_BAD_RESPONSE',
          `${spec.name} answered with an unexpected shape at ${where}: ${issue?.message ?? 'invalid'}`,
          upstream,
        );
      }
      return parsed.data;
    }
    const code: ErrorCode = STATUS_CODES[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_BAD_RESPONSE');
    const detail = serviceMessage(body);
    const message = redact(
      detail ? `${spec.name} failed (${status}): ${detail.slice(0, 500)}` : `${spec.name} failed with status ${status}`,
      apiKey,
    );
    throw upstreamError(code, message, upstream);
  }
}

/** A failure before any HTTP answer: refused, reset, timed out. */
class TransportFailure extends Error {
  readonly graphQLError: GraphQLError;
  readonly connection: boolean;

  constructor(operation: string, cause: unknown, status: number | null = null) {
    super(`transport failure in ${operation}`);
    const code = errorCodeOf(cause);
    const timedOut =
      cause instanceof undiciErrors.HeadersTimeoutError ||
      cause instanceof undiciErrors.BodyTimeoutError ||
      code === 'UND_ERR_CONNECT_TIMEOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT';
    this.connection = !timedOut && code !== undefined && CONNECTION_ERROR_CODES.has(code);
    this.graphQLError = timedOut
      ? upstreamError('UPSTREAM_TIMEOUT', `${operation} did not answer in time`, { operation, status })
      : upstreamError('UPSTREAM_UNAVAILABLE', `${operation} is unreachable (${code ?? 'network error'})`, {
          operation,
          status,
        });
  }
}

function redact(message: string, apiKey: string): string {
  return apiKey.length >= 4 ? message.split(apiKey).join('[redacted]') : message;
}
