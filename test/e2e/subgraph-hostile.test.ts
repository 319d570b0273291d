import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');

/**
 * A subgraph served on its own (deploy/kubernetes/subgraphs.yaml: `node dist/gateway/subgraph-main.js
 * <area>`, 192Mi requested) answers `_service { sdl }` to anyone, as composition tools need: one 49 KB
 * anonymous request naming `sdl` under 4,990 aliases asked it for the 46 KB SDL 4,990 times (about
 * 230 MB of JSON), and the process died of heap exhaustion inside JSON.stringify.
 */
describe('a subgraph served on its own, under a production heap', () => {
  let subgraph: SpawnedProcess;
  let url: string;

  beforeAll(async () => {
    subgraph = spawnProcess(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'gateway/subgraph-main.ts', 'catalogue'], {
      cwd: ROOT,
      env: { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true', SUBGRAPH_PORT: '0', LOG_LEVEL: 'info' },
    });
    [, url] = (await subgraph.waitFor(/Subgraph catalogue: (http\S+?)["\s]/, 60_000)) as unknown as [string, string];
  }, 90_000);
  afterAll(async () => {
    await subgraph.stop();
  });

  it('gives the SDL once per request: one anonymous request aliasing _service.sdl 4,990 times gets it once and an error for each other, and the process answers on', async () => {
    const query = `{ _service {${Array.from({ length: 4990 }, (_, i) => ` a${i}:sdl`).join('')} } }`;
    expect(query.length).toBeLessThan(50_000);
    const response = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const text = await response.body.text();
    // The SDL once, and a field error for each other alias: a few megabytes at most, not 230.
    expect(response.statusCode).toBe(200);
    expect(text.length).toBeLessThan(3 * 2 ** 20);
    const answer = JSON.parse(text) as { data: { _service: Record<string, string | null> }; errors: { message: string; extensions: { code: string } }[] };
    const given = Object.values(answer.data._service).filter((sdl) => sdl !== null);
    expect(given).toHaveLength(1);
    expect(given[0]).toContain('type Product');
    expect(answer.errors).toHaveLength(4_989);
    expect(answer.errors[0]).toMatchObject({ message: 'The SDL is given once per request.', extensions: { code: 'BAD_USER_INPUT' } });
    const again = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ _service { sdl } }' }) });
    expect(((await again.body.json()) as { data: { _service: { sdl: string } } }).data._service.sdl).toContain('type Product');
    const after = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(await after.body.json()).toEqual({ data: { __typename: 'Query' } });
    expect(subgraph.stderr()).not.toMatch(/heap out of memory/);
  }, 90_000);
});
