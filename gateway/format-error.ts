import { homedir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { containsKey, redactKeys, type SecretKeys } from '../subgraphs/shared/redaction';

/** Directories whose paths would tell a caller how the server is laid out. */
const SERVER_PATHS = [...new Set([join(__dirname, '..'), process.cwd(), homedir()])]
  .filter((path) => path.length > 1)
  .sort((a, b) => b.length - a.length);

/** graphql-js appends `Did you mean "x"?` to validation and coercion messages (fields, arguments, types, enum values). */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

/**
 * Apollo Server answers a few malformed requests (an automatic persisted query whose hash does not
 * match its query, an unknown persisted-query version) with a 4xx status but no code, which its
 * formatting then reports as INTERNAL_SERVER_ERROR: such an error is the request's fault.
 */
function isUncodedRequestError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every error leaves through here: no stack trace or exception detail, no server path in any
 * message, no form of the service key anywhere in it, and in production no suggestion that would let
 * a caller map a schema it cannot introspect.
 */
export function formatErrorFor(options: { production: boolean; secretKeys?: SecretKeys }) {
  const secretKeys = options.secretKeys ?? [];
  return (formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError => {
    let message = formatted.message;
    for (const path of SERVER_PATHS) message = message.split(path).join('.');
    if (options.production) message = message.replace(SUGGESTION, '');
    let result: GraphQLFormattedError = { ...formatted, message };
    if (formatted.extensions) {
      const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions;
      result = { ...result, extensions: isUncodedRequestError(error) ? { ...extensions, code: 'BAD_REQUEST' } : extensions };
    }
    const text = JSON.stringify(result);
    return containsKey(text, secretKeys) ? (JSON.parse(redactKeys(text, secretKeys)) as GraphQLFormattedError) : result;
  };
}
