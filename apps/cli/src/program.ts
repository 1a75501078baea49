import { Command, CommanderError, Option } from 'commander';
import { languageFrom, type Locale } from '@cuvee/kernel';
import { APP_VERSION, AppConfig, ConfigError } from '@cuvee/platform';
import { cliMessages } from './cli-messages.js';
import { dbCheck } from './commands/db-check.js';
import { dbMigrate } from './commands/db-migrate.js';
import { dbSeed } from './commands/db-seed.js';
import { EXIT } from './exit-codes.js';

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
    .action(async () => setExit((await dbMigrate(config(), messages)) ? EXIT.ok : EXIT.failure));
  db.command('seed')
    .description(messages.dbSeed)
    .action(async () => setExit((await dbSeed(config(), messages)) ? EXIT.ok : EXIT.failure));
  db.command('check')
    .description(messages.dbCheck)
    .option('--mysql-url <url>', messages.mysqlUrlOption)
    .action(async (options: { mysqlUrl?: string }) =>
      setExit(
        (await dbCheck(options.mysqlUrl ?? (io.env.DB_URL || undefined), messages)) ? EXIT.ok : EXIT.failure,
      ),
    );
  return program;
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
