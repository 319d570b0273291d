import { homedir } from 'node:os';
import { join } from 'node:path';
import type { GraphQLFormattedError } from 'graphql';

/** Directories whose paths would tell a caller how the server is laid out. */
const SERVER_PATHS = [...new Set([join(__dirname, '..'), process.cwd(), homedir()])]
  .filter((path) => path.length > 1)
  .sort((a, b) => b.length - a.length);

/** graphql-js appends `Did you mean "x"?` to validation and coercion messages (fields, arguments, types, enum values). */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

/**
 * Every error leaves through here: no stack trace or exception detail, no server path in any
 * message, and in production no suggestion that would let a caller map a schema it cannot introspect.
 */
export function formatErrorFor(options: { production: boolean }) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    let message = formatted.message;
    for (const path of SERVER_PATHS) message = message.split(path).join('.');
    if (options.production) message = message.replace(SUGGESTION, '');
    if (!formatted.extensions) return { ...formatted, message };
    const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions;
    return { ...formatted, message, extensions };
  };
}
