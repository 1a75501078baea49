import { schema } from '@cuvee/migrations';
import { checkSchema } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { runTasks, type Task } from '../ui/task-list.js';

/**
 * `cuvee db check`: every migration applied to an empty database of each engine must give exactly the
 * schema the entities describe. SQLite is always checked; MySQL/MariaDB when a server is given.
 */
export async function dbCheck(mysqlServerUrl: string | undefined, messages: CliMessages): Promise<boolean> {
  const targets = [
    { engine: 'sqlite' as const },
    ...(mysqlServerUrl ? [{ engine: 'mysql' as const, serverUrl: mysqlServerUrl }] : []),
  ];
  const tasks: Task[] = targets.map((target) => {
    let drift: string[] = [];
    return {
      title: messages.checking(target.engine),
      run: async () => {
        drift = (await checkSchema(target, schema)).drift;
        return drift.length ? [messages.drift(drift.length), ...drift] : [messages.inStep];
      },
      ok: () => drift.length === 0,
    };
  });
  const ok = await runTasks(tasks);
  if (!mysqlServerUrl) console.warn(messages.skippedMysql);
  return ok;
}
