import type { DocumentDouble, Json } from '../double/document-double';
import { startDoubleStack, type DoubleStack } from '../helpers/double-stack';
import { startRedisServer, type RedisServer } from '../helpers/redis-server';

/**
 * One resend at a time settles a key: resends sent together under the same Idempotency-Key after an
 * unknown outcome make the settling read one at a time and the write at most once (counted at the
 * double), and every one of them gets the same answer. In memory with one gateway, and on Redis with
 * the resends spread over two replicas.
 */

const ACCOUNT = { walletId: 'wallet-1', currency: 'POINT', accountNumber: 'PNT-1' };
const LOAD = { ...ACCOUNT, amount: 5, channel: 'loyalty', description: 'Order order-7', referenceId: 'ref-7' };
const DOCUMENT = `mutation ($input: LoadWalletInput!) { loadWallet(input: $input) { accountNumber answerLost settledByRead } }`;

/** How many resends are sent at once. */
const RESENDS = 6;
/** How long the settling read takes: long enough for every resend to arrive while the first settles. */
const READ_MS = 250;

type Answer = { data?: { loadWallet: Record<string, unknown> | null } | null; errors?: { extensions?: Record<string, unknown> }[] };

const listing = (transactions: Json[]): Json => ({ transactions, from: 0, pageSize: 100, total: transactions.length, size: transactions.length });

interface Deployment {
  double: DocumentDouble;
  /** The gateways the resends are spread over. */
  gateways: DoubleStack[];
  stop(): Promise<void>;
}

const deployments: [string, () => Promise<Deployment>][] = [
  [
    'in memory, one gateway',
    async () => {
      // Resends settle at once here: the wait a first write may still land in has its own test.
      const stack = await startDoubleStack({ env: { IDEMPOTENCY_SETTLE_AFTER_MS: '0' } });
      return { double: stack.double, gateways: [stack], stop: () => stack.stop() };
    },
  ],
  [
    'on Redis, two replicas',
    async () => {
      const redis: RedisServer = await startRedisServer();
      // The lock is under test, not Redis's latency: on a loaded machine a command can take longer
      // than the 100 ms default, which would answer IDEMPOTENCY_UNAVAILABLE (tested elsewhere).
      const env = { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '2000', IDEMPOTENCY_SETTLE_AFTER_MS: '0' };
      const first = await startDoubleStack({ env });
      const second = await startDoubleStack({ on: first.double, env });
      return {
        double: first.double,
        gateways: [first, second],
        async stop() {
          await second.stop();
          await first.stop();
          await redis.stop();
        },
      };
    },
  ],
];

describe.each(deployments)('concurrent resends of an unknown outcome, %s', (_name, start) => {
  let deployment: Deployment;
  let keys = 0;

  beforeAll(async () => {
    deployment = await start();
  });
  afterAll(() => deployment.stop());
  afterEach(() => {
    deployment.double.clearFaults();
    deployment.double.clearAnswers();
  });

  /** A load whose connection was cut after it reached the service: its key, with the double's log cleared. */
  async function cutLoad(): Promise<string> {
    const key = `lock-${++keys}`;
    const { double, gateways } = deployment;
    double.resetRequests();
    double.setFault('WalletAPI/load', { kind: 'reset', times: 1 });
    const first = (await gateways[0]!.query(DOCUMENT, { input: LOAD }, { 'idempotency-key': key })) as Answer;
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' });
    expect(double.operations()).toEqual(['WalletAPI/load']);
    double.resetRequests();
    return key;
  }

  /** RESENDS resends of the load under `key`, all at once, taking turns over the gateways. */
  const resendTogether = (key: string): Promise<Answer[]> =>
    Promise.all(
      Array.from({ length: RESENDS }, (_, index) => {
        const gateway = deployment.gateways[index % deployment.gateways.length]!;
        return gateway.query(DOCUMENT, { input: LOAD }, { 'idempotency-key': key }) as Promise<Answer>;
      }),
    );

  /** The settling read answers `build`'s listing, READ_MS after each request. */
  function slowRead(build: () => Json): void {
    deployment.double.answerWith('WalletAPI/listTransactions', build);
    deployment.double.setFault('WalletAPI/listTransactions', { kind: 'slow', delayMs: READ_MS });
  }

  it('not applied: one read, the load sent once, and every resend answered with that one answer', async () => {
    const key = await cutLoad();
    slowRead(() => listing([]));
    const answers = await resendTogether(key);
    const { double } = deployment;
    expect(double.calls('WalletAPI/load')).toBe(1);
    expect(double.calls('WalletAPI/listTransactions')).toBe(1);
    expect(double.operations()).toEqual(['WalletAPI/listTransactions', 'WalletAPI/load']);
    for (const answer of answers) {
      expect(answer).toEqual({ data: { loadWallet: { accountNumber: 'PNT-1', answerLost: false, settledByRead: false } } });
    }
  });

  it('applied: one read, nothing sent, and every resend answered as applied', async () => {
    const key = await cutLoad();
    const createdAt = new Date().toISOString();
    slowRead(() => listing([{ transactionId: 'wtx-7', type: 'EARNED', amount: 5, description: 'Order order-7', channel: 'loyalty', createdAt }]));
    const answers = await resendTogether(key);
    expect(deployment.double.operations()).toEqual(['WalletAPI/listTransactions']);
    for (const answer of answers) {
      expect(answer).toEqual({ data: { loadWallet: { accountNumber: 'PNT-1', answerLost: false, settledByRead: true } } });
    }
  });

  it('cannot tell: each resend reads in its turn, never two at once, nothing is sent, and each is still unknown naming the read', async () => {
    const key = await cutLoad();
    // A movement of the same amount that nothing tells apart from this load: the read cannot say.
    const createdAt = new Date().toISOString();
    slowRead(() => listing([{ transactionId: 'wtx-other', type: 'EARNED', amount: 5, description: null, channel: 'loyalty', createdAt }]));
    const answers = await resendTogether(key);
    const { double } = deployment;
    expect(double.calls('WalletAPI/load')).toBe(0);
    // One read per resend, never two at once: resends settling side by side would have their identical
    // reads joined in flight (fewer than RESENDS) or overlapping at the double.
    expect(double.calls('WalletAPI/listTransactions')).toBe(RESENDS);
    expect(double.peakConcurrency('WalletAPI/listTransactions')).toBe(1);
    for (const answer of answers) {
      expect(answer.data?.loadWallet ?? null).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_OUTCOME_UNKNOWN',
        delivered: 'unknown',
        settle: { read: 'Query.walletTransactions', args: { ...ACCOUNT, from: 0, pageSize: 100 } },
      });
    }

    // Still unknown, and still settleable: the next resends, once the read shows it was not applied, send it once.
    double.resetRequests();
    slowRead(() => listing([]));
    const settled = await resendTogether(key);
    expect(double.operations()).toEqual(['WalletAPI/listTransactions', 'WalletAPI/load']);
    for (const answer of settled) expect(answer.data?.loadWallet).toMatchObject({ settledByRead: false });
  });
});
