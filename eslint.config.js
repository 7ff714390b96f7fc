// One linter for the whole monorepo. The rules that keep the code's shape (STYLE.md) live here,
// so they cannot drift: no process.env outside config, no imports across web features,
// short files, React hooks rules.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import FRONT_DOOR_DEBT from './apps/api/src/modules/front-door-debt.json' with { type: 'json' };

// Resolves the API's `#/...` imports for the boundary lint; see the file.
const API_RESOLVER = fileURLToPath(new URL('./scripts/eslint-api-resolver.mjs', import.meta.url));

/**
 * An API module (apps/api/src/modules/<area>) is entered only through the given files of it
 * (issue 23); inside a module (relationship "internal") any file may import any other.
 */
function moduleFrontDoors(doors, message) {
  const internals = ['apps/api/src/modules/*/*/**', `apps/api/src/modules/*/!(${doors.join('|')})`];
  return [
    'error',
    {
      default: 'allow',
      policies: [
        {
          disallow: { to: { element: { type: 'api-module' }, file: { path: internals } } },
          message,
        },
        // The last matching policy decides: a module's own files may import each other.
        { allow: { dependency: { relationship: { to: 'internal' } } } },
      ],
    },
  ];
}

const LIQUID_ENGINE = {
  name: 'liquidjs',
  importNames: ['Liquid'],
  message: 'Render templates with render/liquid-sandbox.ts, the only Liquid engines.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration from the parsed config (apps/api/src/config.ts), not process.env.',
        },
      ],
    },
  },
  {
    // Places allowed to read the environment: the one config parser, and scripts/tests/benchmarks
    // that start processes.
    files: [
      'apps/api/src/config.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.test.ts',
      '**/test/**',
      '**/vite.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tenant templates are rendered only by the sandboxed engines (issue 21): a Liquid engine
    // made anywhere else would read files and walk prototypes again.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/communications/render/liquid-sandbox.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [LIQUID_ENGINE],
        },
      ],
    },
  },
  {
    // Layers below the modules (issue 23): delivery adapters take settings already resolved by
    // the module that owns them, and db/ is the pool, the tenant transaction and the migrations.
    // Neither may reach into a business module. Tests may compose them with modules.
    files: ['apps/api/src/channels/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [LIQUID_ENGINE],
          patterns: [
            {
              // Catches '#/modules/...' too: a pattern that starts with # is a comment.
              group: ['**/modules/**'],
              message:
                'channels/ and db/ import no module: resolve settings in the module that calls the adapter, and put area code (e.g. the demo seed) in modules/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each API module has a front door (issue 23): modules/<area>/index.ts exports what other
    // modules and the app may use; modules/<area>/testing.ts the fixtures other modules' tests
    // use. Nothing else of a module is imported from outside it. Cycles between modules are held
    // by modules/module-boundaries.test.ts.
    files: ['apps/api/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [API_RESOLVER]: {}, node: { extensions: ['.ts', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['area'] },
        // The code around the modules, so its imports of them are checked too.
        { type: 'api-app', pattern: ['apps/api/src', 'apps/api/test', 'bench', 'e2e'] },
      ],
    },
    rules: {
      'boundaries/dependencies': moduleFrontDoors(
        ['index.ts'],
        'Import another module through its front door, modules/<area>/index.ts (export what you need there); its other files are its own.',
      ),
    },
  },
  {
    // Tests and their fixtures may also use a module's test front door.
    files: [
      'apps/api/**/*.test.ts',
      'apps/api/**/test/**/*.ts',
      'apps/api/src/modules/*/testing.ts',
      'apps/api/**/*test-helpers.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: {
      'boundaries/dependencies': moduleFrontDoors(
        ['index.ts', 'testing.ts'],
        'Import another module through modules/<area>/index.ts, or its test fixtures through modules/<area>/testing.ts.',
      ),
    },
  },
  // Today's deep imports, file by file (issue 23): modules/module-boundaries.test.ts holds the
  // list to the code, so it only shrinks (an empty list adds no block: `files` may not be empty).
  ...(FRONT_DOOR_DEBT.length === 0
    ? []
    : [
        {
          files: [...new Set(FRONT_DOOR_DEBT.map((entry) => entry.split(' -> ')[0]))],
          rules: { 'boundaries/dependencies': 'off' },
        },
      ]),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dates follow the user's format everywhere (issue 26, item 10): the web app shows a date
    // only through the shared formatter (shared/hooks/use-date-time-format.ts, built on
    // @resonate/contracts/format), never with the browser's locale or a fixed pattern.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/hooks/use-date-time-format.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          "CallExpression[callee.property.name='toLocaleString'][callee.object.name=/([dD]ate|[tT]ime|At)$/]",
          "CallExpression[callee.property.name='toLocaleString'][callee.object.property.name=/([dD]ate|[tT]ime|At)$/]",
          "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          'ImportDeclaration[source.value=/^date-fns/] ImportSpecifier[imported.name=/^format/]',
          "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
          "CallExpression[callee.property.name='format'][callee.object.callee.object.name='dayjs']",
        ].map((selector) => ({
          selector,
          message:
            "Format dates with useDateTimeFormat() (the user's date and time format and zone), not the browser's locale or a fixed pattern.",
        })),
      ],
    },
  },
  {
    // Direction of dependencies in the SPA: shared -> features -> app.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message:
                'A feature may not import another feature; move shared code to @/shared or @resonate/contracts.',
            },
            { group: ['@/app/*'], message: 'Features may not import from app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'shared/ may not depend on features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // API test files share their worker's modules (apps/api/vitest.config.ts): a vi.mock would
    // leak into the files after it, so mocking is for *.mocked.test.ts, which run isolated.
    files: ['apps/api/**/*.test.ts'],
    ignores: ['apps/api/**/*.mocked.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(doMock|mock)$/]",
          message: 'Name the file *.mocked.test.ts: it mocks a module, so it must run isolated.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
