import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** The folders of a directory: features and modules are found, never listed by hand. */
function foldersOf(directory) {
  return readdirSync(new URL(directory, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WEB_FEATURES = foldersOf(`./${WEB}/features`);

/**
 * The server's layers, lowest first (docs/architecture.md): pure utilities and the process's
 * settings, the database, outside services, the mail layer, the service core, the auth core,
 * shared business rules, the deps' types, the modules, then what assembles them.
 */
const SERVER_LAYERS = [
  ['utils', 'config.ts', 'app-error.ts', 'log-stream.ts', 'logger.ts'],
  'db',
  'integrations',
  'mail',
  'service-core',
  'auth',
  'domain',
  'app-deps.ts',
  'modules',
  ['plugins', 'cli'],
  ['app.ts', 'main.ts', 'email-catalogue.ts'],
];

/** A file or folder of the server's source in no layer would be in no lint zone: refuse to lint without it. */
const unlayered = readdirSync(new URL(`./${SERVER}`, import.meta.url)).filter(
  (name) => !/\.test\.tsx?$/.test(name) && name !== 'stand-ins' && !SERVER_LAYERS.flat().includes(name),
);
if (unlayered.length > 0)
  throw new Error(`Put ${unlayered.join(', ')} in a layer of SERVER_LAYERS (eslint.config.js).`);
const SERVER_MODULES = foldersOf(`./${SERVER}/modules`);

/**
 * A one-way street through layers, lowest first: a folder may import from its own layer's
 * folder and those before it, never from a later one. With features (and modules) also kept
 * apart from each other, no two folders can import each other: folder cycles fail lint.
 */
function layerZones(root, layers, message) {
  return layers.slice(0, -1).map((layer, index) => ({
    target: [layer].flat().map((folder) => `./${root}/${folder}`),
    from: layers
      .slice(index + 1)
      .flat()
      .map((folder) => `./${root}/${folder}`),
    message: `${message} (${layers.map((l) => [l].flat().join(' + ')).join(' -> ')})`,
  }));
}

/**
 * Each of `folders` under `parent` may import only itself among its siblings, and those `buildsOn`
 * names for it; a folder named there imports no sibling, so no two can import each other.
 */
function apartZones(parent, folders, message, buildsOn = {}) {
  return folders.map((folder) => ({
    target: `./${parent}/${folder}`,
    from: `./${parent}`,
    except: [folder, ...(buildsOn[folder] ?? [])].map((name) => `./${name}`),
    message,
  }));
}

/**
 * Web features another builds on (decision 034): an order's pages offer the ways to pay it, and
 * Buy on the pricing and renewal pages makes the order.
 */
const WEB_FEATURES_BUILT_ON = { orders: ['payments'], pricing: ['orders'], renewals: ['orders'] };

/** A page's path comes from WEB_PATHS (or receiptPath, dashboardPath), so renaming a page renames its links. */
const PAGE_LINK_SELECTORS = [
  {
    selector: "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
    message: 'Link to a page with WEB_PATHS.<page> (@oneclick/shared), not a string.',
  },
  {
    selector: "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral",
    message: 'Build a page link with receiptPath(), dashboardPath() or WEB_PATHS, not a template string.',
  },
];

/** An API address is written once, in the contract (API_PATHS): callers go through the client or apiPathOf(). */
const API_PATH_SELECTORS = [
  {
    selector: 'Literal[value=/\\/api\\/v1/], TemplateElement[value.raw=/\\/api\\/v1/]',
    message:
      'Call the API with createClient()/call(routes.<module>.<operation>), or build its address with apiPathOf().',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Resolves the `.js` specifiers of TypeScript sources; pure JavaScript, no native binaries.
      'import-x/resolver': {
        typescript: { project: ['packages/shared/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'] },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The architecture's one-way street: shared -> features -> app; features never reach into each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apartZones(
              `${WEB}/features`,
              WEB_FEATURES,
              'A feature may not import another feature: move the shared piece to components/ or lib/.',
              WEB_FEATURES_BUILT_ON,
            ),
            ...layerZones(
              WEB,
              ['lib', 'i18n', 'components', 'features', 'app'],
              'Web layers import only from the layers before them',
            ),
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...PAGE_LINK_SELECTORS, ...API_PATH_SELECTORS],
      // One way to tell a failed call, so every form, dialog and notice gives a server failure's reference.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/i18n/error-text'],
              importNames: ['errorText'],
              message: 'Show a failed call with <ErrorMessage error={...} /> from components/error-message.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', ...PAGE_LINK_SELECTORS] },
  },
  {
    files: ['e2e/**/*.ts', 'tools/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_SELECTORS] },
  },
  {
    files: [`${WEB}/components/error-message.tsx`],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${SERVER}`,
              from: './apps/server/test',
              message: 'Production code may not import test helpers.',
            },
            {
              target: [`./${SERVER}/*.{ts,tsx}`, `./${SERVER}/!(stand-ins)/**`],
              from: `./${SERVER}/stand-ins`,
              message: 'Stand-ins for outside services load only in their mode: app.ts imports them dynamically.',
            },
            ...apartZones(
              `${SERVER}/modules`,
              SERVER_MODULES,
              'A module may not import another module: move the shared piece down to domain/, auth/ or lib/.',
            ),
            ...layerZones(SERVER, SERVER_LAYERS, 'Server layers import only from the layers before them'),
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/src/main.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  {
    // Type-aware rules where a mistake costs money or a licence: a promise nobody awaits, an
    // unsafe any, a needless assertion (issue 45; lint measured in docs/operations.md).
    files: ['apps/server/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify's plugin and hook types ask for async functions that need not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read answers as `any` (app.inject's json()) and declare what must not compile.
    files: ['apps/server/test/**/*.ts', '**/*.test.ts', '**/*.types-test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
