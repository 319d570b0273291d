import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** On a response: what waits for it to close, or `null` once it has. */
const CALLBACKS = Symbol('callbacks when closed');
/** On a connection: its responses with callbacks still waiting. */
const OPEN = Symbol('responses open');

type Closing = ServerResponse & { [CALLBACKS]?: (() => void)[] | null };
type Connection = Socket & { [OPEN]?: Set<Closing> };

function closed(res: Closing): void {
  const callbacks = res[CALLBACKS];
  if (!callbacks) return;
  res[CALLBACKS] = null;
  (res.req.socket as Connection)[OPEN]?.delete(res);
  // Each gives back something of its own: one that throws does not keep the others from running.
  let failure: unknown;
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

// Shared listeners, so that a request allocates no closure of its own for them: these are on every
// request's path.
function onResponseClose(this: Closing): void {
  closed(this);
}

function onConnectionClose(this: Connection): void {
  for (const res of [...(this[OPEN] ?? [])]) closed(res);
}

/**
 * Calls `fn` once: when `res` closes (sent, or its client gone), or when the connection its request
 * came on closes. On Node 20 a response queued behind another on a pipelined connection that its
 * client then resets never emits 'close' (nodejs/node#62534): what its request held (an in-flight
 * slot, its body's bytes, its span) would be held for good. One listener a response and one a
 * connection, however many callbacks.
 */
export function whenClosed(response: ServerResponse, fn: () => void): void {
  const res = response as Closing;
  const callbacks = res[CALLBACKS];
  if (callbacks) {
    callbacks.push(fn);
    return;
  }
  // Already closed: called as it would have been, after the current work.
  if (callbacks === null) {
    setImmediate(fn);
    return;
  }
  res[CALLBACKS] = [fn];
  res.on('close', onResponseClose);
  const socket = res.req.socket as Connection;
  let open = socket[OPEN];
  if (!open) {
    open = socket[OPEN] = new Set();
    socket.once('close', onConnectionClose);
  }
  open.add(res);
  // A connection already gone emits no 'close' again.
  if (socket.destroyed) setImmediate(() => closed(res));
}
