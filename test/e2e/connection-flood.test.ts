import { HONEST, idleConnections, peakRssDuring, post } from '../../bench/attacks';
import { startAttackedGateway, type AttackedGateway } from '../helpers/attacked-gateway';
import { metricSamples } from '../helpers/http';

/**
 * A flood of connections that never send a byte, from more addresses than one address's share can
 * stop, against a production gateway holding at most 1,000 (MAX_CONNECTIONS; 10,000 by default, which
 * this machine's descriptor limit leaves too little room to pass from one test process). Unbounded,
 * 18,000 such connections took its heap from 60 to 133 MB of its 192, and the descriptors its service
 * calls need with them.
 */
describe('a production gateway under a flood of connections', () => {
  let attacked: AttackedGateway;
  beforeAll(async () => {
    attacked = await startAttackedGateway({ MAX_CONNECTIONS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '100' });
  }, 60_000);
  afterAll(() => attacked.stop());

  it('holds 1,000 of 3,000 from 30 addresses, closing the oldest idle ones for newer ones, and an honest client still gets in and is answered', async () => {
    const { gateway, url, emulator } = attacked;
    const origin = new URL(url).origin;
    const addresses = Array.from({ length: 30 }, (_, i) => `127.0.2.${i + 1}`);
    const { result: flood, peak } = await peakRssDuring(gateway.child.pid!, () => idleConnections(url, 3_000, addresses));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // None was refused: each address stayed within its share while the oldest were closed for room.
      expect(flood.refused()).toBe(0);
      expect(flood.open()).toBe(1_000);
      expect(flood.closed()).toBe(2_000);
      emulator.resetRequests();
      const honest = await post(url, HONEST, {}, '127.0.0.2');
      expect(honest.status).toBe(200);
      expect(JSON.parse(honest.body)).toEqual({ data: { products: { total: expect.any(Number) } } });
      expect(emulator.calls()).toBe(1);
      const samples = await metricSamples(origin);
      expect(samples.get('facade_connections_open')).toBeLessThanOrEqual(1_000);
      // The flood's 2,000, then one each for the honest request and the scrape.
      expect(samples.get('facade_connections_shed_total{reason="idle_evicted"}')).toBe(2_002);
      expect(samples.get('facade_connections_shed_total{reason="server_full"}')).toBe(0);
      expect(gateway.child.exitCode).toBeNull();
      expect(peak).toBeLessThan(420 * 1024 * 1024);
    } finally {
      flood.stop();
    }
  }, 60_000);
});
