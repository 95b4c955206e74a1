import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * The layers of src/ (see STYLE.md): app/ composes features; a feature stands alone; shared code
 * (components/, lib/, hooks/, api/, config/) never reaches up into a feature or app/.
 * A feature imports no other feature at all (not even its api/): what two features share moves up
 * into src/components, src/lib, src/hooks or src/api. Static and dynamic imports alike.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const layerZones = [
  ...['components', 'lib', 'hooks', 'api', 'config'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import a feature or app/; move the shared part down, or compose in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'A feature must not import app/.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move what they share into src/components, src/lib, src/hooks or src/api, or compose them in src/app.',
  })),
];

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
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Numbers are formatted by lib/number-format.ts (and money.ts on top of it): the first Intl number
      // formatter sets up ICU locale data, a long task in the middle of the first render on a phone.
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']", message: 'Format numbers with @/lib/number-format (or @/lib/money).' },
        { selector: "CallExpression[callee.property.name='toLocaleString']", message: 'Format numbers with @/lib/number-format (or @/lib/money).' },
        // axe's aria-prohibited-attr: a div or span has no role, so its aria-label is not read (a loading placeholder is role="status").
        {
          selector: "JSXOpeningElement[name.name=/^(div|span|Skeleton)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'aria-label on an element without a role is not announced (axe aria-prohibited-attr): give it a role (role="status" for loading).',
        },
      ],
      // Class lists merge through cn() (lib/class-merge.ts, tailwind-merge's result without its start-up cost).
      'no-restricted-imports': ['error', { paths: [{ name: 'tailwind-merge', message: 'Use cn() from @/lib/utils.' }] }],
    },
  },
  {
    // The oracle test of lib/number-format.ts compares it with Intl.
    files: ['src/lib/number-format.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Accessibility of JSX (the maintained fork of eslint-plugin-jsx-a11y that supports ESLint 10).
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
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
