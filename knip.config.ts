// `npm run lint`: no unused files, exports or dependencies.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'gateway/main.ts',
    'gateway/subgraph-main.ts',
    'gateway/healthcheck.ts',
    'emulator/main.ts',
    'bench/*.{ts,mjs}',
    'scripts/*.mjs',
    'test/**/*.test.ts',
    // A script a test runs as a process of its own.
    'test/helpers/unheard-failure-process.ts',
    'test/helpers/slow-stop-process.ts',
    // The client library's public API: frontend code imports it.
    'client/index.ts',
    'examples/storefront/src/main.tsx',
  ],
  project: [
    'config/**/*.ts',
    'gateway/**/*.ts',
    'subgraphs/**/*.ts',
    'emulator/**/*.ts',
    'client/**/*.{ts,tsx}',
    'codegen/**/*.ts',
    'bench/**/*.{ts,mjs}',
    'test/**/*.ts',
    'examples/storefront/src/**/*.{ts,tsx}',
  ],
  ignore: ['**/__generated__/**'],
  ignoreDependencies: [
    // The client preset runs it; codegen.ts never names it.
    '@graphql-codegen/typescript-operations',
    // codegen.ts's own plugins (type policies, root-field arguments), loaded as objects under these names (not packages).
    '@graphql-codegen/type-policies',
    '@graphql-codegen/root-field-args',
  ],
  // The bench's load generator, from Debian (docs/performance.md).
  ignoreBinaries: ['wrk'],
};

export default config;
