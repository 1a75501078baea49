import { render } from 'ink';
import type { OperationsMessages } from '../operations-messages.js';
import { ImportProgress, progressLine, type ProgressView } from './import-progress.js';

/** Where a long command reports its progress: a live Ink view in a terminal, plain lines otherwise. */
export interface ProgressOutput {
  update(view: ProgressView): void;
  done(): Promise<void>;
}

export function progressOutput(
  messages: OperationsMessages,
  writeOut: (text: string) => void,
  stdout: NodeJS.WriteStream = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): ProgressOutput {
  if (!stdout.isTTY || env.CI) {
    let last = '';
    return {
      update(view) {
        const line = progressLine(view, messages);
        if (line !== last) writeOut(`${line}\n`);
        last = line;
      },
      done: async () => undefined,
    };
  }
  let ink: ReturnType<typeof render> | undefined;
  return {
    update(view) {
      const element = <ImportProgress view={{ ...view }} messages={messages} />;
      if (ink) ink.rerender(element);
      else ink = render(element, { stdout, patchConsole: false });
    },
    async done() {
      if (!ink) return;
      ink.unmount();
      await ink.waitUntilExit();
    },
  };
}
