import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeSupergraph } from '../../../gateway/compose';
import { readSupergraph } from '../../../gateway/supergraph';

const root = join(__dirname, '..', '..', '..');

describe('committed generated files', () => {
  it('schema/supergraph.graphql is what the subgraphs compose to (run npm run compose)', () => {
    expect(readSupergraph()).toBe(composeSupergraph());
  });

  it('every codegen output is up to date (run npm run codegen)', async () => {
    const codegen = join(root, 'node_modules', '.bin', 'graphql-codegen');
    const run = promisify(execFile)(codegen, ['--config', 'codegen.ts', '--check'], { cwd: root });
    await expect(run).resolves.toBeDefined();
  }, 60_000);
});
