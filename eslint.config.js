import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import drizzle from 'eslint-plugin-drizzle';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Paths are taken from this file, so linting from another working directory (the ESLint API) agrees.
const root = fileURLToPath(new URL('.', import.meta.url));

// One zone per folder of src/client/features, read at lint time: a new feature is covered at once.
const features = fs
  .readdirSync(`${root}src/client/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: `Features do not import each other: move what "${feature}" shares to src/client/components or src/client/lib.`,
}));

// One zone per folder of src/server/modules: a module reaches another only through its index.ts.
const serverModules = fs
  .readdirSync(`${root}src/server/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModuleZones = serverModules.map((name) => ({
  target: `./src/server/modules/${name}`,
  from: './src/server/modules',
  except: [
    `./${name}`,
    './module.ts',
    ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: `Modules talk through their front door: "${name}" imports "../<module>/index.ts", which exports what that module offers.`,
}));

// kebab-case, with the house's multi-dot suffixes (auth.routes.ts, x.test.ts, s3rver.d.ts).
const kebabFileName = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))?(.@(routes|service|test|spec|d))';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules flag common, correct patterns (e.g. reading refs in handlers).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // Import boundaries (docs/architecture.md « Frontières des imports »): imports are resolved like TypeScript does,
  // so the @client/* and @contract/* aliases are caught as well as relative paths.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // Features stay independent of one another.
            ...featureZones,
            // A server module uses another only through what its index.ts exports.
            ...serverModuleZones,
            // Server and client never import each other; both share only src/contract.
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code; share through src/contract.',
            },
            // The contract is shared by both sides: it imports only zod and other contract files.
            {
              target: './src/contract',
              from: '.',
              except: ['./src/contract', './node_modules'],
              message: 'The contract imports only zod and other contract files.',
            },
            // Routes are HTTP only: queries live in the module's service.
            {
              target: './src/server/modules/**/*.routes.ts',
              from: './src/server/db',
              message: 'Routes never touch the database: call the service.',
            },
          ],
        },
      ],
      // A cycle makes load order matter; type-only imports are skipped by the rule itself.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports first, so a file's dependencies are read in one place.
      'import-x/first': 'error',
    },
  },
  // Packages the contract may use: zod, plus relative and @contract/* files (checked above).
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(?:/|$)|\\.{1,2}/|@contract/)',
              message: 'The contract imports only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  // Routes are HTTP only: no query builder in them.
  {
    files: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes never touch the database: move the query to the service.',
            },
          ],
        },
      ],
    },
  },

  // One file-name style, so imports and folder listings are predictable.
  {
    files: ['{src,tests,bench}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '{src,tests,bench}/**/*.{ts,tsx}': kebabFileName },
        {
          errorMessage:
            'File name "{{ target }}" must be kebab-case (suffixes: .routes, .service, .test, .spec, .d).',
        },
      ],
    },
  },

  // Files a person can read through: 400 lines at most, blank lines and comments counted. Past
  // that, split along the file's seams (a dialog, a card, a section of a contract). The seed is
  // demonstration data, long lists by nature.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/seed/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },

  // A Drizzle delete or update without where() changes every row: the db and tx handles must have one.
  {
    files: ['**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },

  // Who may do what is read in one folder: role checks live in src/server/policies (and the access
  // rules of src/server/http), never inline in a service. Drizzle's eq(users.role, …) in a query
  // is a selection, not a check, and stays allowed.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/policies/**', 'src/server/http/**', 'src/server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='role'], [right.property.name='role'], [left.expression.property.name='role'], [right.expression.property.name='role'], [left.value=/^(admin|instructor|student)$/], [right.value=/^(admin|instructor|student)$/])",
          message: 'Compare roles in a policy (src/server/policies), not in a service.',
        },
      ],
    },
  },

  // Features reach the API through src/client/api: calls typed from the contract, and query keys
  // and cache updates kept in one place.
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='apiRequest']",
          message:
            'Call the API through src/client/api (queryOptions factories and mutation hooks), not apiRequest.',
        },
        {
          selector:
            "CallExpression:matches([callee.name='fetch'], [callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch'])",
          message:
            'Do not fetch from a feature: add a queryOptions factory or a mutation hook to src/client/api/<domain>.ts and use it.',
        },
        {
          selector: "CallExpression[callee.name='call']",
          message:
            'Do not call endpoints from a feature: wrap the call in a queryOptions factory or a mutation hook of src/client/api/<domain>.ts.',
        },
        {
          selector: "CallExpression[callee.name='useQuery'][typeArguments]",
          message:
            'Pass a queryOptions factory from src/client/api to useQuery: its key, loader and type come from there.',
        },
        {
          selector:
            "ObjectExpression > Property:matches([key.name='queryKey'], [key.value='queryKey'])",
          message:
            'Do not write a query key in a feature: use the queryOptions factory or the hook of src/client/api/<domain>.ts that owns it.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@client|^\\.{1,2}(/\\.\\.)*)/api/call(\\.ts)?$',
              message:
                'Features do not call endpoints: use the queryOptions factories and mutation hooks of src/client/api/<domain>.ts.',
            },
            {
              regex: '(^@client|^\\.{1,2}(/\\.\\.)*)/api/query-keys(\\.ts)?$',
              message:
                'Query keys are built only in src/client/api/<domain>.ts: use its queryOptions factories and hooks.',
            },
          ],
        },
      ],
    },
  },
);
