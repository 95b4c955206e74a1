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
 * The layers of src/, each importing only itself and the layers before it:
 *   config < lib < hooks < api < components < features < app
 * config/ the routes and env; lib/ plain code and the app's clients (no React state but contexts); hooks/ React hooks
 * that read no data; api/ the data several features share (query keys, queries, writes and the hooks over them);
 * components/ shared UI; a feature stands alone (it imports no other feature, not even its api/: what two features
 * share moves down into one of the shared layers); app/ composes features. Static and dynamic imports alike.
 */
const SHARED_LAYERS = ['config', 'lib', 'hooks', 'api', 'components'];
const ORDER = `${SHARED_LAYERS.join(' < ')} < features < app`;
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const sharedZones = SHARED_LAYERS.map((layer, i) => ({
  target: `./src/${layer}`,
  from: [...SHARED_LAYERS.slice(i + 1).map((later) => `./src/${later}`), './src/features', './src/app'],
  message: `A layer imports only the layers before it (${ORDER}): move the shared part down, or compose in a later layer.`,
}));
const layerZones = [
  ...sharedZones,
  { target: './src/features', from: './src/app', message: 'A feature must not import app/.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature; move what they share into src/components, src/lib, src/hooks or src/api, or compose them in src/app.',
  })),
];

/**
 * One error style (issue 36): a failed mutation names its failure in `meta` (errorText, serverText, errorTitle,
 * onReload; lib/write-errors.ts) and the MutationCache raises its toast; every toast goes through `toast` of
 * lib/toast.ts (sonner fetched on first use); WriteRefusedError and refusalMessage come from @/lib/writes.
 */
const FAILURE_IN_META =
  'A mutation names its failure in meta (errorText, serverText, errorTitle, onReload): the MutationCache raises the toast (lib/write-errors.ts).';
const restrictedImports = [
  { name: 'tailwind-merge', message: 'Use cn() from @/lib/utils.' },
  { name: 'sonner', message: 'Raise toasts with toast from @/lib/toast (sonner is fetched on first use).' },
  { name: '@/lib/row-checks', message: 'Import WriteRefusedError and refusalMessage from @/lib/writes.' },
  { name: '@/lib/writes', importNames: ['toastWriteFailure'], message: FAILURE_IN_META },
  { name: '@/lib/write-errors', importNames: ['toastWriteFailure', 'onWriteError'], message: FAILURE_IN_META },
];
/**
 * Requests live in api/ files (a feature's api/, src/api/): a write (writes/) or a component imports its request from
 * there, never the supabase client itself. lib/ holds the client and app/ starts the session with it.
 */
const SUPABASE_OUTSIDE_API = 'Only api/ files (and lib/, app/) use the supabase client: put the request in an api/ file and import it.';
// @/lib/supabase and any relative path to it.
const supabaseClient = [{ group: ['**/lib/supabase', './supabase', '../supabase'], message: SUPABASE_OUTSIDE_API }];
/** Every RPC goes through callRpc (lib/call-rpc.ts): its error mapped one way, its answer parsed with a schema. */
const rpcOutsideCallRpc = {
  selector: "CallExpression[callee.property.name='rpc']:matches([callee.object.name='supabase'], [callee.object.property.name='supabase'])",
  message: 'Call an RPC with callRpc(name, args, schema) from @/lib/call-rpc: it maps the error and parses the answer.',
};
const toastInOnError = {
  selector:
    "Property[key.name='onError'] CallExpression:matches([callee.name=/^(toast|toastError|toastWriteFailure)$/], [callee.object.name='toast'])",
  message: FAILURE_IN_META,
};

// Numbers are formatted by lib/number-format.ts (and money.ts on top of it): the first Intl number
// formatter sets up ICU locale data, a long task in the middle of the first render on a phone.
const srcSyntax = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
    message: 'Format numbers with @/lib/number-format (or @/lib/money).',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString']",
    message: 'Format numbers with @/lib/number-format (or @/lib/money).',
  },
  // axe's aria-prohibited-attr: a div or span has no role, so its aria-label is not read (a loading placeholder is role="status").
  {
    selector:
      "JSXOpeningElement[name.name=/^(div|span|Skeleton)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
    message:
      'aria-label on an element without a role is not announced (axe aria-prohibited-attr): give it a role (role="status" for loading).',
  },
  toastInOnError,
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
      'no-restricted-syntax': ['error', ...srcSyntax, rpcOutsideCallRpc],
      // Class lists merge through cn() (lib/class-merge.ts, tailwind-merge's result without its start-up cost); toasts
      // and failures in one style (above).
      'no-restricted-imports': ['error', { paths: restrictedImports, patterns: supabaseClient }],
    },
  },
  {
    // The homes of requests (above); tests drive the client themselves. The notifications' realtime channel is a
    // subscription held by a hook, not a request; the preparer link writes are being reworked beside this rule.
    files: [
      'src/**/api/**',
      'src/lib/**',
      'src/app/**',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/features/notifications/hooks/use-notifications-realtime.ts',
      'src/features/tax-year/writes/preparer-link-create.ts',
      'src/features/tax-year/writes/preparer-link-revoke.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports }] },
  },
  {
    // The one module that calls supabase.rpc.
    files: ['src/lib/call-rpc.ts'],
    rules: { 'no-restricted-syntax': ['error', ...srcSyntax] },
  },
  {
    // The one module that loads sonner.
    files: ['src/lib/toast.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports.filter((p) => p.name !== 'sonner') }] },
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
    // A read of the server in e2e is polled until the state it expects arrives (e2e/server.ts: the app answers a press at
    // once and sends the write after it, so one read right after a click can see the state from before). Writes that set a
    // test up (post, patch, delete) stay plain calls.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // request, page.request, context.request, adminRequest...: APIRequestContext's reading methods.
          selector:
            "CallExpression[callee.property.name=/^(get|head|fetch)$/]:matches([callee.object.name=/request$/i], [callee.object.property.name='request'])",
          message:
            'Read the server through e2e/server.ts (expectServer / serverState with getJson, getStatus, getResponse): a single read races the write.',
        },
        {
          // A read of the API whatever holds the request context (an alias, a helper's parameter).
          selector:
            'CallExpression[callee.property.name=/^(get|head|fetch)$/]:has(TemplateElement[value.raw=/\\/(rest|auth|storage)\\/v1\\/|\\/_local\\//])',
          message:
            'Read the server through e2e/server.ts (expectServer / serverState with getJson, getStatus, getResponse): a single read races the write.',
        },
        {
          selector:
            "CallExpression[callee.property.name='post']:has(:matches(TemplateElement[value.raw=/\\/rpc\\//], Literal[value=/\\/rpc\\//]))",
          message: 'Call a reading RPC through e2e/server.ts (expectServer / serverState with rpcJson): a single read races the write.',
        },
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Read the server through e2e/server.ts (expectServer / serverState): a single read races the write.',
        },
        {
          // A ServerRead runs only inside expectServer / serverState, or inside another ServerRead it builds.
          selector: "CallExpression[callee.property.name='run']:not(NewExpression[callee.name='ServerRead'] *)",
          message: 'Poll the read with expectServer / serverState (e2e/server.ts) instead of running it once.',
        },
        {
          selector:
            "CallExpression[callee.object.name='Date'][callee.property.name='now'], NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            "Read now with clockNow() (e2e/clock.ts): the server and the pages may run on a test clock that the runner's Date does not know.",
        },
        {
          // The page of a context made so reads the real clock while the server and the runner read the test clock.
          selector: "CallExpression[callee.property.name='newContext']",
          message: "Make a browser context with newPinnedContext (e2e/clock.ts): it runs on the spec file's clock.",
        },
      ],
    },
  },
  {
    // A spec's tests run on the pinned clock (e2e/clock.ts: the server's, the runner's and the page's agree).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', importNames: ['test'], message: "Import test from './clock': its tests run on the pinned clock." },
          ],
        },
      ],
    },
  },
  {
    // Edge functions run under Deno.
    files: ['supabase/functions/**'],
    languageOptions: { globals: { ...globals.node, Deno: 'readonly' } },
  },
);
