import { writeToDisplay, type OpenDisplayPort } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';

export const DEFAULT_DISPLAY_PORT = '/dev/ttyUSB0';
const DEFAULT_TEXT = 'Cuvee|Afficheur OK';

/**
 * `cuvee display test [--port PATH] [TEXT]`: writes 40 space-padded characters at 9600 baud. A port
 * that does not exist or cannot be opened: a clear message and exit code 1.
 */
export async function displayTest(
  text: string | undefined,
  options: { port?: string },
  io: CommandIo & { env: NodeJS.ProcessEnv },
  open?: OpenDisplayPort,
): Promise<number> {
  const port = options.port ?? (io.env.CUVEE_DISPLAY_PORT || DEFAULT_DISPLAY_PORT);
  try {
    const sent = await writeToDisplay(text ?? DEFAULT_TEXT, { path: port, ...(open ? { open } : {}) });
    io.writeOut(`${io.messages.displayed(sent, port)}\n`);
    return EXIT.ok;
  } catch (error) {
    io.writeErr(
      `${io.messages.displayFailed(port, error instanceof Error ? error.message : String(error))}\n`,
    );
    return EXIT.failure;
  }
}
