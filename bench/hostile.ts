/**
 * `npm run bench:hostile`: the largest RSS the built gateway reaches under each request of the
 * hostile suite (test/e2e/hostile-process.test.ts), run as `start:prod` runs it — compiled, its
 * old generation capped at 192 MB, one process, production mode, its default limits — in front of
 * an emulator in this process. Prints one line per attack and the largest of all, for the README.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { startEmulator } from '../emulator/server';
import {
  abandonedNewOperations,
  ATTACK_AUDIENCE,
  ATTACK_ISSUER,
  HONEST,
  idleConnections,
  attackedGatewayEnv,
  distinctLargePlan,
  paddedDocument,
  aliasedTypenamePages,
  commentedDocument,
  conditionedSpreads,
  fragmentBomb,
  lineBrokenErrors,
  largeProductPages,
  largeTransaction,
  longOperationName,
  negativePageWithCarts,
  nestedUnreadKey,
  paddedVariables,
  peakRssDuring,
  pipelinedUnread,
  post,
  postAtOnce,
  slowClients,
  SLOW_CLIENT_ADDRESSES,
  threeCarts,
} from './attacks';

const ROOT = join(__dirname, '..');

async function main(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const emulator = await startEmulator();
  const keys = await generateKeyPair('ES256');
  const child = spawn(process.execPath, ['--max-old-space-size=192', 'dist/gateway/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '', ...(await attackedGatewayEnv(emulator, keys.publicKey)) },
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /GraphQL gateway: (http\S+?)["\s]/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 100);
    child.once('exit', () => reject(new Error(`the gateway exited before it listened:\n${output}`)));
  });
  const pid = child.pid!;
  const token = `Bearer ${await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setSubject('user-001').setIssuer(ATTACK_ISSUER).setAudience(ATTACK_AUDIENCE).setExpirationTime('30m').sign(keys.privateKey)}`;
  const forged = `Bearer ${await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setSubject('user-001').setIssuer(ATTACK_ISSUER).setAudience(ATTACK_AUDIENCE).setExpirationTime('30m').sign((await generateKeyPair('ES256')).privateKey)}`;

  const attacks: [string, () => Promise<unknown>][] = [
    ['766 KB request (negative page size, 29 carts of 500 lines)', () => post(url, negativePageWithCarts())],
    ['10 concurrent requests of three 500-line carts', () => Promise.all(Array.from({ length: 10 }, (_, i) => post(url, threeCarts(`r${i}`))))],
    ['100 concurrent requests of 29 product pages with sources', () => Promise.all(Array.from({ length: 100 }, (_, i) => post(url, largeProductPages(i))))],
    [
      '1,000 slow clients, 5 honest requests from another address',
      async () => {
        const slow = await slowClients(url, 1_000, SLOW_CLIENT_ADDRESSES);
        try {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          for (let i = 0; i < 5; i++) await post(url, HONEST, {}, '127.0.0.2');
        } finally {
          slow.stop();
        }
      },
    ],
    [
      '100 idempotent writes with 500-line answers',
      async () => {
        for (let i = 0; i < 100; i++) await post(url, largeTransaction('user-001', `w${i}`), { authorization: token, 'idempotency-key': `bench-${i}` });
      },
    ],
    [
      '80 distinct large query plans from one client, two at a time',
      async () => {
        for (let i = 0; i < 80; i += 2) await Promise.all([post(url, distinctLargePlan(`p${i}`)), post(url, distinctLargePlan(`p${i + 1}`))]);
      },
    ],
    [
      '5 operation names of 900,000 characters, 3 times each, then 4 scrapes of /metrics at once',
      async () => {
        for (let i = 0; i < 3; i++) for (let name = 0; name < 5; name++) await post(url, longOperationName(900_000, `n${name}`));
        await Promise.all(Array.from({ length: 4 }, async () => (await fetch(url.replace('/graphql', '/metrics'))).text()));
      },
    ],
    [
      '300 distinct short operations behind 900 KB comments, three at a time',
      async () => {
        for (let i = 0; i < 300; i += 3) await Promise.all([0, 1, 2].map((k) => post(url, paddedDocument(900_000, `d${i + k}`))));
      },
    ],
    [
      '10 operations behind 349,000 one-line comments, then 60 distinct ones behind 15,000',
      async () => {
        for (let i = 0; i < 10; i++) await post(url, commentedDocument(349_000, `r${i}`));
        for (let i = 0; i < 60; i += 3) await Promise.all([0, 1, 2].map((k) => post(url, commentedDocument(14_990, `a${i + k}`))));
      },
    ],
    [
      'a fragment bomb of 3.2 million selections, then 20 distinct ones of 32,768',
      async () => {
        await post(url, fragmentBomb(20, 'R'));
        for (let i = 0; i < 20; i++) await post(url, fragmentBomb(8, `A${i}x`));
      },
    ],
    [
      '10 pages of 100 products spreading 4,900 aliases of __typename (103 KB), then a page of 100-character ones (554 KB)',
      async () => {
        await post(url, aliasedTypenamePages(10, 8));
        await post(url, aliasedTypenamePages(1, 100));
      },
    ],
    [
      '8 at once of 150 unknown fields behind 520,000 line breaks',
      () => Promise.all(Array.from({ length: 8 }, () => post(url, lineBrokenErrors(520_000, 150)))),
    ],
    [
      '900 spreads of one fragment, each under its own @include',
      () => post(url, conditionedSpreads(900)),
    ],
    [
      '200 connections pipelining 16 scrapes of /metrics each, never reading',
      async () => {
        const flood = pipelinedUnread(url, '/metrics', 200, 16);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        flood.stop();
      },
    ],
    [
      '40 distinct large plans at once from one address',
      () => Promise.all(Array.from({ length: 40 }, (_, i) => post(url, distinctLargePlan(`s${i}`), {}, '127.0.0.4'))),
    ],
    [
      '3 addresses sending 16 distinct large plans at once, twice; another address asks a known operation 20 times',
      async () => {
        const flood = Promise.all(
          [10, 11, 12].map(async (address) => {
            for (let wave = 0; wave < 2; wave++) {
              await Promise.all(Array.from({ length: 16 }, (_, i) => post(url, distinctLargePlan(`f${address}_${wave}_${i}`), {}, `127.0.0.${address}`)));
            }
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        const waits: number[] = [];
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          if ((await post(url, HONEST, {}, '127.0.0.13')).status !== 200) throw new Error('the known operation was not answered');
          waits.push(performance.now() - started);
        }
        await flood;
        waits.sort((a, b) => a - b);
        return `(known operation: median ${waits[10]!.toFixed(0)} ms, slowest ${waits[19]!.toFixed(0)} ms)`;
      },
    ],
    ['10 large new operations, then 416 of 900 KB, each given up on while it waits to be planned', () => abandonedNewOperations(url, 26)],
    [
      '64 requests at once of one planned operation behind 900 KB of comment, from four addresses',
      async () => {
        const body = JSON.stringify({ query: `# ${'x'.repeat(900_000)}\n{ products(pageSize: 1) { total } }` });
        await post(url, body);
        await Promise.all(Array.from({ length: 64 }, (_, i) => post(url, body, {}, `127.0.0.${31 + (i % 4)}`)));
      },
    ],
    ['2 bodies of 400 KB at once, sent in 1-byte pieces', () => postAtOnce(url, [paddedVariables(400_000), paddedVariables(400_000)], 0, 1)],
    ['4 bodies at once nesting 450,000 deep under a key nothing reads', () => postAtOnce(url, Array.from({ length: 4 }, () => nestedUnreadKey(450_000)))],
    ['4 bodies at once of 27 lists side by side, each 19,000 deep', () => postAtOnce(url, Array.from({ length: 4 }, () => nestedUnreadKey(19_000, 27)))],
    ['2 bodies at once of 5 lists, each 19,990 deep (100,000 values in 200 KB)', () => postAtOnce(url, Array.from({ length: 2 }, () => nestedUnreadKey(19_990, 5)))],
    [
      '12,000 connections that never send a byte, from 48 addresses (past MAX_CONNECTIONS, 10,000)',
      async () => {
        const flood = await idleConnections(url, 12_000, Array.from({ length: 48 }, (_, i) => `127.0.4.${i + 1}`));
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const result = `(${flood.open()} held, ${flood.closed()} closed for room, ${flood.refused()} refused)`;
        flood.stop();
        return result;
      },
    ],
    [
      '1,500 requests with a forged token from one address',
      async () => {
        for (let round = 0; round < 30; round++) await Promise.all(Array.from({ length: 50 }, () => post(url, HONEST, { authorization: forged }, '127.0.0.3')));
      },
    ],
  ];
  let largest = 0;
  console.log(`node ${process.version}; gateway pid ${pid}`);
  for (const [name, attack] of attacks) {
    const { result, peak } = await peakRssDuring(pid, attack);
    largest = Math.max(largest, peak);
    const alive = child.exitCode === null && (await post(url, HONEST)).status === 200;
    console.log(`${(peak / 1024 / 1024).toFixed(0).padStart(5)} MiB  ${alive ? 'alive' : 'DEAD '}  ${name}${typeof result === 'string' ? ` ${result}` : ''}`);
  }
  console.log(`${(largest / 1024 / 1024).toFixed(0).padStart(5)} MiB  largest RSS`);
  child.kill('SIGTERM');
  await once(child, 'exit');
  await emulator.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
