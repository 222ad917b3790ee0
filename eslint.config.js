// @ts-check
/**
 * Lint of the whole repository (`npm run lint`, run by `scripts/test.sh` and so by CI).
 *
 * Besides the language rules (typescript-eslint, React hooks) it encodes the layers: a part only
 * imports parts below it (docs/ARCHITECTURE.md, "Layers").
 *
 *   packages/contracts: domain/ (the vocabulary)  ←  the schemas and rules;  domain/  ←  packages/photometry (pure engine)
 *   server: lib, db, storage, documents  ←  modules  ←  plugins (wire), demo, cli, app.ts
 *   web: lib, components, config  ←  features (never each other)  ←  app (routes)
 *   e2e: browser.ts, fixtures/  ←  tests/, bench/
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import noCycle from './scripts/checks/no-cycle.js';
import tseslint from 'typescript-eslint';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** @type {Array<{ target: string | string[]; from: string | string[]; except?: string[]; message: string }>} */
const layerZones = [
  // Packages: contracts is the bottom; the engine only reads the domain vocabulary.
  {
    target: 'packages/contracts/src',
    from: ['packages/photometry', 'apps'],
    message: 'packages/contracts is the bottom layer: it imports no other part of Lampsheet.',
  },
  {
    target: 'packages/contracts/src/domain',
    from: 'packages/contracts/src',
    except: ['./domain'],
    message: 'The domain vocabulary (contracts/src/domain) is the bottom of the bottom: it imports nothing else of the contracts.',
  },
  {
    target: 'packages/photometry/src',
    from: ['apps', 'e2e'],
    message: 'The photometric engine is pure: it imports no application code.',
  },
  {
    target: 'packages/photometry/src',
    from: 'packages/contracts/src',
    except: ['./domain'],
    message: 'The engine reads only the domain vocabulary of the contracts.',
  },
  // Server: lib, db and storage sit below the modules; modules never reach up to plugins, demo or app.
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/storage`],
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/demo`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`, `${SERVER}/start-line.ts`],
    message: 'lib/, db/ and storage/ sit below the modules: they import no module, plugin, demo or app code.',
  },
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`],
    from: [`${SERVER}/storage`],
    message: 'The blob store (storage/) keeps files on top of the database: db/ and lib/ do not import it.',
  },
  {
    target: `${SERVER}/documents`,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/demo`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    message: 'documents/ (the PDF writer, fonts, pictures) sits below the modules: it imports no module, plugin, demo or app code.',
  },
  {
    target: `${SERVER}/modules`,
    from: [`${SERVER}/plugins`, `${SERVER}/demo`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    message: 'Modules decide, plugins wire: a module imports no plugin, demo, cli or app code.',
  },
  {
    target: `${SERVER}/plugins`,
    from: [`${SERVER}/demo`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    message: 'Plugins wire modules into the app; they import no demo, cli or app code.',
  },
  {
    target: `${SERVER}/demo`,
    from: [`${SERVER}/plugins`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    message: 'The demo data set seeds through modules and db; it imports no plugin or app code.',
  },
  // e2e: the specs and the benchmark use the fixtures and the browser, never the other way; they drive the built app, not its source.
  {
    target: ['e2e/fixtures', 'e2e/browser.ts'],
    from: ['e2e/tests', 'e2e/bench'],
    message: 'e2e fixtures sit below the specs: they import no spec or benchmark.',
  },
  {
    target: 'e2e',
    from: ['apps'],
    message: 'The e2e specs drive the built app through the browser; they import no application source.',
  },
  // Web: shared code sits below the features; features never import each other.
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`, `${WEB}/api`, `${WEB}/types`, `${WEB}/hooks`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared web code sits below the features and the app: it imports neither.',
  },
  {
    target: `${WEB}/testing`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: "The web's test helpers sit below the features and the app (their tests use them): they import neither.",
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`],
    message: 'Features are composed by app/ (routes); a feature imports no app code.',
  },
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: `Web features do not import each other: move what ${name} shares into src/api, src/components or src/lib.`,
  })),
];

/**
 * Tests may build the whole app and seed the demo (they stand outside the layers), but not
 * cross the package boundaries or join two web features. (A test of the vocabulary may hold it
 * against the contracts' schemas: the bottom of the contracts is a layer inside one package.)
 */
const testZones = layerZones.filter(
  (z) => z.target !== 'packages/contracts/src/domain' && [z.target].flat().some((t) => t.startsWith('packages/') || t.startsWith(`${WEB}/features/`) || t === `${WEB}/testing`),
);
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];

/** The all-lit colour key spelled out, outside the vocabulary. */
const ALL_LIT_KEY = [
  { selector: "Literal[value=/全亮/]", message: 'The all-lit key is ALL_ON from @lampsheet/contracts (src/domain/colours.ts).' },
  { selector: 'TemplateElement[value.raw=/全亮/]', message: 'The all-lit key is ALL_ON from @lampsheet/contracts (src/domain/colours.ts).' },
];

/** The server's files that may hold SQL: the places rows are read and written. */
const SQL_HOMES = [
  `${SERVER}/modules/*/repository.ts`,
  `${SERVER}/modules/*/*.repository.ts`,
  `${SERVER}/db/**`,
  `${SERVER}/storage/*-blob-store.ts`,
  `${SERVER}/demo/**`,
];

/** A query written with Kysely's builder or its `sql` template, outside SQL_HOMES. */
const SQL_OUTSIDE_REPOSITORIES = [
  ...['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'].map((name) => ({
    selector: `CallExpression[callee.property.name='${name}']`,
    message: `SQL lives in a repository (modules/<name>/repository.ts, *.repository.ts), db/ or a blob store back end: move this ${name} there.`,
  })),
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'SQL lives in a repository (modules/<name>/repository.ts, *.repository.ts), db/ or a blob store back end: move this query there.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.test-results/**',
      'apps/server/media/**',
      'apps/server/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, layers: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // TypeScript files are modules import-x reads (no-restricted-paths and no-duplicates follow their imports).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // TypeScript's resolution (`.js` → `.ts`, the web's `@/` alias), so the layer zones see every import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // No circle of imports anywhere (server, web app and its test helpers, packages, e2e), also
      // through an `import type`: scripts/checks/no-cycle.js (in place of import-x/no-cycle, half the lint's time).
      'layers/no-cycle': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // With noUncheckedIndexedAccess, `list[i]!` after a bounds check is the honest idiom
      // (docs/decisions/008-layers-vocabulary-and-lint.md).
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // The engine reads only the domain vocabulary of the contracts (no zod, no schemas).
    files: ['packages/photometry/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@lampsheet/contracts', message: 'The engine imports the vocabulary only: @lampsheet/contracts/domain.' }],
          patterns: [{ group: ['zod', '@lampsheet/server', '@lampsheet/web'], message: 'The engine stays pure.' }],
        },
      ],
    },
  },
  {
    // The server's lower layers: the web app never, and db/lib not the engine.
    files: [`${SERVER}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@lampsheet/web', '@lampsheet/web/*'], message: 'The server does not import the web app.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lampsheet/server', '@lampsheet/server/*', '@lampsheet/photometry'], message: 'The web app talks to the server through the API and @lampsheet/contracts only.' },
            { group: ['../../features/*', '../../../features/*'], message: 'Import other parts with the @/ alias; features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    // One home for a domain word: the all-lit colour key is spelled only in the vocabulary
    // (tests, fixtures and migrations, which keep what was written then, may spell it).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['packages/contracts/src/domain/**', '**/migrations/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...ALL_LIT_KEY] },
  },
  {
    // SQL only where rows are read and written: a module's repository, the database layer, the
    // blob store's back ends, the demo's seed (docs/ARCHITECTURE.md, "Where each rule lives").
    files: [`${SERVER}/**/*.ts`],
    ignores: [...SQL_HOMES, ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...ALL_LIT_KEY, ...SQL_OUTSIDE_REPOSITORIES] },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
