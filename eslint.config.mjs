// `npm run lint` (part of `npm test`): typescript-eslint's recommended rules, no import circles (type-only
// ones included), the layers and gateway rooms importing one way, and no disable comment without a reason.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** gateway/'s rooms, lowest first: each may import only the rooms before it (see each room's README). */
const ROOMS = ['http', 'limits', 'auth', 'observability', 'state', 'federation'];

const roomZones = ROOMS.map((room, index) => ({
  target: `./gateway/${room}/**`,
  from: [...ROOMS.slice(index + 1).map((later) => `./gateway/${later}/**`), './gateway/*.ts'],
  message: `gateway/${room} may import only the rooms before it (${ROOMS.slice(0, index).join(', ') || 'none'}): see gateway/${room}/README.md`,
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/__generated__/**', 'examples/storefront/dist/**', 'artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...roomZones,
            { target: './emulator/**', from: ['./gateway/**', './subgraphs/**', './config/**', './client/**'], message: 'The emulator is a second implementation of the document: it imports nothing from the facade.' },
            { target: './subgraphs/**', from: ['./gateway/**', './config/**'], message: 'The subgraph layer is handed its ServiceConfig; it never reaches up into the gateway or the environment.' },
            { target: './config/**', from: ['./gateway/**'], message: 'config/ reads the environment for the gateway; it imports nothing from it.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read answers as loose JSON and assert the exact values they need; the code under test is typed.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
