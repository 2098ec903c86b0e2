import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const WEB_FEATURES = ['home', 'pricing', 'support', 'policies'];

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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
            ...WEB_FEATURES.map((feature) => ({
              target: `./${WEB}/features/${feature}`,
              from: `./${WEB}/features`,
              except: [`./${feature}`],
              message: 'A feature may not import another feature: move the shared piece to components/ or lib/.',
            })),
            {
              target: [`./${WEB}/features`, `./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/i18n`],
              from: `./${WEB}/app`,
              message: 'Only app/ composes features; nothing imports app/.',
            },
            {
              target: [`./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/i18n`],
              from: `./${WEB}/features`,
              message: 'Shared code may not depend on a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src',
              from: './apps/server/test',
              message: 'Production code may not import test helpers.',
            },
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
);
