import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { serviceConfig, type AppConfig } from '../../config/environment';
import { startEmulator, type Emulator } from '../../emulator/server';
import { startGateway, type RunningGateway } from '../../gateway/server';

interface ProxiedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ServiceProxy {
  url: string;
  /** Every request received, oldest first. */
  readonly requests: ProxiedRequest[];
  /** From now on, requests wait at the proxy until `release()`. */
  hold(): void;
  /** Forwards every held request and stops holding. */
  release(): void;
  /** Answers every held request `status` itself, without forwarding it, and stops holding. */
  failHeld(status: number): void;
  /** Forwards the held requests `test` picks, and keeps holding the others (and those to come). */
  releaseWhere(test: (request: ProxiedRequest) => boolean): void;
  /** Resolves once `count` requests have arrived in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A pass-through in front of the service that records what the facade sent and can hold requests back. */
export async function startServiceProxy(target: string): Promise<ServiceProxy> {
  const requests: ProxiedRequest[] = [];
  let held: { request: ProxiedRequest; forward: () => void; fail: (status: number) => void }[] | undefined;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const proxied = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(proxied);
      for (const waiter of waiters.filter((entry) => requests.length >= entry.count)) waiter.resolve();
      const forward = () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host'),
        );
        request(`${target}${req.url ?? ''}`, {
          method: req.method as 'GET' | 'POST',
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        }).then(
          async (answer) => {
            res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'application/json') });
            res.end(Buffer.from(await answer.body.arrayBuffer()));
          },
          () => res.destroy(),
        );
      };
      const fail = (status: number) => res.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      if (held) held.push({ request: proxied, forward, fail });
      else forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const { forward } of waiting) forward();
    },
    failHeld(status) {
      const waiting = held ?? [];
      held = undefined;
      for (const { fail } of waiting) fail(status);
    },
    releaseWhere(test) {
      const picked = (held ?? []).filter(({ request }) => test(request));
      held = (held ?? []).filter((entry) => !picked.includes(entry));
      for (const { forward } of picked) forward();
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A gateway whose service is the emulator behind a proxy, so that a test can hold its service requests. */
export interface ProxiedGateway {
  emulator: Emulator;
  proxy: ServiceProxy;
  gateway: RunningGateway;
  /** Lets held requests go, then stops the gateway, the proxy and the emulator. */
  stop(): Promise<void>;
}

export async function startProxiedGateway(config: AppConfig): Promise<ProxiedGateway> {
  const emulator = await startEmulator();
  const proxy = await startServiceProxy(emulator.url);
  const gateway = await startGateway({ config, service: { ...serviceConfig(config, emulator), baseUrl: proxy.url, legacyBaseUrl: proxy.url } });
  return {
    emulator,
    proxy,
    gateway,
    async stop() {
      proxy.release();
      await gateway.stop();
      await proxy.close();
      await emulator.close();
    },
  };
}
