import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { addressBucket, clientAddressResolver, isTrustedProxy, normaliseAddress } from '../../../gateway/http/client-address';

/** The parts of a request the resolver reads: the socket's peer and X-Forwarded-For. */
function request(peer: string | undefined, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer } as Socket,
    connection: { remoteAddress: peer } as Socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as IncomingMessage;
}

describe('normaliseAddress', () => {
  it('spells an IPv4-mapped IPv6 address as IPv4, and IPv6 compressed in lower case', () => {
    expect(normaliseAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseAddress('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(normaliseAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normaliseAddress('10.1.2.3')).toBe('10.1.2.3');
  });

  it('is undefined for what is not an address, including the loose IPv4 forms some parsers accept', () => {
    for (const value of ['', 'unknown', '127.1', '0x7f.0.0.1', '1.2.3.4:5678', 'proxy.internal']) expect(normaliseAddress(value)).toBeUndefined();
  });
});

describe('isTrustedProxy', () => {
  it('takes no peer for a proxy without TRUST_PROXY, every peer with a hop count, and only listed ones with a list', () => {
    expect(isTrustedProxy(false)('10.1.2.3')).toBe(false);
    expect(isTrustedProxy(1)('203.0.113.9')).toBe(true);
    const listed = isTrustedProxy(['10.0.0.0/8', 'loopback']);
    expect([listed('10.1.2.3'), listed('127.0.0.1'), listed('203.0.113.9'), listed('2001:db8::1')]).toEqual([true, true, false, false]);
  });
});

describe('addresses ipaddr.js cannot read', () => {
  // An IPv4-compatible IPv6 address, as a socket reports a peer in ::/96: node:net takes it, ipaddr.js
  // 1.9 throws on it, and a throw in a connection listener ended the process.
  it('normalises, buckets and resolves `::1.2.3.4` without throwing', () => {
    expect(normaliseAddress('::1.2.3.4')).toBe('::1.2.3.4');
    expect(addressBucket('::1.2.3.4')).toBe('::1.2.3.4');
    expect(clientAddressResolver(['10.0.0.0/8'])(request('::1.2.3.4', '203.0.113.9'))).toBe('::1.2.3.4');
    expect(isTrustedProxy(['10.0.0.0/8'])('::1.2.3.4')).toBe(false);
  });
});

describe('addressBucket', () => {
  it('puts every address of one IPv6 /64 in one bucket, and the next /64 in another', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(addressBucket(normaliseAddress('2001:0db8:0001:0002:abcd:0:0:9')!)).toBe(bucket);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(bucket);
  });

  it('ignores a link-local zone, and keeps each IPv4 address its own bucket', () => {
    expect(addressBucket('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('192.0.2.2')).toBe('192.0.2.2');
  });
});

describe('clientAddressResolver', () => {
  it('takes the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    const resolve = clientAddressResolver(false);
    expect(resolve(request('::ffff:127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
  });

  it('without trusted proxies, works the address out once per connection and never reads the headers', () => {
    const resolve = clientAddressResolver(false);
    const socket = { remoteAddress: '::ffff:192.0.2.4' } as Socket;
    const onConnection = (forwardedFor: string) => ({ socket, connection: socket, headers: { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;
    expect(resolve(onConnection('203.0.113.9'))).toBe('192.0.2.4');
    // A socket's peer never changes: a later request on the same connection gets the same answer
    // without it being parsed again (changed here only to show the first answer is kept).
    (socket as { remoteAddress: string }).remoteAddress = '192.0.2.99';
    expect(resolve(onConnection('198.51.100.7'))).toBe('192.0.2.4');
    // Another connection is its own.
    expect(resolve(request('192.0.2.99'))).toBe('192.0.2.99');
  });

  it('with a hop count, trusts that many proxies from the right', () => {
    expect(clientAddressResolver(1)(request('10.0.0.2', '203.0.113.9, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddressResolver(2)(request('10.0.0.2', '203.0.113.9, 198.51.100.7'))).toBe('203.0.113.9');
    // More hops than entries: the left-most entry is as far as anyone can see.
    expect(clientAddressResolver(3)(request('10.0.0.2', '203.0.113.9'))).toBe('203.0.113.9');
  });

  it('with a list, trusts only proxies at those addresses, so a caller cannot name itself through an untrusted hop', () => {
    const resolve = clientAddressResolver(['10.0.0.0/8', 'loopback']);
    expect(resolve(request('10.0.0.2', '203.0.113.9, 127.0.0.1'))).toBe('203.0.113.9');
    expect(resolve(request('10.0.0.2', '203.0.113.9, 198.51.100.7'))).toBe('198.51.100.7');
    expect(resolve(request('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
    expect(resolve(request('::ffff:10.0.0.2', '2001:DB8::5'))).toBe('2001:db8::5');
  });

  it('falls back to the socket peer when a trusted proxy forwards something that is not an address', () => {
    expect(clientAddressResolver(1)(request('10.0.0.2', 'unknown'))).toBe('10.0.0.2');
    expect(clientAddressResolver(1)(request(undefined, '203.0.113.9'))).toBe('unknown');
  });
});
