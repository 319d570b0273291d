// `npm run build`: compiles the runtime (gateway, subgraphs, emulator) to dist/ and copies the schema
// files it reads at run time beside the compiled code, so dist/ runs on its own with production
// dependencies.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// Every SDL file under subgraphs/ (each area's schema, the shared scalars), read at run time.
const areaSchemas = readdirSync(join(root, 'subgraphs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(join(root, 'subgraphs', entry.name)).filter((name) => name.endsWith('.graphql')).map((name) => join('subgraphs', entry.name, name)))
  .filter((file) => existsSync(join(root, file)));
for (const file of [...areaSchemas, join('schema', 'supergraph.graphql'), join('schema', 'api.graphql')]) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  cpSync(join(root, file), join(dist, file));
}
