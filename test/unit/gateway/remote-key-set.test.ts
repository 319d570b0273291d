import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createAuthenticator } from '../../../gateway/auth/authenticator';
import { HttpError } from '../../../gateway/http/json-response';
import { logger } from '../../../subgraphs/shared/logger';

type Mode = 'ok' | 'hang' | '500' | 'redirect' | 'not-json' | 'not-a-key-set' | 'declared-large' | 'streamed-large' | 'nested';

/** An issuer's JWKS endpoint whose answer the test switches, counting the fetches it gets. */
async function startIssuer(jwks: object): Promise<{ url: string; fetches: () => number; mode: (next: Mode) => void; close: () => Promise<void> }> {
  let mode: Mode = 'ok';
  let fetches = 0;
  const server: Server = createServer((_req, res) => {
    fetches++;
    switch (mode) {
      case 'ok':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      case 'hang':
        // Never answers: the fetch's own 5 s timeout ends it.
        return undefined;
      case '500':
        return res.writeHead(500).end('down');
      case 'redirect':
        return res.writeHead(302, { location: 'http://127.0.0.1:1/keys' }).end();
      case 'not-json':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      case 'not-a-key-set':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"keys":5}');
      case 'declared-large':
        return res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) }).end();
      case 'streamed-large': {
        // A megabyte of one key set's worth of padding, with no length said beforehand.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"keys":[],"padding":"');
        for (let i = 0; i < 16; i++) res.write('x'.repeat(64 * 1024));
        return res.end('"}');
      }
      case 'nested':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(`{"keys":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`,
    fetches: () => fetches,
    mode: (next) => (mode = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'commerce-facade';

describe('bearer tokens verified against an issuer’s JWKS', () => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  let token: string;
  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    issuer = await startIssuer({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] });
    token = await new SignJWT({ scope: 'wallet:read' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setSubject('user-001').setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('2h').sign(privateKey);
  });
  afterAll(() => issuer.close());
  afterEach(() => {
    issuer.mode('ok');
    jest.useRealTimers();
  });

  const authenticator = () =>
    createAuthenticator({ verification: { jwksUrl: issuer.url }, issuer: ISSUER, audience: [AUDIENCE], clockSkewS: 30, algorithms: ['ES256'], allowCallerApiKeys: false });
  const authenticate = (auth: ReturnType<typeof authenticator>) => auth.authenticate({ authorization: `Bearer ${token}` });
  /** The refusal an authentication ends in: status, code and retryAfter. */
  const refusal = (auth: ReturnType<typeof authenticator>) =>
    authenticate(auth).then(
      () => 'verified',
      (error: unknown) => (error instanceof HttpError ? { status: error.status, code: error.code, retryAfter: error.extensions.retryAfter, header: error.headers['retry-after'] } : error),
    );
  /** Only the clock jose and the key set read moves: fetches keep their own timers. */
  const fakeClock = () =>
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] });

  const fetchesReach = async (count: number) => {
    for (let attempt = 0; attempt < 100 && issuer.fetches() < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(issuer.fetches()).toBe(count);
  };

  it('keeps verifying with the keys it holds while the issuer is down, and asks the issuer again at most every 10 s', async () => {
    fakeClock();
    const warn = jest.spyOn(logger, 'warn');
    /**
     * The background fetch's failure has been taken in (it logs one warning a window): the issuer
     * counts a fetch when it arrives, and the clock moved before the failure is read would start the
     * wait from the later time.
     */
    const failuresRead = async (count: number) => {
      const failures = () => warn.mock.calls.filter(([, message]) => typeof message === 'string' && message.startsWith("the issuer's signing keys could not be fetched")).length;
      for (let attempt = 0; attempt < 100 && failures() < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(failures()).toBe(count);
    };
    try {
      const auth = authenticator();
      const before = issuer.fetches();
      await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user', userId: 'user-001' });
      expect(issuer.fetches() - before).toBe(1);
      // Past the ten minutes jose holds a key set fresh, the issuer fails.
      jest.setSystemTime(Date.now() + 11 * 60_000);
      issuer.mode('500');
      for (let i = 0; i < 20; i++) await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user', userId: 'user-001' });
      await fetchesReach(before + 2);
      await failuresRead(1);
      jest.setSystemTime(Date.now() + 11_000);
      await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
      // Fetched in the background: the request was answered from the keys held.
      await fetchesReach(before + 3);
      await failuresRead(2);
      // Back up: the next fetch after the wait takes the keys again.
      issuer.mode('ok');
      jest.setSystemTime(Date.now() + 11_000);
      await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
      await fetchesReach(before + 4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Fresh again: no fetch for the next ones.
      for (let i = 0; i < 5; i++) await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
      expect(issuer.fetches() - before).toBe(4);
    } finally {
      warn.mockRestore();
    }
  });

  it.each<Mode>(['500', 'redirect', 'not-json', 'not-a-key-set', 'declared-large', 'streamed-large', 'nested'])(
    'answers 503 AUTHENTICATION_UNAVAILABLE with Retry-After, not 401, when it holds no keys and the issuer answers %s; then waits 10 s before asking again',
    async (mode) => {
      issuer.mode(mode);
      const auth = authenticator();
      const before = issuer.fetches();
      const expected = { status: 503, code: 'AUTHENTICATION_UNAVAILABLE', retryAfter: 10, header: '10' };
      expect(await refusal(auth)).toEqual(expected);
      for (let i = 0; i < 10; i++) expect(await refusal(auth)).toEqual(expected);
      expect(issuer.fetches() - before).toBe(1);
    },
  );

  it('answers from the keys it holds, at once, while keys past their ten minutes are fetched again from an issuer that hangs', async () => {
    fakeClock();
    const auth = authenticator();
    await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
    jest.setSystemTime(Date.now() + 11 * 60_000);
    issuer.mode('hang');
    const started = performance.now();
    for (let i = 0; i < 5; i++) await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
    // Not the fetch's 5 s: no request waits on the refresh.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(issuer.fetches()).toBeGreaterThan(0);
  });

  it('while the issuer is down: a known key with a bad signature is refused 401, an unknown key id 503 (the issuer may have rotated)', async () => {
    fakeClock();
    const auth = authenticator();
    await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
    issuer.mode('500');
    // Within 30 s of a fetch, jose takes an unknown key id for a bad token without asking again.
    jest.setSystemTime(Date.now() + 31_000);
    const other = (await generateKeyPair('ES256')).privateKey;
    const signed = (kid: string) => new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid }).setSubject('user-001').setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('2h').sign(other);
    await expect(auth.authenticate({ authorization: `Bearer ${await signed('k1')}` })).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: "The token's signature does not verify" });
    // An unknown key id asks the issuer, which fails: the keys held cannot tell.
    await expect(auth.authenticate({ authorization: `Bearer ${await signed('k2')}` })).rejects.toMatchObject({ status: 503, code: 'AUTHENTICATION_UNAVAILABLE' });
  });

  it('stops trusting the keys it holds an hour after they were last fetched, however long the issuer fails', async () => {
    fakeClock();
    const auth = authenticator();
    await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
    issuer.mode('500');
    jest.setSystemTime(Date.now() + 59 * 60_000);
    await expect(authenticate(auth)).resolves.toMatchObject({ kind: 'user' });
    jest.setSystemTime(Date.now() + 2 * 60_000);
    expect(await refusal(auth)).toEqual({ status: 503, code: 'AUTHENTICATION_UNAVAILABLE', retryAfter: 10, header: '10' });
  });
});
