/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.[jt]s$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // jose is published as ES modules only: it is compiled to CommonJS for Jest like the project's own code.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 20000,
  // One worker, as on a 2-core machine Jest would run every file in its own process in band: it is
  // replaced once it holds more than this after a file, so what test files leave behind (servers'
  // modules, caches) cannot add up to the runner's heap limit over the whole suite.
  workerIdleMemoryLimit: '1GB',
};
