import type { IncomingMessage } from 'node:http';
import { isIP, type Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../../config/environment';

/**
 * Who is at the other end of a request, as Express's `trust proxy` decides it (with Express's own
 * proxy-addr): the socket's peer, unless that peer is a trusted proxy, in which case the nearest
 * `X-Forwarded-For` entry that no trusted proxy wrote. Normalised, so one host has one spelling.
 */
export function clientAddressResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustedAt(trust);
  // Without trusted proxies the answer is the socket's peer alone: worked out once per connection,
  // not for every request a keep-alive connection carries.
  const bySocket = new WeakMap<Socket, string>();
  return (req) => {
    const peer = req.socket.remoteAddress;
    // A socket closed before the request was read has no peer left: such requests share one bucket.
    if (peer === undefined) return 'unknown';
    if (trust === false) {
      let address = bySocket.get(req.socket);
      if (address === undefined) bySocket.set(req.socket, (address = normaliseAddress(peer) ?? 'unknown'));
      return address;
    }
    const named = normaliseAddress(proxyaddr(req, trusted));
    // Only a trusted proxy's header can name something that is not an address; the proxy itself is
    // the best anyone can say about where that request came from.
    return named ?? normaliseAddress(peer) ?? 'unknown';
  };
}

/** Whether the proxy at `hop` (the socket's peer is hop 0) is trusted to name who it speaks for. */
function trustedAt(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  // Express's hop count: `1` trusts exactly the load balancer.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile([...trust]);
}

/**
 * Whether a socket's peer is a trusted proxy, whose one address stands for every client behind it:
 * such a peer gets no per-address share of connections (an address's share is worked out per request
 * for it, from `X-Forwarded-For`).
 */
export function isTrustedProxy(trust: TrustProxy): (peer: string) => boolean {
  const trusted = trustedAt(trust);
  return (peer) => trusted(peer, 0);
}

/**
 * An address in one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as a dual-stack socket reports
 * an IPv4 peer) as plain IPv4, IPv6 compressed and lower-case. Undefined when it is not an address.
 */
export function normaliseAddress(address: string): string | undefined {
  // node:net is strict where ipaddr.js also accepts `127.1` or `0x7f.0.0.1`.
  if (isIP(address) === 0) return undefined;
  try {
    return ipaddr.process(address).toString();
  } catch {
    // An address node:net takes that ipaddr.js cannot read: an IPv4-compatible IPv6 one (`::1.2.3.4`),
    // as a socket reports a peer in ::/96. Thrown from a connection listener, it ended the process.
    return address.toLowerCase();
  }
}

/**
 * The rate-limit bucket of a normalised address: an IPv4 address itself; an IPv6 address's /64,
 * which is what one host (one subscriber's network) is handed, so rotating through it gains nothing.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6 || !ipaddr.IPv6.isValid(address)) return address;
  const { parts } = ipaddr.IPv6.parse(address);
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
