import type { Server } from 'node:http';
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
 * - A full server closes its oldest connection with no request being answered (an idle keep-alive
 *   one, or one still sending its headers) to take the new one, so that clients holding connections
 *   they do not use cannot lock others out; only when every connection has a request being answered
 *   is the new one refused.
 * Added before Node's own connection listener, so a refused connection is never parsed.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCounts {
  // In the order they became idle (or came in): the first idle one is the one to close for room.
  const slots = new Map<Socket, Slot>();
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
    if (!slot || !slots.delete(socket) || slot.bucket === undefined) return;
    const left = (byBucket.get(slot.bucket) ?? 1) - 1;
    if (left === 0) byBucket.delete(slot.bucket);
    else byBucket.set(slot.bucket, left);
  };

  const oldestIdle = (): Socket | undefined => {
    for (const [socket, slot] of slots) if (slot.busy === 0) return socket;
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
      const idle = oldestIdle();
      if (!idle) {
        refuse(socket, 'server_full', `The server holds its limit of ${limits.maxConnections} connections, each with a request being answered`, {
          maxConnections: limits.maxConnections,
        });
        return;
      }
      note('idle_evicted', idle);
      forget(idle);
      idle.destroy();
    }
    const slot: Slot = {
      bucket,
      busy: 0,
      done: () => {
        slot.busy--;
        // Idle again: it goes to the back of the line, behind those idle for longer.
        if (slot.busy === 0 && slots.delete(socket)) slots.set(socket, slot);
      },
    };
    slots.set(socket, slot);
    if (bucket !== undefined) byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + 1);
    socket.once('close', () => forget(socket));
  });

  server.prependListener('request', (req, res) => {
    const slot = slots.get(req.socket);
    if (!slot) return;
    slot.busy++;
    whenClosed(res, slot.done);
  });

  return { open: () => slots.size, shed };
}
