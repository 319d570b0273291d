import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What waits, per connection, for the connection to close: one listener a connection, however many requests it pipelines. */
const waiting = new WeakMap<Socket, Set<() => void>>();

/**
 * Calls `fn` once: when `res` closes (sent, or its client gone), or when the connection its request
 * came on closes. On Node 20 a response queued behind another on a pipelined connection that its
 * client then resets never emits 'close' (nodejs/node#62534): what its request held (an in-flight
 * slot, its body's bytes, its span) would be held for good.
 */
export function whenClosed(res: ServerResponse, fn: () => void): void {
  const socket = res.req.socket;
  let pending = waiting.get(socket);
  if (!pending) {
    const created = new Set<() => void>();
    waiting.set(socket, created);
    socket.once('close', () => {
      for (const callback of [...created]) callback();
    });
    pending = created;
  }
  const callbacks = pending;
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callbacks.delete(once);
    res.off('close', once);
    fn();
  };
  callbacks.add(once);
  res.once('close', once);
  // A connection already gone emits no 'close' again.
  if (socket.destroyed) setImmediate(once);
}
