// Proves that eslint.config.js enforces the dependency direction of the architecture
// ("Contexts and their dependencies" in docs/architecture.md): @nx/enforce-module-boundaries on the nx.tags of each package.json, plus
// no-restricted-imports for what that rule cannot see (deep imports, apps by package name).
//
// 1. The real workspace: fixture code linted with lintText at file paths inside the real projects
//    (the files do not exist; nothing is written under apps/ or libs/).
// 2. The planned workspace: every library and app of the architecture (most do not exist yet) as
//    package.json files in a temporary copy, and the full source x target matrix checked against
//    the expectations written below, independently of the config's table. Runs in a child process
//    because Nx takes its workspace root from the process's working directory.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';

const repoRoot = resolve(import.meta.dirname, '../../..');
const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

const RELATIVE =
  'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope';
const onlyTags = (tag: string) => `A project tagged with "${tag}" can only depend on libs tagged with`;
// Against the direction of an existing edge (platform already depends on kernel), the same rule may
// report the cycle instead of the tags: either way the import is an error of the boundary rule.
const againstEdge = (tag: string) => new RegExp(`${onlyTags(tag)}|Circular dependency between`);
const APP_IMPORT = 'Nothing imports an app';
const DEEP_IMPORT = 'Import a Cuvée package by its name only';

describe('module boundaries in the real workspace (lintText)', () => {
  let eslint: ESLint;
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
    return result!.messages;
  };

  beforeAll(async () => {
    eslint = new ESLint({ cwd: repoRoot });
    // Loads the config, which computes the Nx project graph (also from a clean clone, without .nx).
    await eslint.calculateConfigForFile(join(repoRoot, 'libs/kernel/src/index.ts'));
  });

  const denied: [name: string, filePath: string, code: string, ruleId: string, message: string | RegExp][] = [
    [
      'kernel -> platform',
      'libs/kernel/src/__fixture__.ts',
      "export * from '@cuvee/platform';",
      '@nx/enforce-module-boundaries',
      againstEdge('type:kernel'),
    ],
    [
      'kernel test -> platform (tests get type:testing, nothing more)',
      'libs/kernel/src/__tests__/__fixture__.spec.ts',
      "export * from '@cuvee/platform';",
      '@nx/enforce-module-boundaries',
      againstEdge('type:kernel'),
    ],
    [
      'platform -> context',
      'libs/platform/src/__fixture__.ts',
      "export * from '@cuvee/iam';",
      '@nx/enforce-module-boundaries',
      againstEdge('type:platform'),
    ],
    [
      'context -> app by package name',
      'libs/iam/src/__fixture__.ts',
      "import { AppModule } from '@cuvee/api';\nexport const app = AppModule;",
      'no-restricted-imports',
      APP_IMPORT,
    ],
    [
      'context -> app by relative path',
      'libs/iam/src/__fixture__.ts',
      "export * from '../../../apps/api/src/app.module.js';",
      '@nx/enforce-module-boundaries',
      RELATIVE,
    ],
    [
      'app -> app',
      'apps/worker/src/__fixture__.ts',
      "export * from '@cuvee/api';",
      'no-restricted-imports',
      APP_IMPORT,
    ],
    [
      'web app (shop) -> context',
      'apps/shop/src/__fixture__.tsx',
      "import { IamModule } from '@cuvee/iam';\nexport const App = () => <p>{String(IamModule)}</p>;",
      '@nx/enforce-module-boundaries',
      onlyTags('scope:web'),
    ],
    [
      'web app (backoffice) -> platform',
      'apps/backoffice/src/__fixture__.tsx',
      "export * from '@cuvee/platform';",
      '@nx/enforce-module-boundaries',
      onlyTags('scope:web'),
    ],
    [
      'context -> another project by relative path',
      'libs/iam/src/__fixture__.ts',
      "import { PlatformModule } from '../../platform/src/index.js';\nexport const platform = PlatformModule;",
      '@nx/enforce-module-boundaries',
      RELATIVE,
    ],
    [
      'context production code -> testing',
      'libs/iam/src/__fixture__.ts',
      "export * from '@cuvee/testing';",
      '@nx/enforce-module-boundaries',
      onlyTags('type:context'),
    ],
    [
      'app production code -> testing',
      'apps/api/src/__fixture__.ts',
      "export * from '@cuvee/testing';",
      '@nx/enforce-module-boundaries',
      onlyTags('type:app'),
    ],
    [
      "deep import into a context's files",
      'apps/api/src/__fixture__.ts',
      "export * from '@cuvee/iam/src/users/user.entity.js';",
      'no-restricted-imports',
      DEEP_IMPORT,
    ],
    [
      'billing -> sales (sales uses billing, never the other way)',
      'libs/billing/src/__fixture__.ts',
      "export * from '@cuvee/sales';",
      '@nx/enforce-module-boundaries',
      againstEdge('scope:billing'),
    ],
    [
      'deep import into the kernel',
      'libs/iam/src/__fixture__.ts',
      "export * from '@cuvee/kernel/src/locale.js';",
      'no-restricted-imports',
      DEEP_IMPORT,
    ],
    [
      '.only in a test',
      'libs/iam/src/domain/__tests__/__fixture__.spec.ts',
      // Built from parts so that no committed file contains a real focused test.
      `describe.${'only'}('x', () => {\n  it('y', () => {\n    expect(1).toBe(1);\n  });\n});`,
      'no-restricted-properties',
      "'describe.only' is restricted",
    ],
  ];

  it.each(denied)('%s: error', async (_name, filePath, code, ruleId, message) => {
    const messages = await lint(filePath, code);
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId,
        severity: 2,
        message:
          typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
      }),
    );
  });

  const allowed: [name: string, filePath: string, code: string][] = [
    ['context -> platform', 'libs/iam/src/__fixture__.ts', "export * from '@cuvee/platform';"],
    ['context -> kernel', 'libs/iam/src/__fixture__.ts', "export * from '@cuvee/kernel';"],
    ['context -> its own files', 'libs/iam/src/__fixture__.ts', "export * from './domain/password.js';"],
    ['api -> context', 'apps/api/src/__fixture__.ts', "export * from '@cuvee/iam';"],
    ['sales -> billing', 'libs/sales/src/__fixture__.ts', "export * from '@cuvee/billing';"],
    [
      'context -> the Node entry of the kernel',
      'libs/billing/src/__fixture__.ts',
      "export * from '@cuvee/kernel/node';",
    ],
    ['api -> platform', 'apps/api/src/__fixture__.ts', "export * from '@cuvee/platform';"],
    [
      'context test -> testing',
      'libs/iam/src/domain/__tests__/__fixture__.spec.ts',
      "export * from '@cuvee/testing';",
    ],
    ['api e2e -> testing', 'apps/api/test/__fixture__.e2e-spec.ts', "export * from '@cuvee/testing';"],
    ['testing -> context', 'libs/testing/src/__fixture__.ts', "export * from '@cuvee/iam';"],
  ];

  it.each(allowed)('%s: no error', async (_name, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });

  it('knows every project: a type tag with a constraint, and libraries resolvable by name', async () => {
    const { readCachedProjectGraph } = await import('@nx/devkit');
    const config = await eslint.calculateConfigForFile(join(repoRoot, 'libs/kernel/src/index.ts'));
    const [, options] = config.rules['@nx/enforce-module-boundaries'] as [
      unknown,
      { depConstraints: { sourceTag: string }[] },
    ];
    const sourceTags = new Set(options.depConstraints.map((c) => c.sourceTag));
    const problems = Object.values(readCachedProjectGraph().nodes).flatMap((node) => {
      const typeTags = (node.data.tags ?? []).filter((tag) => tag.startsWith('type:'));
      const js = node.data.metadata?.js;
      return [
        typeTags.length !== 1 &&
          `${node.name}: needs exactly one type:* tag, has ${typeTags.join(', ') || 'none'}`,
        typeTags.some((tag) => !sourceTags.has(tag)) &&
          `${node.name}: no constraint for ${typeTags.join(', ')}`,
        !typeTags.includes('type:app') &&
          !js?.packageExports &&
          !js?.packageMain &&
          `${node.name}: no "exports" in package.json, so the Nx rule cannot resolve imports of it`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// The planned workspace. Expectations restate docs/architecture.md "Contexts and their dependencies" on purpose
// (not imported from the config): a wrong row in the config's table fails here.
// ------------------------------------------------------------------------------------------------
const CONTEXTS = [
  'iam',
  'catalogue',
  'crm',
  'messaging',
  'storefront',
  'stock',
  'reservations',
  'billing',
  'sales',
  'purchases',
  'primeur',
  'marketing',
  'accounting',
  'till',
  'customs',
  'partners',
  'analytics',
] as const;
const shared = ['kernel', 'platform'];
const withIam = [...shared, 'iam'];
const ALL_CONTEXTS = [...CONTEXTS, 'wine-club'];
const appUses = [...shared, ...ALL_CONTEXTS, 'api-client', 'migrations'];

interface Project {
  root: string;
  tags: string[];
  /** What its production code may import (project names). Test code may also import testing. */
  uses: readonly string[];
}
const PLANNED: Record<string, Project> = {
  kernel: { root: 'libs/kernel', tags: ['type:kernel', 'scope:shared'], uses: [] },
  platform: { root: 'libs/platform', tags: ['type:platform', 'scope:shared'], uses: ['kernel'] },
  'api-client': { root: 'libs/api-client', tags: ['type:client', 'scope:shared'], uses: ['kernel'] },
  ui: { root: 'libs/ui', tags: ['type:ui', 'scope:shared'], uses: ['kernel', 'api-client'] },
  testing: {
    root: 'libs/testing',
    tags: ['type:testing', 'scope:shared'],
    uses: [...shared, ...ALL_CONTEXTS],
  },
  migrations: {
    root: 'migrations',
    tags: ['type:schema', 'scope:shared'],
    uses: [...shared, ...ALL_CONTEXTS],
  },
  iam: { root: 'libs/iam', tags: [], uses: shared },
  catalogue: { root: '', tags: [], uses: withIam },
  crm: { root: '', tags: [], uses: withIam },
  messaging: { root: '', tags: [], uses: withIam },
  storefront: { root: '', tags: [], uses: withIam },
  stock: { root: '', tags: [], uses: [...withIam, 'catalogue'] },
  reservations: { root: '', tags: [], uses: [...withIam, 'catalogue'] },
  billing: { root: '', tags: [], uses: [...withIam, 'catalogue', 'stock', 'crm'] },
  sales: { root: '', tags: [], uses: [...withIam, 'catalogue', 'stock', 'crm', 'reservations', 'billing'] },
  purchases: { root: '', tags: [], uses: [...withIam, 'catalogue', 'stock', 'crm'] },
  primeur: { root: '', tags: [], uses: [...withIam, 'catalogue', 'stock', 'crm', 'billing'] },
  marketing: { root: '', tags: [], uses: [...withIam, 'crm'] },
  accounting: { root: '', tags: [], uses: [...withIam, 'crm', 'sales', 'billing', 'purchases', 'till'] },
  till: { root: '', tags: [], uses: [...withIam, 'sales', 'billing', 'catalogue', 'stock'] },
  customs: { root: '', tags: [], uses: [...withIam, 'catalogue', 'stock'] },
  partners: {
    root: '',
    tags: [],
    uses: [...withIam, 'messaging', 'catalogue', 'stock', 'crm', 'reservations', 'billing', 'sales'],
  },
  analytics: {
    root: '',
    tags: [],
    uses: [...withIam, 'catalogue', 'crm', 'sales', 'billing', 'purchases', 'marketing', 'reservations'],
  },
  // a context nobody added to the config's table yet: shared only, until someone does
  'wine-club': { root: 'libs/wine-club', tags: ['type:context', 'scope:wine-club'], uses: shared },
  api: { root: 'apps/api', tags: ['type:app', 'scope:api'], uses: appUses },
  worker: { root: 'apps/worker', tags: ['type:app', 'scope:worker'], uses: appUses },
  cli: { root: 'apps/cli', tags: ['type:app', 'scope:cli'], uses: appUses },
  backoffice: {
    root: 'apps/backoffice',
    tags: ['type:app', 'scope:web'],
    uses: ['kernel', 'ui', 'api-client'],
  },
  shop: { root: 'apps/shop', tags: ['type:app', 'scope:web'], uses: ['kernel', 'ui', 'api-client'] },
};
for (const context of CONTEXTS) {
  PLANNED[context] = {
    ...PLANNED[context]!,
    root: `libs/${context}`,
    tags: ['type:context', `scope:${context}`],
  };
}

interface Case {
  source: string;
  target: string;
  test: boolean;
  filePath: string;
  code: string;
}
interface Outcome {
  filePath: string;
  errors: { ruleId: string | null; message: string }[];
}

describe('module boundaries in the planned workspace (every source x target)', () => {
  let workspace: string;
  let outcomes: Outcome[];
  let stderr: string;
  const cases: Case[] = Object.entries(PLANNED).flatMap(([source, { root }]) =>
    Object.keys(PLANNED)
      .filter((target) => target !== source)
      .flatMap((target) =>
        [false, true].map((test) => ({
          source,
          target,
          test,
          filePath: test
            ? `${root}/src/__tests__/imports-${target}.spec.ts`
            : `${root}/src/imports-${target}.ts`,
          code: `export * from '@cuvee/${target}';\n`,
        })),
      ),
  );

  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'cuvee-lint-'));
    const workspaces = [...new Set(Object.values(PLANNED).map(({ root }) => root.replace(/\/[^/]+$/, '/*')))];
    await writeFile(
      join(workspace, 'package.json'),
      JSON.stringify({ name: 'cuvee-lint-fixture', private: true, type: 'module', workspaces }),
    );
    await copyFile(join(repoRoot, 'nx.json'), join(workspace, 'nx.json'));
    await copyFile(join(repoRoot, 'eslint.config.js'), join(workspace, 'eslint.config.js'));
    // The repo's packages, except @cuvee/*, which must resolve to this workspace's own projects.
    await mkdir(join(workspace, 'node_modules/@cuvee'), { recursive: true });
    for (const entry of await readdir(join(repoRoot, 'node_modules'))) {
      if (entry === '@cuvee') continue;
      await symlink(join(repoRoot, 'node_modules', entry), join(workspace, 'node_modules', entry));
    }
    for (const [name, { root, tags }] of Object.entries(PLANNED)) {
      await symlink(join(workspace, root), join(workspace, 'node_modules/@cuvee', name), 'dir');
      await mkdir(join(workspace, root, 'src'), { recursive: true });
      await writeFile(join(workspace, root, 'src/index.ts'), 'export {};\n');
      await writeFile(
        join(workspace, root, 'package.json'),
        JSON.stringify({
          name: `@cuvee/${name}`,
          private: true,
          type: 'module',
          exports: { '.': { types: './src/index.ts', default: './dist/index.js' } },
          nx: { tags },
        }),
      );
    }
    await writeFile(join(workspace, 'cases.json'), JSON.stringify(cases));
    const { stdout, stderr: err } = await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'tools/lint/lint-texts.mjs'), 'cases.json'],
      { cwd: workspace, env: { ...process.env, NX_DAEMON: 'false' }, maxBuffer: 64 << 20 },
    );
    outcomes = JSON.parse(stdout) as Outcome[];
    stderr = err;
  });

  afterAll(async () => {
    if (workspace) await rm(workspace, { recursive: true, force: true });
  });

  it('reports exactly the imports the architecture forbids', () => {
    expect(outcomes).toHaveLength(cases.length);
    const wrong = cases.flatMap((c, i) => {
      const allowed = PLANNED[c.source]!.uses.includes(c.target) || (c.test && c.target === 'testing');
      const errors = outcomes[i]!.errors;
      const boundary = errors.filter((e) => e.ruleId !== null && BOUNDARY_RULES.includes(e.ruleId));
      const other = errors.filter((e) => !boundary.includes(e));
      return [
        ...(allowed === (boundary.length === 0)
          ? []
          : [
              `${c.filePath} -> @cuvee/${c.target}: ${allowed ? 'allowed but reported' : 'forbidden but not reported'}`,
            ]),
        ...other.map((e) => `${c.filePath}: unexpected ${e.ruleId}: ${e.message}`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('warns about a context missing from the table', () => {
    expect(stderr).toContain('scope:wine-club (@cuvee/wine-club) is not in CONTEXT_DEPENDENCIES');
  });
});
