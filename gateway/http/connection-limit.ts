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
  /** How long a new connection is passed over while others may be closed (NEW_CONNECTION_GRACE_MS by default). */
  newConnectionGraceMs?: number;
}

/** Why a connection was closed as it came in, or to make room: the reasons /metrics counts. */
export type ConnectionShed = 'address_limit' | 'server_full' | 'idle_evicted' | 'waiting_evicted' | 'pipeline_limit';

export interface ConnectionCounts {
  open(): number;
  /** Connections closed by these limits since the server started, by reason. */
  readonly shed: Readonly<Record<ConnectionShed, number>>;
}

/**
 * Requests one connection may have waiting for their answers. Browsers do not pipeline; a client that
 * sends more without reading the answers has each one parsed, answered and held in the heap until it
 * reads (20 connections of 1,800 pipelined health checks, 1.3 MB sent, took the heap past its 192 MB).
 */
const MAX_PIPELINED_REQUESTS = 16;

interface Slot {
  readonly socket: Socket;
  readonly peer: Peer;
  /** When it came in (performance.now()). */
  readonly since: number;
  /** Its requests' responses not yet closed (sent, or their client gone). */
  readonly answering: Set<ServerResponse>;
  /** Called as each of them closes (in the order they were sent): one function a connection, not one a request. */
  readonly done: () => void;
}

/** One peer address (its bucket), and its connections in the order to close them for room. */
interface Peer {
  readonly key: string;
  /** Whether it has a share of its own (MAX_CONNECTIONS_PER_ADDRESS): a trusted proxy has none. */
  readonly limited: boolean;
  /** Connections that never carried a request, oldest first (a flood's, or one still sending its headers). */
  readonly fresh: Set<Slot>;
  /** Idle after a request, longest first (a client's kept-alive connection). */
  readonly idle: Set<Slot>;
  /** With requests being received or answered, by when they became so. */
  readonly busy: Set<Slot>;
  count: number;
}

const SHED_LOG_INTERVAL_MS = 60_000;

/**
 * How long a new connection is passed over while others may be closed: under a flood whose
 * connections each carry one request at once, the only ones never used are the newest, an honest
 * client's among them, which would be closed before its request was read.
 */
const NEW_CONNECTION_GRACE_MS = 1_000;

/**
 * Whether a busy connection may be closed for room: none of its requests is being worked on. Each of
 * them is either still arriving (its body trickling in, which may take until HTTP_REQUEST_TIMEOUT_MS
 * and a 408) or answered in full and waiting for its client to read (a client that never reads would
 * hold it until HTTP_RESPONSE_TIMEOUT_MS): 500 of either once locked every new client out, health
 * probes included, for 30 s.
 */
const waitingOnClient = (slot: Slot): boolean => {
  for (const res of slot.answering) if (!res.writableEnded && res.req.complete) return false;
  return true;
};

/**
 * Bounds the connections a server holds, before Node's HTTP parser takes them. Every connection
 * costs a descriptor and about 4 KB of heap whether or not it ever sends a byte (18,000 idle ones
 * took the gateway's heap from 60 to 133 MB, and with them the descriptors its service calls and Redis
 * need); the header timeout frees such a connection only after `HTTP_HEADERS_TIMEOUT_MS`, so a client
 * opening them faster than that held them all.
 * - One peer address past its share is answered 503 on the new connection, which is then closed:
 *   the address hurts only itself (and whoever shares it).
 * - A full server closes a connection to take the new one, so that clients holding connections they
 *   do not use cannot lock others out (health probes included):
 *   1. from a peer address with a share holding a flood's worth (a quarter of its share, 64 by
 *      default; the one holding the most first), so that a flood from a few addresses closes its own,
 *      however it behaves;
 *   2. else from all of them. An address holding more than others but few (a household behind one
 *      address, a browser's six) is not singled out, nor is a trusted proxy.
 *   Either way the oldest never used that came in over a second ago goes first, else the one idle
 *   longest, else the oldest never used, else the oldest waiting on its client (waitingOnClient).
 *   A connection whose request is being worked on is never closed for room; only when no other may be
 *   is the new one refused 503. A choice passes over only connections being worked on (as many as
 *   the requests in flight): a search through every connection held, on every new one, was a cost an
 *   attacker could set.
 * - A connection with more than MAX_PIPELINED_REQUESTS requests waiting for their answers is closed.
 * Added before Node's own connection listener, so a refused connection is never parsed.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCounts {
  const slots = new Map<Socket, Slot>();
  const peers = new Map<string, Peer>();
  // The peers by how many connections each holds: those holding the most are looked at first.
  const byCount = new Map<number, Set<Peer>>();
  let most = 0;
  // Every connection in one of these, as in its peer's, each in the order the first is to be closed.
  const everyone = { fresh: new Set<Slot>(), idle: new Set<Slot>(), busy: new Set<Slot>() };
  const { fresh, idle, busy } = everyone;
  const floodAt = Math.max(2, Math.min(64, Math.ceil(limits.maxConnectionsPerAddress / 4)));
  const grace = limits.newConnectionGraceMs ?? NEW_CONNECTION_GRACE_MS;
  const shed: Record<ConnectionShed, number> = { address_limit: 0, server_full: 0, idle_evicted: 0, waiting_evicted: 0, pipeline_limit: 0 };
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

  /**
   * Moves `peer` from holding `from` connections to `to`, keeping `most` the largest a peer with a
   * share holds. A trusted proxy is left out: its connections are many clients', never a flood's.
   */
  const recount = (peer: Peer, from: number, to: number) => {
    peer.count = to;
    if (to === 0) peers.delete(peer.key);
    if (!peer.limited) return;
    const was = byCount.get(from);
    was?.delete(peer);
    if (was?.size === 0) byCount.delete(from);
    if (to > 0) {
      let now = byCount.get(to);
      if (!now) byCount.set(to, (now = new Set()));
      now.add(peer);
    }
    if (to > most) most = to;
    // Counts move by one: the largest drops at most to the one below it.
    else if (from === most && !byCount.has(most)) most = to;
  };

  /** Gives a connection's places back: at once when it is closed for room, so the count never passes the limit. */
  const forget = (socket: Socket) => {
    const slot = slots.get(socket);
    if (!slot) return;
    slots.delete(socket);
    const { peer } = slot;
    peer.fresh.delete(slot);
    peer.idle.delete(slot);
    peer.busy.delete(slot);
    fresh.delete(slot);
    idle.delete(slot);
    busy.delete(slot);
    recount(peer, peer.count, peer.count - 1);
  };

  const first = (set: Set<Slot>): Slot | undefined => {
    for (const slot of set) return slot;
    return undefined;
  };

  const waitingIn = (set: Set<Slot>): Slot | undefined => {
    // Passed over: those with a request being worked on, at most the requests in flight.
    for (const slot of set) if (waitingOnClient(slot)) return slot;
    return undefined;
  };

  /** Of `set` (all, or one peer's), the one to close for room, if any may be: the order of the rules above. */
  const choose = (set: { fresh: Set<Slot>; idle: Set<Slot>; busy: Set<Slot> }, now: number): Slot | undefined => {
    const oldest = first(set.fresh);
    if (oldest && now - oldest.since >= grace) return oldest;
    return first(set.idle) ?? oldest ?? waitingIn(set.busy);
  };

  const evictable = (now: number): Slot | undefined => {
    for (let count = most; count >= floodAt; count--) {
      for (const peer of byCount.get(count) ?? []) {
        const slot = choose(peer, now);
        if (slot) return slot;
      }
    }
    return choose(everyone, now);
  };

  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress === undefined ? undefined : normaliseAddress(socket.remoteAddress);
    const key = address === undefined ? 'unknown' : addressBucket(address);
    const limited = address !== undefined && !limits.sharedPeer?.(address);
    if (limited && (peers.get(key)?.count ?? 0) >= limits.maxConnectionsPerAddress) {
      refuse(socket, 'address_limit', `This client address has its limit of ${limits.maxConnectionsPerAddress} open connections`, {
        maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
      });
      return;
    }
    if (slots.size >= limits.maxConnections) {
      const victim = evictable(performance.now());
      if (!victim) {
        refuse(socket, 'server_full', `The server holds its limit of ${limits.maxConnections} connections, each with a request being worked on`, {
          maxConnections: limits.maxConnections,
        });
        return;
      }
      note(busy.has(victim) ? 'waiting_evicted' : 'idle_evicted', victim.socket);
      forget(victim.socket);
      victim.socket.destroy();
    }
    // Looked up after the room is made: the connection closed for it may have been this peer's last.
    let peer = peers.get(key);
    if (!peer) {
      peer = { key, limited, fresh: new Set(), idle: new Set(), busy: new Set(), count: 0 };
      peers.set(key, peer);
    }
    const owner = peer;
    const slot: Slot = {
      socket,
      peer: owner,
      since: performance.now(),
      answering: new Set(),
      done() {
        // A connection's answers go out in the order of its requests; all of them close with it.
        for (const res of slot.answering) {
          slot.answering.delete(res);
          break;
        }
        if (slot.answering.size > 0 || !owner.busy.delete(slot)) return;
        busy.delete(slot);
        // Idle again: behind those idle for longer.
        owner.idle.add(slot);
        idle.add(slot);
      },
    };
    slots.set(socket, slot);
    owner.fresh.add(slot);
    fresh.add(slot);
    recount(owner, owner.count, owner.count + 1);
    socket.once('close', () => forget(socket));
  });

  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const slot = slots.get(req.socket);
    if (!slot) return;
    if (slot.answering.size >= MAX_PIPELINED_REQUESTS) {
      note('pipeline_limit', req.socket);
      // Given back now: the requests still to come from what was read are parsed, and find no place here.
      forget(req.socket);
      req.socket.destroy();
      return;
    }
    if (slot.answering.size === 0) {
      slot.peer.fresh.delete(slot);
      slot.peer.idle.delete(slot);
      slot.peer.busy.add(slot);
      fresh.delete(slot);
      idle.delete(slot);
      busy.add(slot);
    }
    slot.answering.add(res);
    whenClosed(res, slot.done);
  });

  return { open: () => slots.size, shed };
}
