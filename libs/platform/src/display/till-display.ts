/*
 * The customer pole display of a till (GLOSSARY "Afficheur"): 2 lines of 20 characters, written as one
 * block of 40 space-padded characters at 9600 baud.
 */

import { DISPLAY_BAUD_RATE, displayText } from '@cuvee/kernel';

// The text rules live in the kernel: the back office's till writes the same 40 characters from the browser.
export { DISPLAY_BAUD_RATE, displayText };

/** The part of a serial port the display needs (serialport's streams, real or mock). */
export interface DisplayPort {
  open(callback: (error: Error | null) => void): void;
  write(data: Buffer, callback: (error: Error | null | undefined) => void): boolean;
  drain(callback: (error: Error | null) => void): void;
  close(callback: (error: Error | null) => void): void;
  readonly isOpen: boolean;
}

export type OpenDisplayPort = (options: {
  path: string;
  baudRate: number;
}) => DisplayPort | Promise<DisplayPort>;

/** The real port, its native binding loaded on first use only; tests give serialport's mock instead. */
export const openSerialPort: OpenDisplayPort = async ({ path, baudRate }) => {
  const { SerialPort } = await import('serialport');
  return new SerialPort({ path, baudRate, autoOpen: false });
};

function call(action: (callback: (error: Error | null | undefined) => void) => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    action((error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Opens the port at 9600 baud, writes the 40 characters, waits until they have left, closes. A port
 * that does not exist or cannot be opened rejects with the system's reason.
 */
export async function writeToDisplay(
  text: string,
  options: { path: string; open?: OpenDisplayPort },
): Promise<string> {
  const payload = displayText(text);
  const port = await (options.open ?? openSerialPort)({ path: options.path, baudRate: DISPLAY_BAUD_RATE });
  await call((done) => port.open(done));
  try {
    await call((done) => port.write(Buffer.from(payload, 'ascii'), done));
    await call((done) => port.drain(done));
  } finally {
    if (port.isOpen) await call((done) => port.close(done));
  }
  return payload;
}
