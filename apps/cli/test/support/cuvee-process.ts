import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** What a run of the command line gave back. */
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The built command line (`npm run build`); `bin/cuvee.js` is its launcher. */
export const BUILT_CLI = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The environment of a run as cron or CI gives it: no terminal, quiet logs, and what the test adds. */
export function commandEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    CI: 'true',
    LOG_LEVEL: 'silent',
    ...extra,
  };
}

/** Runs `cuvee` in a new Node process with exactly `env`; a failure is an outcome, never a throw. */
export async function runCuvee(
  args: readonly string[],
  env: Record<string, string>,
  binary = BUILT_CLI,
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [binary, ...args], {
      env,
      maxBuffer: 10_000_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as Outcome;
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/**
 * Runs `cuvee` in this process through the entry `main.ts` calls (`run`), with exactly `env` and the
 * output captured: the same commands without a new Node process loading the whole application each
 * time (some three seconds of a core per command). How the built binary starts, exits and reads its
 * environment is cuvee-binary.e2e-spec.ts's part. The database commands draw their steps with Ink on
 * the process's own terminal: run those with `runCuvee`.
 */
export async function runCuveeHere(args: readonly string[], env: Record<string, string>): Promise<Outcome> {
  const { run } = await import('../../src/program.js');
  let stdout = '';
  let stderr = '';
  const code = await run(['node', 'cuvee', ...args], {
    env,
    writeOut: (text) => (stdout += text),
    writeErr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
