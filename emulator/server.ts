import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueRoutes } from './catalogue/routes';
import { seedCatalogue } from './catalogue/seed';
import { CatalogueStore } from './catalogue/store';
import { systemClock, type Clock } from './clock';
import { EmulatorError, type Route, type Routes } from './http';
import { loyaltyRoutes } from './loyalty/routes';
import { seedLoyalty } from './loyalty/seed';
import { LoyaltyStore } from './loyalty/store';
import { promotionRoutes, type CartShape } from './promotions/routes';
import { SEED_COUPONS, SEED_PROMOTIONS } from './promotions/seed';
import { PromotionStore } from './promotions/store';
import type { EmulatorState } from './state';
import { snapshotOf, StateFile, type EmulatorSnapshot } from './state-file';
import { datasetRoutes, DatasetStore } from './catalogue/datasets';
import { merchantRoutes } from './merchant/routes';
import { seedMerchant } from './merchant/seed';
import { MerchantStore } from './merchant/store';
import { talkingProductRoutes } from './talking-products/routes';
import { seedTalkingProducts } from './talking-products/seed';
import { TalkingProductStore } from './talking-products/store';
import { walletRoutes } from './wallets/routes';
import { seedWallets } from './wallets/seed';
import { WalletStore } from './wallets/store';

/** The key the emulator accepts unless told otherwise; `npm start` uses it by default. */
export const DEV_API_KEY = 'dev-emulator-key';
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface EmulatorOptions {
  apiKeys?: string[];
  projectId?: string;
  loyaltyProjectId?: string;
  stageProjectId?: string;
  clock?: Clock;
  /** Start with the deterministic seed data (default) or empty. */
  seed?: boolean;
  /** Promotion carts: `single-level` rejects nested objects in items, subOrders and condiments (400). */
  cartShape?: CartShape;
  /**
   * `EMULATOR_STATE_FILE`: keep the state in this JSON file, read at start (instead of the seed) and
   * written after changes and on close. Without it the state lives in memory only.
   */
  stateFile?: string | undefined;
}

interface RequestRecord {
  operation: string;
  httpMethod: string;
  path: string;
  status: number;
  body: unknown;
}

export interface Emulator {
  url: string;
  apiKey: string;
  projectId: string;
  loyaltyProjectId: string;
  stageProjectId: string;
  state: EmulatorState;
  /** Every request received, oldest first. */
  readonly requests: RequestRecord[];
  /** How many requests reached `operation` (`Class/method`), or all when omitted. */
  calls(operation?: string): number;
  resetRequests(): void;
  /** Stops serving and writes what is left; calling it again answers the same promise. */
  close(): Promise<void>;
  /**
   * For a second Ctrl-C during close: drops the state write under way and its temporary file, so the
   * process can exit at once with the state file as last written, whole.
   */
  abandon(): void;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new EmulatorError(413, `request body exceeds ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

interface Matched {
  operation: string;
  route: Route;
  key: string;
}

/** A path segment decoded; a malformed percent-encoding addresses nothing (404, not a crash). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new EmulatorError(404, `malformed path segment ${JSON.stringify(segment)}`);
  }
}

/** Splits `[/{stage}]/CALL/<Class>/<method>[/<tail>]` and checks the tail form the route expects. */
function match(
  routes: Routes,
  pathname: string,
  ids: { projectId: string; loyaltyProjectId: string; stageProjectId: string },
): Matched {
  const parts = pathname.split('/');
  const call = parts.indexOf('CALL');
  if (call < 1 || parts.length < call + 3) throw new EmulatorError(404, `no operation at ${pathname}`);
  const prefix = parts.slice(1, call);
  const operation = `${parts[call + 1]}/${parts[call + 2]}`;
  const route = routes[operation];
  if (!route) throw new EmulatorError(404, `unknown operation ${operation}`);
  const rest = parts.slice(call + 3);
  const expectedPrefix = route.stagePrefix ? [ids.stageProjectId] : [];
  if (prefix.length !== expectedPrefix.length || prefix.some((p, i) => decodeSegment(p) !== expectedPrefix[i])) {
    throw new EmulatorError(404, route.stagePrefix ? `${operation} needs the stage project before /CALL` : `no operation at ${pathname}`);
  }
  const tail = rest.map(decodeSegment);
  const only = tail.length === 1 ? tail[0] : undefined;
  switch (route.tail) {
    case 'none':
      if (tail.length !== 0) throw new EmulatorError(404, `${operation} takes no project segment`);
      return { operation, route, key: '' };
    case 'slash':
      if (tail.length !== 1 || only !== '') throw new EmulatorError(404, `${operation} is addressed as ${operation}/`);
      return { operation, route, key: '' };
    case 'project':
    case 'loyaltyProject': {
      const project = route.tail === 'project' ? ids.projectId : ids.loyaltyProjectId;
      if (only !== project) throw new EmulatorError(404, `project ${only ?? '(none)'} not found`);
      return { operation, route, key: project };
    }
    case 'key':
      if (!only) throw new EmulatorError(404, `${operation} needs a key segment`);
      return { operation, route, key: only };
  }
}

/** The emulator's stores with their routes: restored from `snapshot` when given, else seeded (or empty). */
function createEmulatorState(options: EmulatorOptions = {}, snapshot?: EmulatorSnapshot): EmulatorState & { routes: Routes } {
  const clock = options.clock ?? systemClock;
  const projectId = options.projectId ?? 'demo';
  const seed = snapshot === undefined && options.seed !== false;
  const wallets = new WalletStore(clock, projectId);
  if (snapshot) wallets.restore(snapshot.wallets);
  if (seed) seedWallets(wallets);
  const catalogue = new CatalogueStore(clock);
  if (snapshot) catalogue.restore(snapshot.catalogue);
  if (seed) seedCatalogue(catalogue);
  const datasets = new DatasetStore(clock);
  if (snapshot) datasets.restore(snapshot.datasets);
  const loyalty = new LoyaltyStore(clock, wallets);
  if (snapshot) loyalty.restore(snapshot.loyalty);
  if (seed) seedLoyalty(loyalty, wallets);
  const promotions = new PromotionStore(clock, wallets, SEED_PROMOTIONS, SEED_COUPONS);
  if (snapshot) promotions.restore(snapshot.promotions);
  const merchant = new MerchantStore(clock, { projectId, skuExists: (sku) => catalogue.hasSku(sku) });
  if (snapshot) merchant.restore(snapshot.merchant);
  if (seed) seedMerchant(merchant);
  const talkingProducts = new TalkingProductStore(clock);
  if (snapshot) talkingProducts.restore(snapshot.talkingProducts);
  if (seed) seedTalkingProducts(talkingProducts);
  return {
    clock,
    catalogue,
    datasets,
    wallets,
    loyalty,
    promotions,
    merchant,
    talkingProducts,
    routes: {
      ...catalogueRoutes(catalogue),
      ...datasetRoutes(datasets),
      ...walletRoutes(wallets),
      ...loyaltyRoutes(loyalty),
      ...promotionRoutes(promotions, { cartShape: options.cartShape ?? 'nested' }),
      ...merchantRoutes(merchant),
      ...talkingProductRoutes(talkingProducts),
    },
  };
}

/** Starts the emulator on `host:port` (port 0: an ephemeral one). */
export async function startEmulator(options: EmulatorOptions = {}, port = 0, host = '127.0.0.1'): Promise<Emulator> {
  const apiKeys = options.apiKeys ?? [DEV_API_KEY];
  const ids = {
    projectId: options.projectId ?? 'demo',
    loyaltyProjectId: options.loyaltyProjectId ?? 'demo-loyalty',
    stageProjectId: options.stageProjectId ?? 'demo-stage',
  };
  // What a killed emulator left half-written goes before anything else touches the folder.
  if (options.stateFile) await StateFile.removeStaleTemporaries(options.stateFile);
  const snapshot = options.stateFile ? await StateFile.read(options.stateFile, ids.projectId) : undefined;
  const { routes, ...state } = createEmulatorState({ ...options, projectId: ids.projectId }, snapshot);
  const stateFile = options.stateFile ? new StateFile(options.stateFile, () => snapshotOf(state, ids.projectId)) : undefined;
  // The file holds the state from the start, seeded or read.
  await stateFile?.flush();
  const requests: RequestRecord[] = [];

  const server: Server = createServer((req, res) => {
    // `handle` answers every failure it expects; anything else is the emulator's own fault.
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else send(res, 500, { status: 500, message: 'internal emulator error' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A request target no URL can be made of (`//[`) is answered 400 like any other bad request.
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://emulator').pathname;
    } catch {
      send(res, 400, { status: 400, message: 'the request target is not a path' });
      return;
    }
    const record: RequestRecord = { operation: '', httpMethod: req.method ?? '', path: pathname, status: 0, body: undefined };
    requests.push(record);
    const answer = (status: number, body: unknown) => {
      record.status = status;
      send(res, status, body);
    };
    try {
      const text = await readBody(req);
      const key = req.headers['x-api-key'];
      if (typeof key !== 'string' || !apiKeys.includes(key)) {
        throw new EmulatorError(403, key ? 'invalid API key' : 'missing x-api-key header');
      }
      const matched = match(routes, pathname, ids);
      record.operation = matched.operation;
      if (req.method !== matched.route.httpMethod) {
        throw new EmulatorError(405, `${matched.operation} takes ${matched.route.httpMethod}`);
      }
      let body: unknown = {};
      if (matched.route.httpMethod === 'POST') {
        if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
          throw new EmulatorError(400, 'Content-Type must be application/json');
        }
        try {
          body = text.length > 0 ? JSON.parse(text) : {};
        } catch {
          throw new EmulatorError(400, 'malformed JSON body');
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new EmulatorError(400, 'the body must be a JSON object');
        }
      }
      record.body = body;
      answer(200, matched.route.handle({ body, key: matched.key }));
    } catch (error) {
      if (error instanceof EmulatorError) {
        answer(error.status, { status: error.status, message: error.message });
      } else {
        answer(500, { status: 500, message: 'internal emulator error' });
        console.error(error);
      }
    }
    // Reads change state too (expiries, batches coming due), so every request may need a write.
    stateFile?.schedule();
  }

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  let closing: Promise<void> | undefined;
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    apiKey: apiKeys[0] ?? DEV_API_KEY,
    ...ids,
    state,
    requests,
    calls: (operation) =>
      operation === undefined ? requests.length : requests.filter((r) => r.operation === operation).length,
    resetRequests: () => {
      requests.length = 0;
    },
    // A second close (a second signal) joins the first rather than closing a closed server.
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((error) => (error ? reject(error) : resolve()));
        });
        await stateFile?.flush();
      })()),
    abandon: () => stateFile?.abandon(),
  };
}
