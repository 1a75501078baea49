// @ts-check
// ESLint flat config for the whole Cuvée workspace (`npm run lint` = `eslint .`).
//
// The dependency direction of docs/architecture.md ("Contexts and their dependencies") is enforced by
// @nx/enforce-module-boundaries from the `nx.tags` of each package.json. The allowed edges live in
// ONE table below (CONTEXT_DEPENDENCIES + CONSTRAINTS); two rule blocks are generated from it:
// production code, and test code (which may also import `type:testing`). The proof that the rule
// fires is tools/lint/__tests__/module-boundaries.spec.ts: change both together.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

// ---------------------------------------------------------------------------------------------
// Project graph. @nx/enforce-module-boundaries only reads the CACHED graph (.nx/workspace-data):
// without one it prints a warning and checks nothing; a stale one does not know the projects added
// since (imports of and from them pass unchecked). So compute it whenever this config is loaded:
// Nx reuses its cache (about 1 s, no daemon). @nx/devkit is a dependency of @nx/eslint-plugin,
// resolved from there (it is not in our package.json).
// ---------------------------------------------------------------------------------------------
/** @type {typeof import('@nx/devkit')} */
const devkit = createRequire(import.meta.resolve('@nx/eslint-plugin'))('@nx/devkit');
const projects = Object.values((await devkit.createProjectGraphAsync({ exitOnError: false })).nodes);

/**
 * Optional packages, used when installed (they are not in package.json yet). Only "this package is
 * not installed" is tolerated (Node: ERR_MODULE_NOT_FOUND, jest: MODULE_NOT_FOUND); other errors
 * are thrown.
 * @param {string} name
 */
async function optional(name) {
  try {
    return (await import(name)).default;
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error);
    const notFound = code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
    if (notFound && message?.includes(`'${name}'`)) return undefined;
    throw error;
  }
}
/** @type {import('globals') | undefined} */
const globals = await optional('globals');
/** @type {any} */
const reactHooks = await optional('eslint-plugin-react-hooks');

// ---------------------------------------------------------------------------------------------
// Module boundaries: the table.
// Tags: type:{app,kernel,platform,testing,context,relays,schema,ui,client};
// scope:{api,worker,cli,web,shared,relays} or scope:<context>. Nx applies EVERY constraint whose sourceTag the project carries: a context must
// satisfy both its type:context row (which layers) and its scope:<name> row (which contexts).
// No row allows type:app: nothing imports an app.
// ---------------------------------------------------------------------------------------------
/** Which other bounded contexts each context may use (all may use scope:shared). */
export const CONTEXT_DEPENDENCIES = {
  iam: [],
  catalogue: ['iam'],
  crm: ['iam'],
  messaging: ['iam'],
  storefront: ['iam'],
  stock: ['iam', 'catalogue'],
  reservations: ['iam', 'catalogue'],
  billing: ['iam', 'catalogue', 'stock', 'crm'],
  sales: ['iam', 'catalogue', 'stock', 'crm', 'reservations', 'billing'],
  purchases: ['iam', 'catalogue', 'stock', 'crm'],
  primeur: ['iam', 'catalogue', 'stock', 'crm', 'billing'],
  marketing: ['iam', 'crm'],
  accounting: ['iam', 'crm', 'sales', 'billing', 'purchases', 'till'],
  till: ['iam', 'sales', 'billing', 'catalogue', 'stock'],
  customs: ['iam', 'catalogue', 'stock'],
  partners: ['iam', 'messaging', 'catalogue', 'stock', 'crm', 'reservations', 'billing', 'sales'],
  // Reports: billing's documents and events, the orders (channel, agent), clients, the catalogue's names
  // and purchases' costs.
  analytics: ['iam', 'catalogue', 'crm', 'sales', 'billing', 'purchases', 'marketing', 'reservations'],
};

// The composition roots (api, worker, cli) use contexts, the layers below them, the generated API
// client and the schema (migrations/: every context's entities + the generated migrations).
const APP_DEPENDENCIES = [
  'type:kernel',
  'type:platform',
  'type:context',
  'type:relays',
  'type:schema',
  'type:client',
];

/** sourceTag -> the tags it may depend on. */
export const CONSTRAINTS = {
  // layers
  'type:kernel': ['type:kernel'],
  'type:platform': ['type:kernel'],
  'type:client': ['type:kernel'],
  'type:ui': ['type:kernel', 'type:client', 'type:ui'],
  'type:testing': ['type:kernel', 'type:platform', 'type:context'],
  'type:context': ['type:kernel', 'type:platform', 'type:context'],
  'type:schema': ['type:kernel', 'type:platform', 'type:context'], // @cuvee/migrations
  // @cuvee/relays: what the composition roots connect between contexts that may not import each other
  'type:relays': ['type:kernel', 'type:platform', 'type:context'],
  'scope:relays': ['type:kernel', 'type:platform', 'type:context'],
  'type:app': [...APP_DEPENDENCIES, 'type:ui'], // the union; each app's scope row narrows it
  // apps
  'scope:api': APP_DEPENDENCIES,
  'scope:worker': APP_DEPENDENCIES,
  'scope:cli': APP_DEPENDENCIES,
  'scope:web': ['type:kernel', 'type:ui', 'type:client'], // backoffice and shop
  // contexts (their own scope too, should a context ever be split into several libraries)
  ...Object.fromEntries(
    Object.entries(CONTEXT_DEPENDENCIES).map(([name, deps]) => [
      `scope:${name}`,
      [
        'scope:shared',
        `scope:${name}`,
        ...(deps.includes('*')
          ? Object.keys(CONTEXT_DEPENDENCIES).filter((other) => other !== name)
          : deps
        ).map((dep) => `scope:${dep}`),
      ],
    ]),
  ),
};

// A context that is not in the table yet gets the narrowest row (shared only) until it is added.
for (const project of projects) {
  const tags = project.data.tags ?? [];
  if (!tags.includes('type:context')) continue;
  for (const scope of tags.filter((tag) => tag.startsWith('scope:') && !(tag in CONSTRAINTS))) {
    process.stderr.write(
      `eslint.config.js: ${scope} (${project.name}) is not in CONTEXT_DEPENDENCIES: shared only.\n`,
    );
    /** @type {Record<string, string[]>} */ (CONSTRAINTS)[scope] = ['scope:shared', scope];
  }
}

/** What test code may import on top of CONSTRAINTS. */
const TEST_ONLY_TAGS = ['type:testing'];

/** @param {readonly string[]} extraTags */
function moduleBoundaries(extraTags) {
  return [
    'error',
    {
      allow: [],
      enforceBuildableLibDependency: false,
      depConstraints: Object.entries(CONSTRAINTS).map(([sourceTag, tags]) => ({
        sourceTag,
        onlyDependOnLibsWithTags: [...new Set([...tags, ...extraTags])],
      })),
    },
  ];
}

// The Nx rule resolves a package name to a project only through its package.json "exports" (or
// "main"); most apps have none, so an import of `@cuvee/worker` would pass unchecked. Ban the app
// packages by name too (taken from the graph, so new apps are covered).
const appPackages = projects
  .filter((project) => project.type === 'app' || project.data.tags?.includes('type:app'))
  .map((project) => project.data.metadata?.js?.packageName ?? project.name)
  .sort();

/**
 * The subpath entries the libraries declare in their package.json "exports" (`kernel/node`,
 * `billing/domain`…): public like their index, everything else under a package is private.
 */
const declaredEntries = readdirSync(new URL('./libs', import.meta.url))
  .filter((folder) => existsSync(new URL(`./libs/${folder}/package.json`, import.meta.url)))
  .flatMap((folder) => {
    const manifest = JSON.parse(
      readFileSync(new URL(`./libs/${folder}/package.json`, import.meta.url), 'utf8'),
    );
    return Object.keys(manifest.exports ?? {})
      .filter((key) => key !== '.')
      .map((key) => `${manifest.name.replace(/^@cuvee\//, '')}/${key.replace(/^\.\//, '')}`);
  })
  .sort();

const restrictedImports = [
  'error',
  {
    paths: appPackages.map((name) => ({
      name,
      message: 'Nothing imports an app: apps are composition roots. Move the shared code to a library.',
    })),
    patterns: [
      {
        regex: `^@cuvee/(?!(?:${declaredEntries.map((entry) => entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$)[^/]+/.+`,
        message: `Import a Cuvée package by its name only (e.g. "@cuvee/iam"): what its src/index.ts and declared entries (${declaredEntries.join(', ')}) do not export is private.`,
      },
    ],
  },
];

/** Test code: unit specs, __tests__ folders, API e2e (apps/api/test), browser e2e. */
const TEST_FILES = ['**/__tests__/**', '**/*.spec.{ts,tsx}', '**/*.e2e-spec.ts', '**/test/**', '**/e2e/**'];
const BROWSER_FILES = ['apps/backoffice/**', 'apps/shop/**', 'libs/ui/**'];

export default defineConfig(
  {
    name: 'cuvee/ignores',
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '.nx/',
      'data/',
      '**/coverage/',
      'migrations/mysql/', // generated by tools/db/generate-migration.ts (npm run db:generate)
      'migrations/sqlite/',
      'libs/api-client/src/schema.ts', // generated by tools/api-client (npm run api-client)
      'tools/lint/fixtures/',
      'tmp/',
      '**/test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'cuvee/base',
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      ...(globals && { globals: globals.node }),
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries([]),
      'no-restricted-imports': restrictedImports,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    name: 'cuvee/browser',
    files: BROWSER_FILES,
    ...(globals && { languageOptions: { globals: globals.browser } }),
  },
  reactHooks
    ? {
        name: 'cuvee/react-hooks',
        files: BROWSER_FILES.map((dir) => `${dir}/*.{ts,tsx}`),
        plugins: { 'react-hooks': reactHooks },
        rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
      }
    : [],
  {
    name: 'cuvee/tests',
    files: TEST_FILES,
    ...(globals && { languageOptions: { globals: { ...globals.node, ...globals.jest } } }),
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(TEST_ONLY_TAGS),
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].map((object) => ({
          object,
          property: 'only',
          message: 'No .only in committed tests: it silently skips the rest of the suite.',
        })),
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fdescribe', message: 'No focused tests: use describe.' },
        { name: 'fit', message: 'No focused tests: use it.' },
      ],
    },
  },
  {
    // Scripts, the command line and the process entry points talk to the operator on the console.
    name: 'cuvee/console-allowed',
    files: ['tools/**', 'apps/cli/**', 'apps/*/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
