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
};
