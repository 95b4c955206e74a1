import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'scratch',
      'test-results',
      'playwright-report',
      'e2e/screenshots',
      'src/lib/database.types.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // shadcn-style primitives export variant tables; the route table and tests are not refresh boundaries.
    files: ['src/components/ui/**/*.tsx', 'src/app/router.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['emulator/**', 'tests/**', 'scripts/**', 'bench/**', 'e2e/**', 'supabase/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Edge functions run under Deno.
    files: ['supabase/functions/**'],
    languageOptions: { globals: { ...globals.node, Deno: 'readonly' } },
  },
);
