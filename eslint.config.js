import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apart =
  'Una feature no importa otra: lo compartido va a lib/ o components/; una página que combina dominios se compone en app/.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      // The native projects: Capacitor's templates and, once synced, a copy of the web build.
      'apps/web/android/**',
      'apps/web/ios/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // A deliberate import cycle: lint-boundaries.test.ts shows that the lint refuses it.
      'apps/web/src/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['**/*.test.{ts,tsx}', 'e2e/**'], rules: { 'max-lines': 'off' } },
  {
    // e2e/tests/fixtures.ts's `test` reads every page a spec opens for short month names (issue 43).
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Importe test y expect de ../fixtures.ts: su test revisa las fechas de cada página.',
            },
          ],
        },
      ],
    },
  },
  // Pure data (demo organisation plans): long by nature, no logic to keep small.
  { files: ['**/*.data.ts'], rules: { 'max-lines': 'off' } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The web app's layers (bulletproof-react): app/ composes features; a feature never reaches into another
    // feature; components/ and lib/ are shared and know no feature. No import cycles anywhere in it.
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads the imported files too: it must parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((name) => ({
              target: `${WEB}/features/${name}`,
              from: `${WEB}/features`,
              except: [`./${name}`],
              message: apart,
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'components/ y lib/ son compartidos: no dependen de una feature ni de app/.',
            },
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'app/ compone las features, no al revés.' },
          ],
        },
      ],
    },
  },
);
