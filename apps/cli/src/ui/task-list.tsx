import { Box, Text, render } from 'ink';

export type TaskState = 'pending' | 'running' | 'done' | 'failed';

export interface TaskView {
  title: string;
  state: TaskState;
  /** What the task found or why it failed, shown under its title. */
  detail?: string[];
}

const MARK: Record<TaskState, { symbol: string; color: string }> = {
  pending: { symbol: '·', color: 'gray' },
  running: { symbol: '…', color: 'cyan' },
  done: { symbol: '✔', color: 'green' },
  failed: { symbol: '✖', color: 'red' },
};

/** The steps of a command with their state; the one way every command shows progress. */
export function TaskList({ tasks }: { tasks: TaskView[] }) {
  return (
    <Box flexDirection="column">
      {tasks.map((task, index) => (
        <Box key={index} flexDirection="column">
          <Text>
            <Text color={MARK[task.state].color}>{MARK[task.state].symbol}</Text> {task.title}
          </Text>
          {(task.detail ?? []).map((line, lineIndex) => (
            <Text key={lineIndex} color={task.state === 'failed' ? 'red' : 'gray'}>
              {'  '}
              {line}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  );
}

export interface Task {
  title: string;
  /**
   * Returns the lines to show under the title; throwing marks the task failed and stops the list. A long
   * task reports where it stands through `progress`, shown under its title while it runs.
   */
  run(progress: (line: string) => void): Promise<string[] | void>;
  /** A task that reports a problem without throwing (e.g. schema drift) returns false here. */
  ok?: () => boolean;
}

/** A progress line redraws the list at most this often: a dump reports every few rows. */
const PROGRESS_EVERY_MS = 100;

/** Runs tasks one after the other, redrawing the list as each starts and ends; true when all succeeded. */
export async function runTasks(tasks: Task[], stdout: NodeJS.WriteStream = process.stdout): Promise<boolean> {
  const views: TaskView[] = tasks.map((task) => ({ title: task.title, state: 'pending' }));
  const ink = render(<TaskList tasks={views} />, { stdout, patchConsole: false });
  const redraw = () => ink.rerender(<TaskList tasks={views.map((view) => ({ ...view }))} />);
  let success = true;
  for (const [index, task] of tasks.entries()) {
    const view = views[index]!;
    view.state = 'running';
    redraw();
    let drawnAt = 0;
    const progress = (line: string) => {
      view.detail = [line];
      if (Date.now() - drawnAt < PROGRESS_EVERY_MS) return;
      drawnAt = Date.now();
      redraw();
    };
    try {
      view.detail = (await task.run(progress)) ?? [];
      view.state = task.ok && !task.ok() ? 'failed' : 'done';
    } catch (error) {
      view.state = 'failed';
      view.detail = [error instanceof Error ? error.message : String(error)];
    }
    redraw();
    if (view.state === 'failed') {
      success = false;
      break;
    }
  }
  ink.unmount();
  await ink.waitUntilExit();
  return success;
}
