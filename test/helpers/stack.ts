import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server';
import { createDevTokenIssuer, type DevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { ALL_SCOPES } from '../../subgraphs/shared/caller';
import { loadConfig, serviceConfig } from '../../config/environment';
import type { Area } from '../../subgraphs/shared/service-config';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** Who a test request acts as: no one, a user with scopes (a signed token), or a service key. */
export type Identity = 'anonymous' | { userId: string; scopes?: readonly string[] } | { apiKey: string };

/** A user holding every scope: what most end-to-end tests act as. */
export const ADMIN = { userId: 'admin-e2e', scopes: ALL_SCOPES } as const;

type Query = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string | undefined>,
) => Promise<GraphQLResponse<T>>;

export interface Stack {
  emulator: Emulator;
  gateway: RunningGateway;
  clock: ManualClock;
  /** Signs the stack's development tokens. */
  issuer: DevTokenIssuer;
  /**
   * Posts a GraphQL operation as ADMIN, unless `headers` names `authorization` or `x-api-key`
   * (even as undefined, which leaves it out).
   */
  query: Query;
  /** The same, as another identity. */
  as(identity: Identity): { query: Query };
  /** The headers that present `identity`. */
  headersFor(identity: Identity): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export const START = '2026-11-21T12:00:00.000Z';

/** An emulator and a gateway on ephemeral ports, on a clock that only moves when told to. */
export async function startStack(
  options: {
    emulator?: EmulatorOptions;
    env?: NodeJS.ProcessEnv;
    subgraphUrls?: Partial<Record<Area, string>>;
    /** Pre-set this user's Authorization header in Sandbox, as `npm start` does with its shopper on the emulator. */
    sandboxAs?: { userId: string; scopes: readonly string[] };
  } = {},
): Promise<Stack> {
  const clock = new ManualClock(START);
  const emulator = await startEmulator({ clock, ...options.emulator });
  // No rate limit unless a test sets one: suites send many requests as one caller.
  // A Redis command timeout of 1 s unless a test sets one: the gateway shares this process's event loop
  // with the test and the emulator, and on a loaded machine a turn of that loop can outlast the
  // default 100 ms, failing a command whose answer has arrived and refusing the request.
  const loaded = loadConfig({ PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0', REDIS_COMMAND_TIMEOUT_MS: '1000', ...options.env });
  const issuer = await createDevTokenIssuer({ allowCallerApiKeys: loaded.auth.allowCallerApiKeys });
  const config = { ...loaded, auth: issuer.auth, subgraphUrls: options.subgraphUrls ?? {} };
  const service = serviceConfig(config, emulator);
  const gateway = await startGateway({
    config,
    service,
    sandboxHeaders: options.sandboxAs
      ? { Authorization: `Bearer ${await issuer.sign(options.sandboxAs.userId, options.sandboxAs.scopes)}` }
      : undefined,
  });
  const tokens = new Map<string, Promise<string>>();
  const headersFor = async (identity: Identity): Promise<Record<string, string>> => {
    if (identity === 'anonymous') return {};
    if ('apiKey' in identity) return { 'x-api-key': identity.apiKey };
    const scopes = identity.scopes ?? [];
    const cacheKey = `${identity.userId} ${scopes.join(' ')}`;
    let token = tokens.get(cacheKey);
    if (!token) {
      token = issuer.sign(identity.userId, scopes);
      tokens.set(cacheKey, token);
    }
    return { authorization: `Bearer ${await token}` };
  };
  const queryAs =
    (identity: Identity): Query =>
    async (query, variables, headers = {}) => {
      const explicit = 'authorization' in headers || 'x-api-key' in headers;
      const merged: Record<string, string | undefined> = { ...(explicit ? {} : await headersFor(identity)), ...headers };
      const sent = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const response = await request(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sent },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.body.json()) as GraphQLResponse<never>;
    };
  return {
    emulator,
    gateway,
    clock,
    issuer,
    query: queryAs(ADMIN),
    as: (identity) => ({ query: queryAs(identity) }),
    headersFor,
    async stop() {
      await gateway.stop();
      await emulator.close();
    },
  };
}

/**
 * The stack of one test file: started before its tests, stopped after them, its recorded service
 * requests forgotten before each test. What it returns reaches that stack once it has started.
 */
export function stackForFile(): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack();
  });
  afterAll(() => started?.stop());
  beforeEach(() => started?.emulator.resetRequests());
  return new Proxy({} as Stack, {
    get: (_target, property) => {
      if (!started) throw new Error('the stack starts in beforeAll');
      return Reflect.get(started, property, started) as unknown;
    },
  });
}

/** The service requests the emulator recorded since the last reset, as the tests compare them. */
export const sentRequests = (stack: Stack) =>
  stack.emulator.requests.map(({ operation, httpMethod, path, body }) => ({ operation, httpMethod, path, body }));
