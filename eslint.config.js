import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { serverBoundaries } from './eslint/server-boundaries.js';
import { webBoundaries } from './eslint/web-boundaries.js';

/** Boundaries of ARCHITECTURE.md are lint errors, not advice. */
const boundary = (from, forbidden, message) => ({
  files: [from],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'bench/out/**', 'src/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundary('src/web/**', ['**/server/**', '*/server/*'], 'The web never imports src/server.'),
  boundary('src/server/**', ['**/web/**'], 'The server never imports src/web.'),
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundaries },
    rules: { 'boundaries/shared-only-zod': 'error' },
  },
  {
    files: ['src/web/modules/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundaries },
    rules: { 'boundaries/module-face': 'error', 'boundaries/module-layout': 'error' },
  },
  {
    files: ['src/web/shell/**/*.{ts,tsx}', 'src/web/ui/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundaries },
    rules: { 'boundaries/stands-on-no-module': 'error' },
  },
  {
    files: ['src/web/*.{ts,tsx}'],
    plugins: { boundaries: webBoundaries },
    rules: { 'boundaries/assembles-routes': 'error' },
  },
  // The server's boundaries (modules through their index.ts, no other module's tables, platform imports
  // no module nor the ledger): one rule that resolves each import, in eslint/server-boundaries.js.
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'atelier-server': serverBoundaries },
    rules: { 'atelier-server/boundaries': 'error' },
  },
);
