import { join } from 'node:path';
import { request } from 'undici';
import { spawnProcess, type SpawnedProcess } from '../helpers/spawned-process';

const ROOT = join(__dirname, '..', '..');
const PRODUCTION = { NODE_ENV: 'production', COMMERCE_EMULATOR: 'true', ALLOW_CALLER_API_KEYS: 'true', LOG_LEVEL: 'info' };

/** Every stdout line as a record; a line that is not one JSON object fails the test with the line in view. */
function records(spawned: SpawnedProcess): Record<string, unknown>[] {
  return spawned
    .stdout()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const record: unknown = JSON.parse(line);
      expect([line, typeof record === 'object' && record !== null && !Array.isArray(record)]).toEqual([line, true]);
      // JSON.parse keeps the last of a repeated key: count them in the text.
      expect([line, line.match(/"pid":/g)?.length]).toEqual([line, 1]);
      return record as Record<string, unknown>;
    });
}

describe('in production every stdout line is a JSON record', () => {
  const spawned: SpawnedProcess[] = [];
  afterEach(async () => {
    await Promise.all(spawned.splice(0).map((process) => process.stop()));
  });

  it('the gateway, from its start line to its stop', async () => {
    const gateway = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], { cwd: ROOT, env: { ...PRODUCTION, PORT: '0' } });
    spawned.push(gateway);
    const [, url] = await gateway.waitFor(/GraphQL gateway: (\S+)/);
    const answer = await request(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'dev-emulator-key' },
      body: JSON.stringify({ query: '{ walletAccounts(pageSize: 1) { total } }' }),
    });
    await answer.body.dump();
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    const lines = records(gateway);
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ url, msg: expect.stringMatching(/^GraphQL gateway: /) })]));
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['graphql request', 'gateway stopped']));
  }, 60_000);

  it('a subgraph served on its own', async () => {
    const subgraph = spawnProcess(process.execPath, ['--import', 'tsx', 'gateway/subgraph-main.ts', 'wallets'], {
      cwd: ROOT,
      env: { ...PRODUCTION, SUBGRAPH_PORT: '0' },
    });
    spawned.push(subgraph);
    const [, url] = await subgraph.waitFor(/Subgraph wallets: (\S+)/);
    subgraph.child.kill('SIGTERM');
    expect(await subgraph.exited).toEqual({ code: 0, signal: null });
    expect(records(subgraph)).toEqual(expect.arrayContaining([expect.objectContaining({ area: 'wallets', url })]));
  }, 60_000);
});
