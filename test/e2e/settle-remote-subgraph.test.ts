import { request } from 'undici';
import { loadConfig, serviceConfig } from '../../config/environment';
import { createDevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { SETTLE_HEADER, signSettle } from '../../gateway/federation/context';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSubgraphServer, type RunningSubgraph } from '../../gateway/subgraph-server';
import { SCOPES } from '../../subgraphs/shared/caller';
import { DocumentDouble, type Json } from '../double/document-double';
import { testSubgraphOptions } from '../helpers/service-config';
import { doubleServiceEnv } from '../helpers/double-stack';

/**
 * A subgraph deployed on its own honours x-commerce-settle-since only as the gateway signed it for
 * the caller: a shopper who sends it straight to the subgraph is refused before anything is sent,
 * while the gateway's resend of an unknown outcome still settles through the subgraph. The `since`
 * it honours is held between the idempotency TTL ago and now.
 */

const HOUR = 60 * 60_000;
/** The subgraph's IDEMPOTENCY_TTL_S, shortened so that holding `since` to it shows. */
const TTL_MS = HOUR;
const SPEND = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'PNT-1', amount: 4, channel: 'loyalty', description: 'Order order-8', referenceId: 'ref-8' };
const DOCUMENT = `mutation ($input: SpendWalletInput!) { spendWallet(input: $input) { answerLost settledByRead } }`;

type Answer = { data?: { spendWallet: { answerLost: boolean; settledByRead: boolean } | null } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const listing = (transactions: Json[]): Json => ({ transactions, from: 0, pageSize: 100, total: transactions.length, size: transactions.length });
/** The spend as the account's transactions list it, made `ago` ms before now. */
const spent = (ago: number): Json =>
  listing([{ transactionId: 'wtx-8', type: 'SPENT', amount: -4, description: 'Order order-8', channel: 'loyalty', createdAt: new Date(Date.now() - ago).toISOString() }]);

let double: DocumentDouble;
let subgraph: RunningSubgraph;
let gateway: RunningGateway;
/** The shopper user-1, who owns PNT-1 in the double's accounts. */
let shopper: string;
let keys = 0;
let gatewayConfig: Parameters<typeof startGateway>[0]['config'];
let service: ReturnType<typeof serviceConfig>;

beforeAll(async () => {
  double = await DocumentDouble.start();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_SECOND: '0',
    RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0',
    READ_CACHE: 'false',
    ...doubleServiceEnv(double),
    // Shoppers' calls go out with the configured key, which also keys the settle header's signature.
    COMMERCE_API_KEY: double.apiKey,
    // Resends settle at once here: the wait a first write may still land in has its own test.
    IDEMPOTENCY_SETTLE_AFTER_MS: '0',
  });
  const issuer = await createDevTokenIssuer({ allowCallerApiKeys: false });
  service = serviceConfig(config);
  const wallets = SUBGRAPHS.find((entry) => entry.area === 'wallets')!;
  subgraph = await startSubgraphServer(wallets, service, 0, '127.0.0.1', testSubgraphOptions({ auth: issuer.auth, limits: { ...loadConfig({}).limits, idempotencyTtlS: TTL_MS / 1000 } }));
  gatewayConfig = { ...config, auth: issuer.auth, subgraphUrls: { wallets: subgraph.url } };
  gateway = await startGateway({ config: gatewayConfig, service });
  shopper = `Bearer ${await issuer.sign('user-1', [SCOPES.shopper])}`;
});

afterAll(async () => {
  await gateway.stop();
  await subgraph.stop();
  await double.close();
});

beforeEach(() => double.resetRequests());
afterEach(() => {
  double.clearFaults();
  double.clearAnswers();
});

async function post(url: string, headers: Record<string, string>): Promise<{ status: number; body: Answer }> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: shopper, ...headers },
    body: JSON.stringify({ query: DOCUMENT, variables: { input: SPEND } }),
  });
  return { status: response.statusCode, body: (await response.body.json()) as Answer };
}

/** A header the gateway would send for `caller`, settling a first attempt made at `since`. */
const signed = (since: number, caller = 'user:user-1') => signSettle(double.apiKey, { since }, caller)!;

describe('a shopper calling the subgraph directly', () => {
  it('without the header: the spend is sent plainly, once, after the ownership read', async () => {
    double.answerWith('WalletAPI/listTransactions', () => spent(0));
    const { status, body } = await post(subgraph.url, {});
    expect(status).toBe(200);
    expect(body).toEqual({ data: { spendWallet: { answerLost: false, settledByRead: false } } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/spend']);
  });

  it.each([
    ['a bare epoch', () => String(Date.now() - 60_000)],
    ['a signature nobody made', () => `${Date.now() - 60_000}.${Date.now()}.${'A'.repeat(43)}`],
    ["the gateway's signature for another user", () => signed(Date.now() - 60_000, 'user:user-2')],
    ['a signature made by another key', () => signSettle('not-the-service-key', { since: Date.now() - 60_000 }, 'user:user-1')!],
  ])('with %s as x-commerce-settle-since: refused FORBIDDEN, nothing read and nothing sent', async (_name, header) => {
    // A read that would say "applied": honoured, the header would make the subgraph answer so without sending.
    double.answerWith('WalletAPI/listTransactions', () => spent(0));
    const { status, body } = await post(subgraph.url, { [SETTLE_HEADER]: header() });
    expect(status).toBe(403);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', delivered: false });
    expect(body.errors?.[0]?.message).toContain(SETTLE_HEADER);
    expect(double.operations()).toEqual([]);
  });
});

describe('the gateway resending an unknown outcome through the remote subgraph', () => {
  /** A spend through the gateway whose connection was cut after it reached the service: its key. */
  async function cutSpend(): Promise<string> {
    const key = `remote-${++keys}`;
    double.setFault('WalletAPI/spend', { kind: 'reset', times: 1 });
    const { body } = await post(gateway.url, { 'idempotency-key': key });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', settle: { read: 'Query.walletTransactions' } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/spend']);
    double.resetRequests();
    return key;
  }

  it('settles as applied from the read, sending nothing', async () => {
    const key = await cutSpend();
    double.answerWith('WalletAPI/listTransactions', () => spent(0));
    const { body } = await post(gateway.url, { 'idempotency-key': key });
    expect(body).toEqual({ data: { spendWallet: { answerLost: false, settledByRead: true } } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/listTransactions']);
  });

  it('sends the spend once when the read shows it was not applied', async () => {
    const key = await cutSpend();
    double.answerWith('WalletAPI/listTransactions', () => listing([]));
    const { body } = await post(gateway.url, { 'idempotency-key': key });
    expect(body).toEqual({ data: { spendWallet: { answerLost: false, settledByRead: false } } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/listTransactions', 'WalletAPI/spend']);
  });
});

describe("a gateway whose service key is not the subgraph's", () => {
  it('has its settling resend refused by the subgraph: nothing read or sent, and the outcome stays unknown', async () => {
    const other = await startGateway({ config: gatewayConfig, service: { ...service, apiKey: 'another-key' } });
    try {
      const key = `remote-${++keys}`;
      double.setFault('WalletAPI/spend', { kind: 'reset', times: 1 });
      const first = await post(other.url, { 'idempotency-key': key });
      expect(first.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN' });
      expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/spend']);
      double.resetRequests();
      double.answerWith('WalletAPI/listTransactions', () => listing([]));
      for (let attempt = 0; attempt < 2; attempt++) {
        const { body } = await post(other.url, { 'idempotency-key': key });
        expect(body.data?.spendWallet ?? null).toBeNull();
        expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
        expect(double.operations()).toEqual([]);
      }
    } finally {
      await other.stop();
    }
  });
});

describe("the since a signed header carries, held to the subgraph's TTL", () => {
  it('no earlier than the TTL ago: a matching spend older than that is not this one, so it is sent', async () => {
    // Read from `since` 0, the two-hour-old spend would be this one, and nothing would be sent.
    double.answerWith('WalletAPI/listTransactions', () => spent(2 * HOUR));
    const { body } = await post(subgraph.url, { [SETTLE_HEADER]: signed(0) });
    expect(body).toEqual({ data: { spendWallet: { answerLost: false, settledByRead: false } } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/listTransactions', 'WalletAPI/spend']);
  });

  it('no later than now: a matching spend made a minute ago is this one, so nothing is sent', async () => {
    // Read from a `since` a day ahead, the spend would predate the attempt, and it would be sent again.
    double.answerWith('WalletAPI/listTransactions', () => spent(60_000));
    const { body } = await post(subgraph.url, { [SETTLE_HEADER]: signed(Date.now() + 24 * HOUR) });
    expect(body).toEqual({ data: { spendWallet: { answerLost: false, settledByRead: true } } });
    expect(double.operations()).toEqual(['Wallet/getAccounts', 'WalletAPI/listTransactions']);
  });
});
