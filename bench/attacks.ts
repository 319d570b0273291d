import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { exportSPKI, type CryptoKey } from 'jose';
import { Agent, request } from 'undici';

/**
 * The requests an attacker with one laptop sends a gateway exposed to browsers, each built to
 * stay within (or probe) one of its bounds. The hostile end-to-end suite and `npm run bench:hostile`
 * (the largest RSS each reaches, for the README) send the same ones.
 */

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One connection pool per client address a test sends from. */
const agents = new Map<string, Agent>();
const agentFor = (localAddress: string): Agent => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};

/** Posts one GraphQL body, from `localAddress` when given (another client address on loopback). */
export async function post(url: string, body: string, headers: Record<string, string> = {}, localAddress?: string): Promise<Answer> {
  const started = performance.now();
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(localAddress ? { dispatcher: agentFor(localAddress) } : {}),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: text, ms: performance.now() - started };
}

/** A body of HTTP/1.1 chunked transfer coding, decoded. */
function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** An ASCII body in chunked transfer coding, `pieceBytes` a chunk, without the last (empty) chunk. */
const inPieces = (body: string, pieceBytes: number): string =>
  Array.from({ length: Math.ceil(body.length / pieceBytes) }, (_, i) => {
    const piece = body.slice(i * pieceBytes, (i + 1) * pieceBytes);
    return `${piece.length.toString(16)}\r\n${piece}\r\n`;
  }).join('');

/**
 * Posts every body on a connection of its own, all opened first and then written in one go (with
 * `pieceBytes`, in chunks of that many bytes, which the gateway reads as as many pieces): the
 * gateway has every request at once, however busy this process is while the first are answered (an
 * emulator in the same process answering them would otherwise hold back connecting the rest).
 * `holdMs`: this process then stands still that long (an emulator in it answers nothing meanwhile),
 * so that the first requests are still waiting for their service calls when the last ones come in,
 * however fast the gateway reads them.
 */
export async function postAtOnce(url: string, bodies: string[], holdMs = 0, pieceBytes?: number): Promise<Answer[]> {
  const { hostname, port } = new URL(url);
  const sockets = await Promise.all(
    bodies.map(
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const started = performance.now();
  const answers = Promise.all(
    sockets.map(
      (socket, i) =>
        new Promise<Answer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.once('error', reject);
          socket.once('end', () => {
            const whole = Buffer.concat(chunks);
            const headEnd = whole.indexOf('\r\n\r\n');
            const head = whole.subarray(0, headEnd).toString('latin1');
            const rest = whole.subarray(headEnd + 4);
            const body = /\r\ntransfer-encoding: *chunked/i.test(head) ? unchunked(rest) : rest;
            resolve({ status: Number(head.slice(9, 12)), body: body.toString('utf8'), ms: performance.now() - started });
          });
          const body = bodies[i]!;
          const head = `POST ${new URL(url).pathname} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\nconnection: close\r\n`;
          // Not ended: node:http takes a half-closed connection for a client gone. It closes it once answered.
          if (pieceBytes === undefined) socket.write(`${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
          else socket.write(`${head}transfer-encoding: chunked\r\n\r\n${inPieces(body, pieceBytes)}0\r\n\r\n`);
        }),
    ),
  );
  // Blocks this thread without spinning: nothing here runs until the time is up.
  if (holdMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, holdMs);
  return answers;
}

/** Posts one GraphQL body and gives up on it after `afterMs`: its status when answered before, else 'abandoned'. */
export async function postAbandoned(url: string, body: string, afterMs: number): Promise<number | 'abandoned'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), afterMs);
  try {
    const response = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: controller.signal });
    await response.body.dump();
    return response.statusCode;
  } catch {
    return 'abandoned';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ten distinct large operations given up on after 0.4 s, to keep the planning thread busy, then
 * `waves` waves of 16 (an address's in-flight share) distinct small operations behind 900 KB comments,
 * each given up on after 0.5 s: each waits for its plan, then its client leaves.
 */
export async function abandonedNewOperations(url: string, waves: number): Promise<(number | 'abandoned')[]> {
  const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => postAbandoned(url, distinctLargePlan(`head${i}`), 400)));
  for (let wave = 0; wave < waves; wave++) {
    const bodies = Array.from({ length: 16 }, (_, i) => JSON.stringify({ query: `# ${`w${wave}_${i}`.padEnd(900_000, 'x')}\n{ products(pageSize: 1) { total } }` }));
    outcomes.push(...(await Promise.all(bodies.map((body) => postAbandoned(url, body, 500)))));
  }
  return outcomes;
}

/** A cart of `lines` distinct lines: ids carry `tag`, so that no two carts are merged as one service call. */
export const cart = (lines: number, tag: string) => ({
  items: Array.from({ length: lines }, (_, i) => ({ id: `${tag}-${i}`, qty: 1, price: 1.5, totalPrice: 1.5 })),
});

/**
 * The reported 766 KB request: `products(pageSize: -1000000)` and 29 aliases of `calculatePromotions`,
 * each with its own 500-line cart, all public fields. (Sent with variables: as literals the carts
 * pass the parser's token limit.)
 */
export function negativePageWithCarts(tag = 'a'): string {
  const aliases = 29;
  const definitions = Array.from({ length: aliases }, (_, i) => `$c${i}: CartInput!`).join(', ');
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: calculatePromotions(cart: $c${i}) { cart { items { id totalPrice } } }`).join(' ');
  const variables = Object.fromEntries(Array.from({ length: aliases }, (_, i) => [`c${i}`, cart(500, `${tag}${i}`)]));
  return JSON.stringify({ query: `query Attack(${definitions}) { products(pageSize: -1000000) { products { sku } } ${fields} }`, variables });
}

/** Three 500-line carts in one request: within every limit (cost about 3,000 of 5,000), so it runs. */
export function threeCarts(tag: string): string {
  const fields = [0, 1, 2].map((i) => `a${i}: calculatePromotions(cart: $c${i}) { cart { items { id totalPrice } totalPriceToPay } }`).join(' ');
  const variables = Object.fromEntries([0, 1, 2].map((i) => [`c${i}`, cart(500, `${tag}${i}`)]));
  return JSON.stringify({ query: `query Carts($c0: CartInput!, $c1: CartInput!, $c2: CartInput!) { ${fields} }`, variables });
}

/** 29 aliases of a 100-product page with each product's stored source: past the answer budget. */
export function largeProductPages(offset: number): string {
  const fields = Array.from({ length: 29 }, (_, i) => `a${i}: products(source: true, pageSize: 100, pageFrom: ${(offset + i) % 50}) { raw products { sku source } }`).join(' ');
  return JSON.stringify({ query: `{ ${fields} }` });
}

/** A write whose answer is large: a 500-line promotion transaction for `userId`. */
export function largeTransaction(userId: string, tag: string): string {
  return JSON.stringify({
    query:
      'mutation Start($input: StartPromotionTransactionInput!) { startPromotionTransaction(input: $input) { transactionId transaction { cart { items { id merchantId qty price totalPrice itemType promotionDiscount priceAfterPromotion totalPromotionDiscount totalPriceAfterPromotion totalDisplayPrice } } } } }',
    variables: { input: { cart: cart(500, tag), user: { userId } } },
  });
}

/** A tiny read every honest client makes. */
export const HONEST = JSON.stringify({ query: '{ products(pageSize: 1) { total } }' });

/**
 * An honest operation whose body also carries, under a key nothing reads, `towers` lists side by side,
 * each nested `depth` deep.
 */
export const nestedUnreadKey = (depth: number, towers = 1): string =>
  `{"query":"{ products(pageSize: 1) { total } }","unread":[${Array.from({ length: towers }, () => `${'['.repeat(depth)}${']'.repeat(depth)}`).join(',')}]}`;

/** An honest operation whose variable pads its body to about `bytes` (ASCII). */
export const paddedVariables = (bytes: number): string => JSON.stringify({ query: '{ products(pageSize: 1) { total } }', variables: { pad: 'x'.repeat(Math.max(0, bytes - 70)) } });

/**
 * Four loopback addresses for 1,000 slow clients: 250 each, within one address's share of connections
 * (MAX_CONNECTIONS_PER_ADDRESS, 256), so that all of them are held.
 */
export const SLOW_CLIENT_ADDRESSES = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13'] as const;

/** Connections that send a request one byte at a time and never finish it (slowloris), from `localAddresses` in turn. */
export async function slowClients(url: string, count: number, localAddresses: readonly string[] = []): Promise<{ sockets: Socket[]; stop(): void }> {
  const { hostname, port } = new URL(url);
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const localAddress = localAddresses.length > 0 ? localAddresses[i % localAddresses.length] : undefined;
    const socket = connect({ port: Number(port), host: hostname, ...(localAddress && { localAddress }) });
    socket.on('error', () => undefined);
    sockets.push(socket);
  }
  await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => (socket.connecting ? socket.once('connect', () => resolve()) : resolve()))));
  const text = `POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${HONEST.length}\r\n\r\n${HONEST}`;
  let sent = 0;
  const drip = setInterval(() => {
    if (sent >= text.length - 1) return;
    for (const socket of sockets) if (socket.writable) socket.write(text[sent]!);
    sent++;
  }, 200);
  return {
    sockets,
    stop() {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * Connections that never send a byte, opened `batch` at a time from `localAddresses` in turn, and kept
 * until `stop`: what each costs the server is a descriptor and its heap. Counts what the server made of
 * them: answered (a refusal's status line read), or closed without a word (to make room for others).
 */
export async function idleConnections(
  url: string,
  count: number,
  localAddresses: readonly string[],
  batch = 200,
): Promise<{ refused: () => number; closed: () => number; open: () => number; stop(): void }> {
  const { hostname, port } = new URL(url);
  const sockets: Socket[] = [];
  let refused = 0;
  let closed = 0;
  const one = (localAddress: string) =>
    new Promise<void>((resolve) => {
      const socket = connect({ port: Number(port), host: hostname, localAddress });
      let answered = false;
      socket.on('data', (chunk: Buffer) => {
        if (answered || !chunk.toString('latin1').startsWith('HTTP/1.1 503 ')) return;
        answered = true;
        refused++;
      });
      socket.on('error', () => undefined);
      socket.once('close', () => {
        if (!answered) closed++;
        resolve();
      });
      socket.once('connect', () => resolve());
      sockets.push(socket);
    });
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => one(localAddresses[(i + j) % localAddresses.length]!)));
  }
  return {
    refused: () => refused,
    closed: () => closed,
    open: () => sockets.filter((socket) => !socket.destroyed && !socket.readableEnded).length,
    stop() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A process's resident set size in bytes, read from /proc (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Samples a process's RSS every 50 ms while `work` runs; resolves with its result and the largest RSS seen. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process is gone: the caller finds out from its own checks.
    }
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Products four hops deep through talking products and back: one request, a large query plan. */
function productChain(levels: number): string {
  let inner = 'sku name';
  for (let i = 0; i < levels; i++) inner = `sku name price { amount } availableStock(channel: "web") talkingProduct { sku name product { ${inner} } }`;
  return inner;
}

/**
 * A query whose plan is large and new each time (its aliases carry `tag`): within every shape and
 * cost limit, it asks the gateway to plan, and by default to keep, about 200 kB of plan.
 */
export function distinctLargePlan(tag: string): string {
  const variables = Array.from({ length: 20 }, (_, i) => `$v${i}: Boolean = true`).join(', ');
  const fields = Array.from({ length: 30 }, (_, i) => `a${i}_${tag}: products(pageSize: 1, pageFrom: ${i}) { products { ... @include(if: $v${i % 20}) { ${productChain(4)} } } }`).join(' ');
  return JSON.stringify({ query: `query Q(${variables}) { ${fields} }` });
}

/** `{ __typename }` behind a comment of `length` characters: a short operation in a long text. */
export const paddedDocument = (length: number, tag: string): string => JSON.stringify({ query: `# ${tag.padEnd(length, 'x')}\n{ __typename }` });

/** `{ __typename }` behind `comments` one-line comments: each a token graphql-js keeps, for two characters of text. */
export const commentedDocument = (comments: number, tag: string): string => JSON.stringify({ query: `# ${tag}\n${'#\n'.repeat(comments)}{ __typename }` });

/**
 * A fragment bomb of `__typename` only: `width` fragments a level, each spreading every fragment of the
 * level below, five levels down (width^5 selections once expanded: 3.2 million for 20, from 17 KB).
 * Within the depth, alias and token limits, and of cost 0. `tag` names the fragments, for distinct texts.
 */
export function fragmentBomb(width: number, tag: string, levels = 5): string {
  const spreads = (level: number) => Array.from({ length: width }, (_, j) => `...${tag}${level}_${j}`).join(' ');
  const fragments: string[] = [];
  for (let i = 0; i < width; i++) fragments.push(`fragment ${tag}0_${i} on Query { __typename }`);
  for (let level = 1; level < levels; level++) for (let i = 0; i < width; i++) fragments.push(`fragment ${tag}${level}_${i} on Query { ${spreads(level - 1)} }`);
  return JSON.stringify({ query: `query { ${spreads(levels - 1)} }\n${fragments.join('\n')}` });
}

/**
 * `pages` aliased pages of 100 products, each spreading a fragment of 4,900 aliases of `__typename`
 * named with `aliasLength` characters: within the token and selection limits, of cost 0 past the
 * pages, and once answered with every alias in every product (10 pages from 103 KB took the gateway
 * out of memory). `tag` names the fragment, for distinct texts.
 */
export function aliasedTypenamePages(pages: number, aliasLength: number, tag = 'F'): string {
  const aliases = Array.from({ length: 4_900 }, (_, i) => `${'t'.repeat(Math.max(0, aliasLength - String(i).length))}${i}: __typename`).join(' ');
  const products = Array.from({ length: pages }, (_, i) => `p${i}: products(pageSize: 100, pageFrom: ${i}) { products { ...${tag} } }`).join(' ');
  return JSON.stringify({ query: `{ ${products} }\nfragment ${tag} on Product { ${aliases} }` });
}

/** `fields` unknown fields behind `lines` line breaks: each validation error's location is found by scanning them. */
export const lineBrokenErrors = (lines: number, fields: number): string =>
  JSON.stringify({ query: `${'\n'.repeat(lines)}{ ${Array.from({ length: fields }, (_, i) => `x${i}`).join(' ')} }` });

/** One fragment of products spread `count` times, each spread under its own `@include` condition: each is planned apart. */
export function conditionedSpreads(count: number): string {
  const definitions = Array.from({ length: count }, (_, i) => `$v${i}: Boolean!`).join(' ');
  const spreads = Array.from({ length: count }, (_, i) => `...F @include(if: $v${i})`).join(' ');
  return JSON.stringify({
    query: `query Conditions(${definitions}) { ${spreads} } fragment F on Query { products(pageSize: 2) { total products { sku name price { amount } } } }`,
    variables: Object.fromEntries(Array.from({ length: count }, (_, i) => [`v${i}`, i % 2 === 0])),
  });
}

/** A query named with `length` characters: a caller chooses the name, at any length. */
export const longOperationName = (length: number, tag: string): string => JSON.stringify({ query: `query N${tag}${'x'.repeat(length)} { __typename }` });

/** Connections that pipeline `count` requests for `path` each and never read an answer. */
export function pipelinedUnread(url: string, path: string, connections: number, count: number): { stop(): void } {
  const { hostname, port } = new URL(url);
  const sockets = Array.from({ length: connections }, () => {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}\r\n\r\n`.repeat(count));
    return socket;
  });
  return {
    stop() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** The issuer and audience the attacked gateway verifies tokens against. */
export const ATTACK_ISSUER = 'https://issuer.hostile.test';
export const ATTACK_AUDIENCE = 'commerce-facade';

/**
 * The environment of the attacked gateway: production mode, one process, its default limits, in front
 * of the emulator at `service`, verifying tokens with `publicKey`. One address sends everything, so
 * one caller's own rate is raised: each attack then meets the bound it is about, and the per-address
 * limit the forged-token flood meets keeps its defaults.
 */
export async function attackedGatewayEnv(service: { url: string; apiKey: string }, publicKey: CryptoKey): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    WORKERS: '1',
    COMMERCE_BASE_URL: service.url,
    COMMERCE_API_KEY: service.apiKey,
    COMMERCE_PROJECT_ID: 'demo',
    COMMERCE_LOYALTY_PROJECT_ID: 'demo-loyalty',
    COMMERCE_STAGE_PROJECT_ID: 'demo-stage',
    AUTH_JWT_PUBLIC_KEY: await exportSPKI(publicKey),
    AUTH_ISSUER: ATTACK_ISSUER,
    AUTH_AUDIENCE: ATTACK_AUDIENCE,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_SECOND: '1000',
    RATE_LIMIT_BURST: '1000',
  };
}
