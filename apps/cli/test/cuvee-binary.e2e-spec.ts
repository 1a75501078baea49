import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  createScratchDatabase,
  openDataSource,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { commandEnv, runCuvee, type Outcome } from './support/cuvee-process.js';

// Runs the `cuvee` command as npm links it (its bin, which loads the build npm test made first), as
// an operator would.
const binary = fileURLToPath(new URL('../bin/cuvee.js', import.meta.url));
const cuvee = (args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  runCuvee(args, commandEnv(env), binary);

test('npm ci links the command, so `npx cuvee` works before and after a build', () => {
  const linked = fileURLToPath(new URL('../../../node_modules/.bin/cuvee', import.meta.url));
  expect(realpathSync(linked)).toBe(realpathSync(binary));
});

describe('cuvee --help', () => {
  test('is French by default', async () => {
    const { code, stdout } = await cuvee(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Utilisation : cuvee');
    expect(stdout).toContain('gérer la base de données');
    expect(stdout).toContain("afficher l'aide");
  });

  test('is English with --lang en or an English LANG', async () => {
    for (const [args, env] of [
      [['--lang', 'en', 'db', '--help'], {}],
      [['db', '--help'], { LANG: 'en_GB.UTF-8' }],
    ] as const) {
      const { code, stdout } = await cuvee([...args], env);
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: cuvee db');
      expect(stdout).toContain('apply the pending migrations');
    }
  });

  test('answers without loading the engines: NestJS, TypeORM and the contexts load with a command', async () => {
    // A resolve hook lists every module the process asks for while `cuvee --help` runs.
    const program = new URL('../dist/program.js', import.meta.url).href;
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ resolve: (specifier, context, next) => { const found = next(specifier, context); loaded.push(found.url); return found; } });
      const { run } = await import(${JSON.stringify(program)});
      const code = await run(['node', 'cuvee', '--help'], { env: {}, writeOut: () => {}, writeErr: () => {} });
      console.log(JSON.stringify({ code, loaded }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    const { code, loaded } = JSON.parse(stdout) as { code: number; loaded: string[] };
    expect(code).toBe(0);
    expect(loaded.some((url) => url.includes('/commander/'))).toBe(true);
    const engines =
      /\/node_modules\/(@nestjs|typeorm|mysql2|better-sqlite3|bullmq|exceljs)\/|\/libs\/(sales|crm|iam|stock|catalogue)\//;
    expect(loaded.filter((url) => engines.test(url))).toEqual([]);
  });

  test('prints the version', async () => {
    const { code, stdout } = await cuvee(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('exit codes scripts can rely on', () => {
  test('2 for an unknown command', async () => {
    const { code, stderr } = await cuvee(['db', 'destroy']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown command|commande inconnue/i);
  });

  test('1 with a one-line message when the database cannot be reached', async () => {
    const { code, stdout } = await cuvee(['db', 'migrate'], { DB_URL: 'mysql://root@127.0.0.1:1/cuvee' });
    expect(code).toBe(1);
    expect(stdout).toContain('Base de données injoignable (mysql://root@127.0.0.1:1/cuvee) : ECONNREFUSED');
  });

  test('1 with the variable named when the configuration is wrong', async () => {
    const { code, stderr } = await cuvee(['db', 'migrate'], { DB_URL: 'postgres://localhost/cuvee' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration invalide : DB_URL doit commencer par mysql:// ou mariadb://');
  });
});

describe('cuvee db', () => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(scratchTargetFromEnv(), 'cli');
  });
  afterAll(() => scratch.drop());

  test('migrate applies the migrations, then finds none pending', async () => {
    const first = await cuvee(['db', 'migrate'], scratch.env);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /✔ Application des migrations\n\s+\d+ migration\(s\) appliquée\(s\) : Initial\d+/,
    );
    const second = await cuvee(['db', 'migrate'], scratch.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Aucune migration en attente');
  });

  test('seed creates the demo accounts once, however often it runs', async () => {
    for (let run = 0; run < 2; run++) {
      const { code, stdout } = await cuvee(['db', 'seed'], scratch.env);
      expect(code).toBe(0);
      expect(stdout).toContain('Boutique de démonstration : Domaine des Demoiselles (DEMO)');
      expect(stdout).toContain('proprietaire@cuvee.demo / Cuvee2026');
    }
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const [{ users }] = (await dataSource.query('SELECT COUNT(*) AS users FROM users')) as {
        users: number | string;
      }[];
      const [{ shops }] = (await dataSource.query('SELECT COUNT(*) AS shops FROM shops')) as {
        shops: number | string;
      }[];
      // Six demo accounts (owner, collaborator, agent, buyer, admin, second owner) and two shops.
      expect([Number(users), Number(shops)]).toEqual([6, 2]);
    } finally {
      await dataSource.destroy();
    }
  });

  test('check passes when migrations and entities agree', async () => {
    const { code, stdout } = await cuvee(['db', 'check'], { DB_URL: process.env.DB_URL ?? '' });
    expect(code).toBe(0);
    expect(stdout).toContain('✔ Vérification du schéma sqlite');
    if (process.env.DB_URL) expect(stdout).toContain('✔ Vérification du schéma mysql');
  });
});
