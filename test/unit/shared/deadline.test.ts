import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { z } from 'zod';
import { CommerceClient } from '../../../subgraphs/shared/client';
import { CallDeadline, deadlineAfter, settledBefore } from '../../../subgraphs/shared/deadline';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';
import { testServiceConfig } from '../../helpers/service-config';

describe('deadlineAfter', () => {
  it('aborts its signal once the time is up', async () => {
    const deadline = deadlineAfter(20);
    expect(deadline.signal.aborted).toBe(false);
    await sleep(80);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('never aborts once cleared', async () => {
    const deadline = deadlineAfter(20);
    deadline.clear();
    await sleep(80);
    expect(deadline.signal.aborted).toBe(false);
  });
});

describe('settledBefore', () => {
  /** The rejections no code handled while `run` runs and a little after. */
  async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
    const seen: unknown[] = [];
    const listener = (reason: unknown) => seen.push(reason);
    process.on('unhandledRejection', listener);
    try {
      await run();
      await sleep(50);
    } finally {
      process.off('unhandledRejection', listener);
    }
    return seen;
  }

  it("gives the work's outcome when it settles first, and the abandonment's error when the signal fires first", async () => {
    await expect(settledBefore(Promise.resolve(3), new AbortController().signal, () => new Error('abandoned'))).resolves.toBe(3);
    const late = deadlineAfter(10);
    await expect(settledBefore(sleep(200).then(() => 3), late.signal, () => new Error('abandoned'))).rejects.toThrow('abandoned');
  });

  it('leaves no rejection unhandled when the work fails after it was abandoned, the signal having fired before or during it', async () => {
    const before = new AbortController();
    before.abort();
    const during = deadlineAfter(10);
    const failing = () => sleep(20).then(() => Promise.reject(new Error('the work failed late')));
    const unhandled = await unhandledDuring(async () => {
      await expect(settledBefore(failing(), before.signal, () => new Error('abandoned'))).rejects.toThrow('abandoned');
      await expect(settledBefore(failing(), during.signal, () => new Error('abandoned'))).rejects.toThrow('abandoned');
    });
    expect(unhandled).toEqual([]);
  });
});

describe('CallDeadline', () => {
  it('expires once the time is up and tells the attempt it watches, the latest only', async () => {
    const deadline = new CallDeadline(20);
    const told: string[] = [];
    deadline.watch(() => told.push('first'));
    deadline.watch(() => told.push('second'));
    expect(deadline.expired).toBe(false);
    await sleep(80);
    expect(deadline.expired).toBe(true);
    expect(told).toEqual(['second']);
  });

  it('never expires once cleared', async () => {
    const deadline = new CallDeadline(20);
    const told: string[] = [];
    deadline.watch(() => told.push('expired'));
    deadline.clear();
    await sleep(80);
    expect(deadline.expired).toBe(false);
    expect(told).toEqual([]);
  });
});

describe('a service call and its deadline', () => {
  // A distinctive timeout, so that the call's own deadline timer can be told from any other.
  const TIMEOUT_MS = 4_321;
  let server: Server;
  let dispatcher: Agent;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ accountNumber: 'PNT-1', balance: 5 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dispatcher = new Agent();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dispatcher.close();
    jest.restoreAllMocks();
  });

  it('arms a timer of COMMERCE_TIMEOUT_MS for the call and disarms it as soon as the answer is read', async () => {
    const { port } = server.address() as AddressInfo;
    const client = new CommerceClient(testServiceConfig({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS }), dispatcher);
    const armed: unknown[] = [];
    const realSetTimeout = global.setTimeout;
    jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      const timer = realSetTimeout(callback, ms);
      if (ms === TIMEOUT_MS) armed.push(timer);
      return timer;
    }) as typeof setTimeout);
    const cleared = jest.spyOn(global, 'clearTimeout');
    const answer = await client.call(walletOperations.walletAccount, { apiKey: 'key', body: {}, response: z.object({ balance: z.number() }) });
    expect(answer).toEqual({ balance: 5 });
    // One deadline for the call, gone with it: nothing keeps it (or its signal) alive for the next 4 s.
    expect(armed).toHaveLength(1);
    expect(cleared).toHaveBeenCalledWith(armed[0]);
  });
});
