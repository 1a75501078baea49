import type { ReadStream } from 'node:tty';
import nodePty from '@lydell/node-pty';

/*
 * A pseudo-terminal standing in for a serial device (the till's customer display): a program opens
 * `path` (the terminal side, /dev/pts/N) as it would open /dev/ttyUSB0, and the test reads what it wrote
 * on the other side. Made with node-pty's openpty, whose binary ships inside its npm package.
 */

/** openpty as node-pty's JavaScript has it; its type declarations leave it out. */
interface OpenedPty {
  readonly ptsName: string;
  readonly master: ReadStream;
  readonly slave: ReadStream;
}
const { open } = nodePty as unknown as { open(options: { encoding: null }): OpenedPty };

export interface PseudoTerminal {
  /** The device path a program writes to. */
  readonly path: string;
  /** The next `length` bytes written to the device; rejects after `timeoutMs`. */
  read(length: number, timeoutMs?: number): Promise<Buffer>;
  close(): void;
}

export function openPseudoTerminal(): PseudoTerminal {
  const pty = open({ encoding: null });
  let received = Buffer.alloc(0);
  let waiting: (() => void) | null = null;
  pty.master.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    waiting?.();
  });
  return {
    path: pty.ptsName,
    read(length, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = null;
          reject(new Error(`${pty.ptsName}: ${received.length} of ${length} bytes after ${timeoutMs} ms`));
        }, timeoutMs);
        waiting = () => {
          if (received.length < length) return;
          clearTimeout(timer);
          waiting = null;
          const bytes = received.subarray(0, length);
          received = received.subarray(length);
          resolve(bytes);
        };
        waiting();
      });
    },
    // Never node-pty's destroy() or kill(): with no child process of its own, an opened pty would
    // send SIGHUP to pid -1, that is every process the user may signal.
    close() {
      pty.master.destroy();
      pty.slave.destroy();
    },
  };
}
