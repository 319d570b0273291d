import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { whenClosed } from '../../../gateway/http/response-closed';

describe('whenClosed', () => {
  let server: Server;
  let port: number;
  let handle: (req: IncomingMessage, res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const waitUntil = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('calls each callback once, in order, when the response is sent; one registered after that is called too', async () => {
    const calls: string[] = [];
    handle = (_req, res) => {
      whenClosed(res, () => calls.push('first'));
      whenClosed(res, () => calls.push('second'));
      res.end('ok', () => setImmediate(() => whenClosed(res, () => calls.push('late'))));
    };
    await new Promise<void>((resolve, reject) => {
      request({ port, host: '127.0.0.1', agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject).end();
    });
    await waitUntil(() => calls.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['first', 'second', 'late']);
  });

  it('calls back for every request of a pipelined connection its client resets before any is answered', async () => {
    const called: string[] = [];
    const pending: ServerResponse[] = [];
    handle = (req, res) => {
      whenClosed(res, () => called.push(req.url!));
      pending.push(res);
    };
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /a HTTP/1.1\r\nhost: x\r\n\r\nGET /b HTTP/1.1\r\nhost: x\r\n\r\nGET /c HTTP/1.1\r\nhost: x\r\n\r\n');
    await waitUntil(() => pending.length === 3);
    expect(pending).toHaveLength(3);
    socket.resetAndDestroy();
    await waitUntil(() => called.length === 3);
    expect(called.sort()).toEqual(['/a', '/b', '/c']);
  });
});
