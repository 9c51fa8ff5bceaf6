import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'src/client/features';

/**
 * The directions imports may take (docs/architecture.md): the domain stands alone, server and
 * client never meet, the database layer stays below the modules, and each client feature keeps
 * to itself, sharing only through components/ and lib/.
 */
const boundaries = [
  {
    target: 'src/domain',
    from: ['src/server', 'src/client'],
    message: 'The domain is shared by server and client: it imports neither.',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The browser bundle must never pull in server code.',
  },
  {
    target: 'src/server/db',
    from: ['src/server/modules', 'src/server/startup', 'src/server/http', 'src/server/app.ts'],
    message: 'The database layer sits below the modules: move the code up, or pass it in.',
  },
  {
    target: ['src/client/components', 'src/client/lib'],
    from: [FEATURES, 'src/client/app'],
    message: 'Shared client code imports no feature and not app/: it is below them.',
  },
  {
    target: FEATURES,
    from: 'src/client/app',
    message: 'A feature does not import app/: move what it needs into components/ or lib/.',
  },
  {
    target: ['src/client/app', FEATURES, 'src/client/components', 'src/client/lib'],
    from: 'src/client/visitor',
    message: 'The visitor script is loaded by the first script only, in place of the app.',
  },
  ...readdirSync(FEATURES).map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need into components/ or lib/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A visitor's page runs without the app: its script stays small (decision record 15).
    files: ['src/client/visitor/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|@mui/|@emotion/|@tanstack/)',
              message: 'The visitor script works the page without React or its libraries.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
