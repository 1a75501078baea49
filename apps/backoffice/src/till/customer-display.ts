import { DISPLAY_BAUD_RATE, displayText } from '@cuvee/kernel';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The customer pole display, written from the till page through the browser's Web Serial API: the
 * same 40 space-padded characters at 9600 baud as `cuvee display test` (the kernel's displayText).
 * A display that fails never stops a sale: every error is only logged.
 */

/** The part of the Web Serial API the display uses (the DOM typings do not carry it yet). */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}
interface SerialLike {
  getPorts(): Promise<SerialPortLike[]>;
  requestPort(): Promise<SerialPortLike>;
}

/** A display's errors never reach the cashier: they go to the browser's console, the till's only log. */
function logDisplayError(what: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the display's failures are only logged, never shown
  console.error(`Customer display: ${what}`, error);
}

const serialOf = (): SerialLike | null => (navigator as Navigator & { serial?: SerialLike }).serial ?? null;

/** Writes one text (two lines of 20 characters) on an open port. */
export async function writeDisplay(port: SerialPortLike, text: string): Promise<void> {
  const writer = port.writable?.getWriter();
  if (!writer) return;
  try {
    // displayText gives printable ASCII only: one byte per character.
    await writer.write(new TextEncoder().encode(displayText(text)));
  } finally {
    writer.releaseLock();
  }
}

export interface CustomerDisplay {
  /** The browser has Web Serial (Chromium on a desktop or a till). */
  readonly supported: boolean;
  readonly connected: boolean;
  /** Asks the cashier to choose the port (a user gesture), opens it at 9600 baud. */
  connect(): Promise<void>;
  show(text: string): void;
}

export function useCustomerDisplay(): CustomerDisplay {
  const port = useRef<SerialPortLike | null>(null);
  const [connected, setConnected] = useState(false);
  const serial = serialOf();

  const open = useCallback(async (chosen: SerialPortLike) => {
    try {
      await chosen.open({ baudRate: DISPLAY_BAUD_RATE });
      port.current = chosen;
      setConnected(true);
    } catch (error) {
      logDisplayError('the port did not open', error);
    }
  }, []);

  // A port granted on an earlier visit opens by itself.
  useEffect(() => {
    if (!serial) return;
    serial
      .getPorts()
      .then((ports) => (ports[0] ? open(ports[0]) : undefined))
      .catch((error: unknown) => logDisplayError('ports unavailable', error));
  }, [serial, open]);

  return {
    supported: serial !== null,
    connected,
    connect: async () => {
      if (!serial) return;
      try {
        await open(await serial.requestPort());
      } catch (error) {
        logDisplayError('no port chosen', error);
      }
    },
    show: (text) => {
      const current = port.current;
      if (!current) return;
      writeDisplay(current, text).catch((error: unknown) => logDisplayError('the write failed', error));
    },
  };
}
