import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isFacadeErrorCode } from '../../client/errors';
import { SCOPES, type Caller } from '../../subgraphs/shared/caller';
import { containsKey, redactKeys, type SecretKeys } from '../../subgraphs/shared/redaction';

/** Directories whose paths would tell a caller how the server is laid out. */
const SERVER_PATHS = [...new Set([join(__dirname, '..', '..'), process.cwd(), homedir()])]
  .filter((path) => path.length > 1)
  .sort((a, b) => b.length - a.length);

/** graphql-js appends `Did you mean "x"?` to validation and coercion messages (fields, arguments, types, enum values). */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

/**
 * Who an error is written for: the request it answers, and whether its caller may read service
 * detail (`extensions.detail`, `extensions.upstream`) in production.
 */
export interface ErrorAudience {
  requestId: string | undefined;
  privileged: boolean;
}

/** The scopes of people who diagnose failures rather than shop: they may read service detail. */
const PRIVILEGED_SCOPES: readonly string[] = [SCOPES.support, SCOPES.catalogueAdmin, SCOPES.walletAdmin, SCOPES.loyaltyAdmin];

/** Service callers and users with a support or admin scope; never anonymous callers or shoppers. */
export function isPrivileged(caller: Caller): boolean {
  if (caller.kind === 'service') return true;
  return caller.kind === 'user' && PRIVILEGED_SCOPES.some((scope) => caller.scopes.has(scope));
}

/**
 * Apollo Server's formatError sees no request: it writes every error for an unprivileged caller and
 * keeps here what only a privileged one may read (`detail`, `upstream`), for errorAudiencePlugin to
 * add back. Kept beside the formatted error object itself, so it goes when the answer does.
 */
const withheld = new WeakMap<GraphQLFormattedError, Record<string, unknown>>();

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
 * What an error is about, in the one form of the contract: a list of paths. Older forms (a single
 * `field`, `fields` as `{ field, message }` objects) are read too, so an error from a subgraph
 * deployed at another version still leaves in the current form.
 */
function fieldsOf(extensions: Readonly<Record<string, unknown>>): string[] {
  const named: unknown[] = [extensions.field, ...(Array.isArray(extensions.fields) ? extensions.fields : [])];
  const paths = named.map((item) => (typeof item === 'object' && item !== null ? (item as { field?: unknown }).field : item));
  return [...new Set(paths.filter((path): path is string => typeof path === 'string' && path.length > 0))];
}

/** Scopes as `@requiresScopes` declares them: a flat list means "any one of these". */
function scopesOf(value: unknown): string[][] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((group: unknown) => (Array.isArray(group) ? group.map(String) : [String(group)]));
}

/**
 * The extensions of the contract (docs/frontend.md, "Errors"; client/errors.ts): a code from the facade's list
 * (anything else is INTERNAL_SERVER_ERROR, its own code kept as detail), the request id, `fields` as
 * paths, `requiredScopes` as lists of lists, and no stack trace or exception. In production only a
 * privileged caller gets `detail` and `upstream` (service operations, statuses, connection errors).
 */
export function contractExtensions(
  extensions: Readonly<Record<string, unknown>>,
  options: { production: boolean; audience: ErrorAudience | undefined },
): Record<string, unknown> {
  const { stacktrace: _stacktrace, exception: _exception, field: _field, fields: _fields, requiredScopes, code, detail, upstream, requestId, ...rest } =
    extensions;
  const known = isFacadeErrorCode(code);
  const details = [typeof detail === 'string' ? detail : undefined, known || code === undefined ? undefined : `code ${String(code)}`].filter(Boolean);
  const fields = fieldsOf(extensions);
  const scopes = scopesOf(requiredScopes);
  const revealed = !options.production || options.audience?.privileged === true;
  const id = options.audience?.requestId ?? (typeof requestId === 'string' ? requestId : undefined);
  return {
    ...rest,
    code: known ? code : 'INTERNAL_SERVER_ERROR',
    ...(id ? { requestId: id } : {}),
    ...(fields.length > 0 ? { fields } : {}),
    ...(scopes ? { requiredScopes: scopes } : {}),
    ...(revealed && details.length > 0 ? { detail: details.join('; ') } : {}),
    ...(revealed && upstream !== undefined ? { upstream } : {}),
  };
}

/** One error of an answer given outside GraphQL (an HTTP refusal, a parser's refusal), in the contract's shape. */
export function refusalBody(message: string, extensions: Record<string, unknown>, requestId: string | undefined): { errors: GraphQLFormattedError[] } {
  return { errors: [{ message, extensions: contractExtensions(extensions, { production: true, audience: { requestId, privileged: false } }) }] };
}

/**
 * Every error leaves through here: in the contract's shape (contractExtensions), with no stack trace
 * or exception detail, no server path in any message, no form of the service key anywhere in it, and
 * in production no suggestion that would let a caller map a schema it cannot introspect.
 */
export function formatErrorFor(options: { production: boolean; secretKeys?: SecretKeys }) {
  const secretKeys = options.secretKeys ?? [];
  return (formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError => {
    let message = formatted.message;
    for (const path of SERVER_PATHS) message = message.split(path).join('.');
    if (options.production) message = message.replace(SUGGESTION, '');
    const extensions = isUncodedRequestError(error) ? { ...formatted.extensions, code: 'BAD_REQUEST' } : (formatted.extensions ?? {});
    // Written in full first, so that the key is scrubbed from what is withheld as well.
    const full: GraphQLFormattedError = { ...formatted, message, extensions: contractExtensions(extensions, { production: false, audience: undefined }) };
    const text = JSON.stringify(full);
    const scrubbed = containsKey(text, secretKeys) ? (JSON.parse(redactKeys(text, secretKeys)) as GraphQLFormattedError) : full;
    if (!options.production) return scrubbed;
    const { detail, upstream, ...shown } = scrubbed.extensions ?? {};
    const result: GraphQLFormattedError = { ...scrubbed, extensions: shown };
    if (detail !== undefined || upstream !== undefined) withheld.set(result, { ...(detail !== undefined ? { detail } : {}), ...(upstream !== undefined ? { upstream } : {}) });
    return result;
  };
}

/**
 * Writes a request's errors for its audience once they are formatted: its request id on every error,
 * and, for a privileged caller, the detail formatErrorFor withheld. Synchronous, and listed before the
 * plugins that keep answers (idempotency), so that what they keep is what was sent.
 */
export function errorAudiencePlugin<TContext extends BaseContext & { caller: Caller; requestId?: string | undefined }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const privileged = isPrivileged(contextValue.caller);
          const { requestId } = contextValue;
          const errors = response.body.singleResult.errors.map((error) => ({
            ...error,
            extensions: { ...error.extensions, ...(requestId ? { requestId } : {}), ...(privileged ? withheld.get(error) : {}) },
          }));
          Object.assign(response.body.singleResult, { errors });
        },
      };
    },
  };
}
