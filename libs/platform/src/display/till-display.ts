/*
 * The customer pole display of a till (GLOSSARY "Afficheur"): 2 lines of 20 characters, written as one
 * block of 40 space-padded characters at 9600 baud.
 */

export const DISPLAY_LINE_LENGTH = 20;
export const DISPLAY_LINES = 2;
export const DISPLAY_BAUD_RATE = 9600;

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

/**
 * Displays show plain ASCII: accents are dropped (é → e), the euro sign becomes EUR and any other
 * character outside printable ASCII a question mark.
 */
function displayable(text: string): string {
  return text
    .replace(/€/g, 'EUR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '?');
}

/**
 * The 40 characters sent for `text`: two lines of exactly 20, each cut or padded with spaces. A line
 * break (or `|`) separates the two lines; without one the text runs on from the first line to the second.
 */
export function displayText(text: string): string {
  const explicit = text.split(/\r?\n|\|/);
  const lines =
    explicit.length > 1
      ? explicit.slice(0, DISPLAY_LINES).map((line) => displayable(line.trim()))
      : [
          displayable(text.trim()).slice(0, DISPLAY_LINE_LENGTH),
          displayable(text.trim()).slice(DISPLAY_LINE_LENGTH),
        ];
  return Array.from({ length: DISPLAY_LINES }, (_, index) =>
    (lines[index] ?? '').slice(0, DISPLAY_LINE_LENGTH).padEnd(DISPLAY_LINE_LENGTH, ' '),
  ).join('');
}

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
