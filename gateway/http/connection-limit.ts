import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from '../../subgraphs/shared/logger';
import { addressBucket, normaliseAddress } from './client-address';
import { refusalBody } from './format-error';
import { whenClosed } from './response-closed';

export interface ConnectionLimits {
  /** Connections the server holds at once (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Of those, how many one peer address (its IPv6 /64) may hold (MAX_CONNECTIONS_PER_ADDRESS); Infinity for none. */
  maxConnectionsPerAddress: number;
  /** Peers whose connections carry many clients (trusted proxies, TRUST_PROXY): no share of their own. */
  sharedPeer?: (address: string) => boolean;
}

/** Why a connection was closed as it came in, or to make room: the reasons /metrics counts. */
export type ConnectionShed = 'address_limit' | 'server_full' | 'idle_evicted';

export interface ConnectionCounts {
  open(): number;
  /** Connections closed by these limits since the server started, by reason. */
  readonly shed: Readonly<Record<ConnectionShed, number>>;
}

interface Slot {
  /** The peer's bucket, when it has a share of its own. */
  readonly bucket: string | undefined;
  /** Requests of this connection being answered. */
  busy: number;
  /** Its latest request: while the only one, and not yet fully received, the connection may be closed for room. */
  request: IncomingMessage | undefined;
  /** Called as each of them closes: one function a connection, not one a request. */
  readonly done: () => void;
}

const SHED_LOG_INTERVAL_MS = 60_000;

/**
 * Bounds the connections a server holds, before Node's HTTP parser takes them. Every connection
 * costs a descriptor and about 4 KB of heap whether or not it ever sends a byte (18,000 idle ones
 * took the gateway's heap from 60 to 133 MB, and with them the descriptors its service calls and Redis
 * need); the header timeout frees such a connection only after `HTTP_HEADERS_TIMEOUT_MS`, so a client
 * opening them faster than that held them all.
 * - One peer address past its share is answered 503 on the new connection, which is then closed:
 *   the address hurts only itself (and whoever shares it).
 * - A full server closes one of its connections to take the new one, so that clients holding
 *   connections they do not use cannot lock others out (health probes included), in this order:
 *   1. the one idle longest that never carried a request (a flood's, or one still sending its headers);
 *   2. the one idle longest among those that did (a client's kept-alive connection);
 *   3. the oldest whose only request is still arriving: its body trickling in, it costs a client about
 *      100 bytes every `HTTP_REQUEST_TIMEOUT_MS` to hold, and would otherwise lock the server for that long.
 *   A connection whose request is being answered is never closed for room; only when every one has
 *   such a request is the new one refused 503. Each choice costs the same however many are held: a
 *   search through thousands of busy connections on every new one was a cost an attacker could set.
 * Added before Node's own connection listener, so a refused connection is never parsed.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCounts {
  const slots = new Map<Socket, Slot>();
  // Each in the order its connections came to it: the first is the one to close for room.
  const fresh = new Set<Socket>();
  const idle = new Set<Socket>();
  const busy = new Set<Socket>();
  const byBucket = new Map<string, number>();
  const shed: Record<ConnectionShed, number> = { address_limit: 0, server_full: 0, idle_evicted: 0 };
  let lastLogged = -Infinity;

  const note = (reason: ConnectionShed, socket: Socket) => {
    shed[reason]++;
    const now = Date.now();
    if (now - lastLogged < SHED_LOG_INTERVAL_MS) return;
    lastLogged = now;
    // Once a minute at most: a flood would otherwise write a line per connection.
    logger.warn({ reason, peer: socket.remoteAddress, open: slots.size, shed: { ...shed } }, 'connections closed by the connection limits');
  };

  const refuse = (socket: Socket, reason: ConnectionShed, message: string, extensions: Record<string, unknown>) => {
    note(reason, socket);
    const body = JSON.stringify(refusalBody(message, { code: 'RATE_LIMITED', ...extensions }, undefined));
    // Written and closed at once: the point is to give the descriptor back. A client that had already
    // sent its request may see the close as a reset rather than read the answer.
    socket.end(
      `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\nretry-after: 1\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    socket.destroy();
  };

  /** Gives a connection's places back: at once when it is closed for room, so the count never passes the limit. */
  const forget = (socket: Socket) => {
    const slot = slots.get(socket);
    if (!slot) return;
    slots.delete(socket);
    fresh.delete(socket);
    idle.delete(socket);
    busy.delete(socket);
    if (slot.bucket === undefined) return;
    const left = (byBucket.get(slot.bucket) ?? 1) - 1;
    if (left === 0) byBucket.delete(slot.bucket);
    else byBucket.set(slot.bucket, left);
  };

  const first = (set: Set<Socket>): Socket | undefined => {
    for (const socket of set) return socket;
    return undefined;
  };

  /** The connection to close for room, if any may be. */
  const evictable = (): Socket | undefined => {
    const unused = first(fresh) ?? first(idle);
    if (unused) return unused;
    // Those answering a request are passed over: at most the requests in flight and the answers the
    // pool holds for slow readers, whatever else a client opens.
    for (const socket of busy) {
      const slot = slots.get(socket);
      if (slot?.busy === 1 && slot.request && !slot.request.complete) return socket;
    }
    return undefined;
  };

  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress === undefined ? undefined : normaliseAddress(socket.remoteAddress);
    const bucket = peer === undefined || limits.sharedPeer?.(peer) ? undefined : addressBucket(peer);
    if (bucket !== undefined && (byBucket.get(bucket) ?? 0) >= limits.maxConnectionsPerAddress) {
      refuse(socket, 'address_limit', `This client address has its limit of ${limits.maxConnectionsPerAddress} open connections`, {
        maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
      });
      return;
    }
    if (slots.size >= limits.maxConnections) {
      const victim = evictable();
      if (!victim) {
        refuse(socket, 'server_full', `The server holds its limit of ${limits.maxConnections} connections, each with a request being answered`, {
          maxConnections: limits.maxConnections,
        });
        return;
      }
      note('idle_evicted', victim);
      forget(victim);
      victim.destroy();
    }
    const slot: Slot = {
      bucket,
      busy: 0,
      request: undefined,
      done: () => {
        slot.busy--;
        if (slot.busy > 0 || !busy.delete(socket)) return;
        // Idle again: behind those idle for longer.
        slot.request = undefined;
        idle.add(socket);
      },
    };
    slots.set(socket, slot);
    fresh.add(socket);
    if (bucket !== undefined) byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + 1);
    socket.once('close', () => forget(socket));
  });

  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const slot = slots.get(req.socket);
    if (!slot) return;
    slot.request = req;
    if (slot.busy++ === 0) {
      fresh.delete(req.socket);
      idle.delete(req.socket);
      busy.add(req.socket);
    }
    whenClosed(res, slot.done);
  });

  return { open: () => slots.size, shed };
}
