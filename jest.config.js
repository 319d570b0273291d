const { availableParallelism } = require('node:os');

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
  // At least two files at once: Jest's default on a 2-core machine is one, while many files spend much
  // of their time waiting on the processes and sockets they drive.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker is replaced once it holds more than this after a file, so what test files leave behind
  // (servers' modules, caches) cannot add up to its heap limit over the whole suite.
  workerIdleMemoryLimit: '1GB',
};
