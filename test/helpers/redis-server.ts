import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface RedisServer {
  url: string;
  /** SIGSTOP: the server keeps its connections but answers nothing, as a Redis stalled or cut off does. */
  pause(): void;
  /** SIGCONT: a paused server answers again, what it was sent meanwhile included. */
  resume(): void;
  /** SIGKILL: connections are closed and new ones refused. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const CANDIDATES = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** A real redis-server on loopback, without persistence, for one test file. */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (!binary) {
    throw new Error(
      'redis-server not found: install it (Debian: apt-get install redis-server; .ci/run does) or set REDIS_SERVER_PATH',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (error) {
      probe.disconnect();
      if (attempt >= 100 || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async kill() {
      if (ended()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (ended()) return;
      // A stopped process acts on SIGTERM only once it runs again.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
