import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: load against a running gateway (started here as its own process, on the
 * embedded emulator), side by side in one run:
 * - list: one listAccounts page of 50 with `balance` (two upstream calls in all);
 * - batched: 25 balances by number (one Wallet/getAccounts call);
 * - unbatched: the same 25 balances as 25 aliased `walletAccount` lookups (25 WalletAPI/getAccount calls).
 * Compare the ratios, not the absolute figures: the machine is shared.
 */
const PORT = Number(process.env.BENCH_PORT ?? 4700);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const url = `http://127.0.0.1:${PORT}/graphql`;

const list = `{ walletAccounts(pageSize: 50) { result { accountNumber balance } } }`;
const accounts = Array.from({ length: 25 }, (_, i) => String(i + 1).padStart(3, '0'));
const batched = `{ walletAccountsByNumber(accountNumbers: [${accounts.map((n) => `"PNT-${n}"`).join(', ')}]) { balance } }`;
const unbatched = `{ ${accounts
  .map((n) => `p${n}: walletAccount(walletId: "wallet-${n}", currency: "POINT", accountNumber: "PNT-${n}") { balance }`)
  .join(' ')} }`;

async function waitForGateway(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the gateway did not start');
}

function run(title: string, query: string): Promise<autocannon.Result> {
  return autocannon({
    title,
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
    body: JSON.stringify({ query }),
  });
}

async function main(): Promise<void> {
  const gateway = spawn(process.execPath, [join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, '..', 'gateway', 'main.ts')], {
    // The bench calls as a server-to-server caller with the emulator's key.
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', COMMERCE_BASE_URL: '', ALLOW_CALLER_API_KEYS: 'true', RATE_LIMIT_PER_SECOND: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForGateway();
    await run('warm-up', list);
    const results = [await run('list', list), await run('batched', batched), await run('unbatched', unbatched)];
    console.log(`\n${CONNECTIONS} connections, ${DURATION}s each\n`);
    console.log('operation   req/s    p50 ms  p99 ms  errors  non-2xx');
    for (const result of results) {
      console.log(
        `${result.title!.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)}  ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.errors).padStart(7)} ${String(result.non2xx).padStart(8)}`,
      );
    }
    const [, batchedResult, unbatchedResult] = results as [autocannon.Result, autocannon.Result, autocannon.Result];
    console.log(`\nbatched / unbatched throughput for the same 25 balances: ${(batchedResult.requests.average / unbatchedResult.requests.average).toFixed(1)}x`);
  } finally {
    gateway.kill('SIGTERM');
  }
}

void main();
