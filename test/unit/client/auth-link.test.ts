import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { authLink, type AuthLinkOptions } from '../../../client';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT expiring `inS` seconds from now (unsigned: the link does not verify, the gateway does). */
const expiringIn = (inS: number, sub = 'user-001') => `${segment({ alg: 'HS256' })}.${segment({ sub, exp: Math.floor(Date.now() / 1000) + inS })}.sig`;

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const QUERY = gql`
  query Me {
    me {
      id
    }
  }
`;

/** Sends one request through the link and answers the headers the terminating link was given. */
async function sentThrough(link: ApolloLink, context: Record<string, unknown> = {}): Promise<Record<string, string>> {
  let seen: Record<string, string> = {};
  const terminating = new ApolloLink((operation) => {
    seen = operation.getContext().headers ?? {};
    return of({ data: { me: null } });
  });
  await firstValueFrom(ApolloLink.execute(link.concat(terminating), { query: QUERY, context }, { client }));
  return seen;
}
const headersSent = (options: AuthLinkOptions, context?: Record<string, unknown>) => sentThrough(authLink(options), context);

const noRefresh = () => Promise.reject(new Error('refresh must not be called'));

describe('authLink', () => {
  it('sends the token as a bearer token, keeping the other headers', async () => {
    const token = expiringIn(3600);
    const headers = await headersSent({ getToken: () => token, refresh: noRefresh }, { headers: { 'x-request-id': 'r-1' } });
    expect(headers).toEqual({ 'x-request-id': 'r-1', authorization: `Bearer ${token}` });
  });

  it('sends no authorization without a token', async () => {
    expect(await headersSent({ getToken: async () => null, refresh: noRefresh })).toEqual({});
  });

  it('does not refresh a token that expires after the skew, or has no exp', async () => {
    const refresh = jest.fn(noRefresh);
    await headersSent({ getToken: () => expiringIn(120), refresh, skewS: 60 });
    await headersSent({ getToken: () => `${segment({})}.${segment({ sub: 'user-001' })}.sig`, refresh });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once a token that expires within the skew, and sends the new one', async () => {
    const fresh = expiringIn(3600);
    const refresh = jest.fn(async () => fresh);
    const headers = await headersSent({ getToken: () => expiringIn(20), refresh, skewS: 60 });
    expect(headers.authorization).toBe(`Bearer ${fresh}`);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes a token already expired, with the default skew of 30 seconds', async () => {
    const fresh = expiringIn(3600);
    const refresh = jest.fn(async () => fresh);
    expect((await headersSent({ getToken: () => expiringIn(-10), refresh })).authorization).toBe(`Bearer ${fresh}`);
    expect((await headersSent({ getToken: () => expiringIn(29), refresh })).authorization).toBe(`Bearer ${fresh}`);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('sends requests made while a refresh runs with that one refresh', async () => {
    const fresh = expiringIn(3600);
    let finish: (token: string) => void = () => undefined;
    const refresh = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const link = authLink({ getToken: () => expiringIn(5), refresh });
    const sent = [1, 2, 3].map(() => sentThrough(link));
    await new Promise((resolve) => setTimeout(resolve, 10));
    finish(fresh);
    expect((await Promise.all(sent)).map((headers) => headers.authorization)).toEqual(Array(3).fill(`Bearer ${fresh}`));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('fails the request with the error of a refresh that failed', async () => {
    const request = headersSent({ getToken: () => expiringIn(5), refresh: () => Promise.reject(new Error('signed out')) });
    await expect(request).rejects.toThrow('signed out');
  });
});
