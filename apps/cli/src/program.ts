import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { languageFrom, type Locale } from '@cuvee/kernel';
import { APP_VERSION, AppConfig, ConfigError } from '@cuvee/platform/startup';
import { backupMessages } from './backup-messages.js';
import { cliMessages } from './cli-messages.js';
import type { FecOptions, JournalOptions } from './commands/accounting.js';
import type { ExportOptions } from './commands/exports.js';
import type { DrmOptions } from './commands/drm.js';
import type { CommandIo } from './commands/imports.js';
import type { CreateAdminOptions } from './commands/users.js';
import { EXIT } from './exit-codes.js';
import { operationsMessages } from './operations-messages.js';

/*
 * Each command's module is imported when the command runs: they bring the engines (NestJS, TypeORM,
 * the contexts) with them, and `cuvee --help` or a usage error should answer without loading them.
 */
const commands = {
  billing: () => import('./commands/billing.js'),
  accounting: () => import('./commands/accounting.js'),
  till: () => import('./commands/till.js'),
  dbBackup: () => import('./commands/db-backup.js'),
  dbCheck: () => import('./commands/db-check.js'),
  dbMigrate: () => import('./commands/db-migrate.js'),
  dbSeed: () => import('./commands/db-seed.js'),
  display: () => import('./commands/display-test.js'),
  drm: () => import('./commands/drm.js'),
  dutyRates: () => import('./commands/duty-rates.js'),
  exports: () => import('./commands/exports.js'),
  imports: () => import('./commands/imports.js'),
  maintenance: () => import('./commands/maintenance.js'),
  privacy: () => import('./commands/privacy.js'),
  users: () => import('./commands/users.js'),
};

/** --lang wins, then CUVEE_LANG, then the system's LANG: "en" anywhere means English, else French. */
export function localeOf(argv: string[], env: NodeJS.ProcessEnv): Locale {
  const index = argv.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const flag =
    index < 0 ? undefined : argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  return languageFrom(flag ?? env.CUVEE_LANG, env.LANG);
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  writeOut(text: string): void;
  writeErr(text: string): void;
}

/** The `cuvee` command tree. Each command's action resolves to its exit code. */
export function buildProgram(locale: Locale, io: CliIo, setExit: (code: number) => void): Command {
  const messages = cliMessages(locale);
  const config = () => AppConfig.fromEnv(io.env);
  const program = new Command('cuvee')
    .description(messages.description)
    .version(APP_VERSION, '-V, --version', messages.versionOption)
    .helpOption('-h, --help', messages.helpOption)
    .helpCommand('help [command]', messages.helpCommand)
    .addOption(new Option('--lang <lang>', messages.langOption).choices(['fr', 'en']))
    .configureHelp({ styleTitle: (title) => messages.titles[title] ?? title })
    .configureOutput({ writeOut: io.writeOut, writeErr: io.writeErr })
    .exitOverride()
    .showHelpAfterError();

  const db = program.command('db').description(messages.db).helpOption('-h, --help', messages.helpOption);
  db.command('migrate')
    .description(messages.dbMigrate)
    .action(async () =>
      setExit((await (await commands.dbMigrate()).dbMigrate(config(), messages)) ? EXIT.ok : EXIT.failure),
    );
  db.command('seed')
    .description(messages.dbSeed)
    .action(async () =>
      setExit((await (await commands.dbSeed()).dbSeed(config(), messages)) ? EXIT.ok : EXIT.failure),
    );
  db.command('check')
    .description(messages.dbCheck)
    .option('--mysql-url <url>', messages.mysqlUrlOption)
    .action(async (options: { mysqlUrl?: string }) =>
      setExit(
        (await (await commands.dbCheck()).dbCheck(options.mysqlUrl ?? (io.env.DB_URL || undefined), messages))
          ? EXIT.ok
          : EXIT.failure,
      ),
    );
  const backup = backupMessages(locale);
  db.command('backup')
    .description(backup.dbBackup)
    .option('--output <file>', backup.outputOption)
    .action(async (options: { output?: string }) =>
      setExit(
        (await (await commands.dbBackup()).dbBackup(config(), options, backup)) ? EXIT.ok : EXIT.failure,
      ),
    );
  db.command('restore')
    .description(backup.dbRestore)
    .argument('<file>', backup.fileArgument)
    .option('--force', backup.forceOption)
    .action(async (file: string, options: { force?: boolean }) =>
      setExit(
        (await (await commands.dbBackup()).dbRestore(config(), file, options, backup))
          ? EXIT.ok
          : EXIT.failure,
      ),
    );
  addOperations(program, locale, io, config, setExit);
  return program;
}

const positiveId = (value: string): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidArgumentError(value);
  return id;
};

/** import, export, billing, till, maintenance and display: the operations commands. */
function addOperations(
  program: Command,
  locale: Locale,
  io: CliIo,
  config: () => AppConfig,
  setExit: (code: number) => void,
): void {
  const messages = cliMessages(locale);
  const ops = operationsMessages(locale);
  const commandIo: CommandIo = { locale, messages: ops, writeOut: io.writeOut, writeErr: io.writeErr };
  const group = (name: string, description: string) =>
    program.command(name).description(description).helpOption('-h, --help', messages.helpOption);

  const imports = group('import', ops.import);
  for (const kind of ['products', 'clients', 'stock', 'price-lists', 'events']) {
    imports
      .command(`${kind} <file>`)
      .description(ops.importFile(kind))
      .option('--shop <code>', ops.shopOption)
      .option('--dry-run', ops.dryRunOption)
      .option('--strict', ops.strictOption)
      .option('--mapping <file>', ops.mappingOption)
      .action(
        async (
          file: string,
          options: { shop?: string; dryRun?: boolean; strict?: boolean; mapping?: string },
        ) => setExit(await (await commands.imports()).importFile(config(), kind, file, options, commandIo)),
      );
  }
  imports
    .command('list')
    .description(ops.importList)
    .option('--shop <code>', ops.shopOption)
    .action(async (options: { shop?: string }) =>
      setExit(await (await commands.imports()).importList(config(), options, commandIo)),
    );
  imports
    .command('status <id>')
    .description(ops.importStatus)
    .action(async (id: string) =>
      setExit(await (await commands.imports()).importStatus(config(), positiveId(id), commandIo)),
    );
  imports
    .command('revert <id>')
    .description(ops.importRevert)
    .action(async (id: string) =>
      setExit(await (await commands.imports()).importRevert(config(), positiveId(id), commandIo)),
    );

  group('export', ops.export)
    .argument('<kind>', ops.kindArgument)
    .addOption(new Option('--format <format>', ops.formatOption).choices(['csv', 'xlsx']).default('csv'))
    .option('--shop <code>', ops.shopOption)
    .option('--output <file>', ops.outputOption)
    .option('--from <day>', ops.fromOption)
    .option('--to <day>', ops.toOption)
    .option('--warehouse <id>', ops.warehouseOption)
    .option('--type <type>', ops.typeOption)
    .option('--client <id>', ops.clientOption)
    .action(async (kind: string, options: ExportOptions) =>
      setExit(await (await commands.exports()).exportKind(config(), kind, options, commandIo)),
    );

  group('billing', ops.billing)
    .command('verify')
    .description(ops.billingVerify)
    .option('--shop <code>', ops.shopOption)
    .action(async (options: { shop?: string }) =>
      setExit(await (await commands.billing()).billingVerify(config(), options, commandIo)),
    );

  const accounting = group('accounting', ops.accounting);
  accounting
    .command('fec')
    .description(ops.accountingFec)
    .option('--shop <code>', ops.shopOption)
    .option('--from <day>', ops.fecFromOption)
    .option('--to <day>', ops.fecToOption)
    .option('--separator <separator>', ops.separatorOption)
    .option('--output <file>', ops.fileOutputOption)
    .action(async (options: FecOptions) =>
      setExit(await (await commands.accounting()).accountingFec(config(), options, commandIo)),
    );
  accounting
    .command('journal')
    .description(ops.accountingJournal)
    // The formats of @cuvee/accounting's SOFTWARE_FORMATS, written out: help loads no context.
    .addOption(
      new Option('--format <format>', ops.softwareOption)
        .choices(['quadra', 'sage', 'ebp'])
        .makeOptionMandatory(),
    )
    .option('--shop <code>', ops.shopOption)
    .option('--from <day>', ops.fecFromOption)
    .option('--to <day>', ops.fecToOption)
    .option('--output <file>', ops.fileOutputOption)
    .action(async (options: JournalOptions) =>
      setExit(await (await commands.accounting()).accountingJournal(config(), options, commandIo)),
    );
  accounting
    .command('verify')
    .description(ops.accountingVerify)
    .option('--shop <code>', ops.shopOption)
    .action(async (options: { shop?: string }) =>
      setExit(await (await commands.accounting()).accountingVerify(config(), options, commandIo)),
    );

  const till = group('till', ops.till);
  till
    .command('verify')
    .description(ops.tillVerify)
    .option('--shop <code>', ops.shopOption)
    .option('--archive <file>', ops.archiveOption)
    .action(async (options: { shop?: string; archive?: string }) =>
      setExit(await (await commands.till()).tillVerify(config(), options, commandIo)),
    );
  till
    .command('archive')
    .description(ops.tillArchive)
    .requiredOption('--point <id>', ops.pointOption)
    .requiredOption('--closure <sequence>', ops.closureOption)
    .option('--output <file>', ops.outputOption)
    .action(async (options: { point: string; closure: string; output?: string }) =>
      setExit(
        await (
          await commands.till()
        ).tillArchive(
          config(),
          { point: positiveId(options.point), closure: positiveId(options.closure), output: options.output },
          commandIo,
        ),
      ),
    );

  group('drm', ops.drm)
    .command('generate')
    .description(ops.drmGenerate)
    .option('--shop <code>', ops.shopOption)
    .requiredOption('--month <month>', ops.monthOption)
    .addOption(
      new Option('--format <format>', ops.formatOption).choices(['xml', 'csv', 'pdf']).default('xml'),
    )
    .option('--output <file>', ops.outputOption)
    .action(async (options: DrmOptions) =>
      setExit(await (await commands.drm()).drmGenerate(config(), options, commandIo)),
    );

  group('duty-rates', ops.dutyRates)
    .command('load')
    .description(ops.dutyRatesLoad)
    .argument('<file>', ops.dutyRatesFile)
    .action(async (file: string) =>
      setExit(await (await commands.dutyRates()).dutyRatesLoad(config(), file, commandIo)),
    );

  const maintenance = group('maintenance', ops.maintenance);
  maintenance
    .command('banner')
    .description(ops.maintenanceBanner)
    .option('--start <date>', ops.startOption)
    .option('--end <date>', ops.endOption)
    .action(async (options: { start?: string; end?: string }) =>
      setExit(await (await commands.maintenance()).maintenanceBanner(config(), options, commandIo)),
    );
  maintenance
    .command('page')
    .description(ops.maintenancePage)
    .addArgument(new Argument('<state>', ops.stateArgument).choices(['on', 'off']))
    .option('--until <date>', ops.untilOption)
    .action(async (state: 'on' | 'off', options: { until?: string }) =>
      setExit(await (await commands.maintenance()).maintenancePage(config(), state, options, commandIo)),
    );
  maintenance
    .command('status')
    .description(ops.maintenanceStatus)
    .action(async () => setExit(await (await commands.maintenance()).maintenanceStatus(config(), commandIo)));

  group('display', ops.display)
    .command('test')
    .description(ops.displayTest)
    .argument('[text]', ops.textArgument)
    .option('--port <path>', ops.portOption)
    .action(async (text: string | undefined, options: { port?: string }) =>
      setExit(await (await commands.display()).displayTest(text, options, { ...commandIo, env: io.env })),
    );

  const privacy = group('privacy', ops.privacy);
  privacy
    .command('erase <client>')
    .description(ops.privacyErase)
    .option('--shop <code>', ops.shopOption)
    .option('--dry-run', ops.erasureDryRunOption)
    .action(async (client: string, options: { shop?: string; dryRun?: boolean }) =>
      setExit(
        await (await commands.privacy()).privacyErase(config(), positiveId(client), options, commandIo),
      ),
    );
  privacy
    .command('retention')
    .description(ops.privacyRetention)
    .action(async () => setExit(await (await commands.privacy()).privacyRetention(config(), commandIo)));

  const users = group('users', ops.users);
  users
    .command('create-admin <email>')
    .description(ops.usersCreateAdmin)
    .option('--password <password>', ops.passwordOption)
    .option('--firstname <name>', ops.firstnameOption)
    .option('--lastname <name>', ops.lastnameOption)
    .action(async (email: string, options: CreateAdminOptions) =>
      setExit(
        await (await commands.users()).createAdmin(config(), email, options, { ...commandIo, env: io.env }),
      ),
    );
  users
    .command('block <email>')
    .description(ops.usersBlock)
    .action(async (email: string) =>
      setExit(await (await commands.users()).blockUser(config(), email, commandIo)),
    );
  users
    .command('data <email>')
    .description(ops.usersData)
    .option('--output <file>', ops.fileOutputOption)
    .action(async (email: string, options: { output?: string }) =>
      setExit(await (await commands.users()).accountData(config(), email, options, commandIo)),
    );
  users
    .command('erase <email>')
    .description(ops.usersErase)
    .action(async (email: string) =>
      setExit(await (await commands.users()).eraseUser(config(), email, commandIo)),
    );
}

/** Parses and runs; never throws: returns the exit code. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = buildProgram(localeOf(argv, io.env), io, (code) => (exitCode = code));
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit through here with code 0; anything else is a usage error.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.writeErr(
      `${error instanceof ConfigError ? error.message : String((error as Error).message ?? error)}\n`,
    );
    return EXIT.failure;
  }
}
