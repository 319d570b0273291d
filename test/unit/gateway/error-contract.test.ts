import type { GraphQLFormattedError } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FACADE_ERROR_CODES, errorsOf } from '../../../client/errors';
import type { Caller } from '../../../subgraphs/shared/caller';
import { contractExtensions, errorAudiencePlugin, formatErrorFor, isPrivileged } from '../../../gateway/http/format-error';

const FRONTEND_DOC = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'frontend.md'), 'utf8');

describe('the error code list', () => {
  it('is the error table of docs/frontend.md, row for row', () => {
    const start = FRONTEND_DOC.indexOf('## Errors');
    const end = FRONTEND_DOC.indexOf('How the facade treats the service');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const section = FRONTEND_DOC.slice(start, end);
    const listed = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...FACADE_ERROR_CODES].sort());
  });
});

describe('contractExtensions', () => {
  const shopper = { production: true, audience: { requestId: 'r-1', privileged: false } };

  it('turns every older form of the subject into one list of paths', () => {
    expect(contractExtensions({ code: 'BAD_USER_INPUT', field: 'input.amount', fields: [{ field: 'input.amount', message: 'x' }, { field: 'input.walletId', message: 'y' }] }, shopper)).toEqual({
      code: 'BAD_USER_INPUT',
      requestId: 'r-1',
      fields: ['input.amount', 'input.walletId'],
    });
  });

  it('gives scopes as lists of lists, a flat list meaning any one of them', () => {
    expect(contractExtensions({ code: 'FORBIDDEN', requiredScopes: ['support', 'wallet-admin'] }, shopper).requiredScopes).toEqual([['support'], ['wallet-admin']]);
    expect(contractExtensions({ code: 'FORBIDDEN', requiredScopes: [['merchant', 'support']] }, shopper).requiredScopes).toEqual([['merchant', 'support']]);
  });

  it('keeps service detail from unprivileged callers in production only', () => {
    const failure = { code: 'UPSTREAM_UNAVAILABLE', detail: 'PIMAPI/getProducts is unreachable (ECONNREFUSED)', upstream: { operation: 'PIMAPI/getProducts', status: null }, delivered: false };
    expect(contractExtensions(failure, shopper)).toEqual({ code: 'UPSTREAM_UNAVAILABLE', requestId: 'r-1', delivered: false });
    expect(contractExtensions(failure, { production: true, audience: { requestId: 'r-1', privileged: true } })).toMatchObject({ detail: failure.detail, upstream: failure.upstream });
    expect(contractExtensions(failure, { production: false, audience: undefined })).toMatchObject({ detail: failure.detail, upstream: failure.upstream });
  });

  it('answers a code outside the list as INTERNAL_SERVER_ERROR, its own code kept as detail', () => {
    expect(contractExtensions({ code: 'DOWNSTREAM_SERVICE_ERROR' }, { production: false, audience: undefined })).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      detail: 'code DOWNSTREAM_SERVICE_ERROR',
    });
  });
});

describe('formatErrorFor and errorAudiencePlugin', () => {
  /** The extensions `formatted` leaves with, once the plugin has written it for `caller` of request r-2. */
  async function sentTo(caller: Caller, formatted: GraphQLFormattedError): Promise<Record<string, unknown> | undefined> {
    const response = { body: { kind: 'single' as const, singleResult: { errors: [formatted] } } };
    const hooks = await errorAudiencePlugin().requestDidStart!({} as never);
    await hooks!.willSendResponse!({ contextValue: { caller, requestId: 'r-2' }, response } as never);
    return response.body.singleResult.errors[0]!.extensions;
  }

  it("puts the request's id on every error, over any a subgraph sent, and service detail only for a privileged caller", async () => {
    const format = formatErrorFor({ production: true });
    const formatted = format({ message: 'No', extensions: { code: 'NOT_FOUND', requestId: 'from-a-subgraph', detail: 'the service said 404', stacktrace: ['at x'] } });
    // As formatted, for no one in particular: nothing only a privileged caller may read.
    expect(formatted.extensions).toEqual({ code: 'NOT_FOUND', requestId: 'from-a-subgraph' });
    expect(await sentTo({ kind: 'anonymous' }, formatted)).toEqual({ code: 'NOT_FOUND', requestId: 'r-2' });
    expect(await sentTo({ kind: 'user', userId: 'u', scopes: new Set(['shopper']) }, formatted)).toEqual({ code: 'NOT_FOUND', requestId: 'r-2' });
    expect(await sentTo({ kind: 'user', userId: 'u', scopes: new Set(['support']) }, formatted)).toEqual({ code: 'NOT_FOUND', requestId: 'r-2', detail: 'the service said 404' });
  });
});

describe('isPrivileged', () => {
  it('is true for service callers and support or admin users, false for anonymous callers, shoppers and merchants', () => {
    expect(isPrivileged({ kind: 'service', apiKey: 'k' })).toBe(true);
    expect(isPrivileged({ kind: 'user', userId: 'u', scopes: new Set(['support']) })).toBe(true);
    expect(isPrivileged({ kind: 'user', userId: 'u', scopes: new Set(['wallet-admin']) })).toBe(true);
    expect(isPrivileged({ kind: 'user', userId: 'u', scopes: new Set(['shopper', 'merchant']) })).toBe(false);
    expect(isPrivileged({ kind: 'anonymous' })).toBe(false);
  });
});

describe('errorsOf', () => {
  it('reads a response body, an Apollo Client GraphQL error and an HTTP refusal alike', () => {
    const error = { message: 'No', extensions: { code: 'FORBIDDEN', requestId: 'r-3', requiredScopes: [['support']] } };
    expect(errorsOf({ errors: [error] })).toEqual([error]);
    expect(errorsOf({ error: { errors: [error] } })).toEqual([error]);
    expect(errorsOf({ error: { statusCode: 429, bodyText: JSON.stringify({ errors: [error] }) } })).toEqual([error]);
    expect(errorsOf({ error: new Error('offline') })).toEqual([]);
  });

  it('reads an error from elsewhere (a proxy) as INTERNAL_SERVER_ERROR', () => {
    expect(errorsOf({ errors: [{ message: 'Bad gateway' }] })[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: '' });
  });
});
