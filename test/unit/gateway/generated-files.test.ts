import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeSupergraph } from '../../../gateway/federation/compose';
import { readApiSchema, readSupergraph } from '../../../gateway/federation/supergraph';

const root = join(__dirname, '..', '..', '..');

describe('committed generated files', () => {
  it('schema/supergraph.graphql and schema/api.graphql are what the subgraphs compose to (run npm run compose)', () => {
    const { supergraphSdl, apiSdl } = composeSupergraph();
    expect(readSupergraph()).toBe(supergraphSdl);
    expect(readApiSchema()).toBe(apiSdl);
  });

  it('every codegen output is up to date (run npm run codegen)', async () => {
    const codegen = join(root, 'node_modules', '.bin', 'graphql-codegen');
    const run = promisify(execFile)(codegen, ['--config', 'codegen.ts', '--check'], { cwd: root });
    await expect(run).resolves.toBeDefined();
  }, 60_000);
});
