import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * A device on a serial port of the till (the customer display, a receipt printer), through the
 * browser's Web Serial API (Chromium). A device that fails never stops a sale: its errors are only
 * logged.
 */

/** The part of the Web Serial API used here (the DOM typings do not carry it yet). */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}
interface SerialLike {
  getPorts(): Promise<SerialPortLike[]>;
  requestPort(): Promise<SerialPortLike>;
}

/** A device's errors never reach the cashier: they go to the browser's console, the till's only log. */
function logError(device: string, what: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the devices' failures are only logged, never shown
  console.error(`${device}: ${what}`, error);
}

const serialOf = (): SerialLike | null => (navigator as Navigator & { serial?: SerialLike }).serial ?? null;

export interface SerialDevice {
  /** The browser has Web Serial. */
  readonly supported: boolean;
  readonly connected: boolean;
  /** Asks the cashier to choose the port (a user gesture), opens it. */
  connect(): Promise<void>;
  /** Sends bytes; a failure is logged. */
  write(bytes: Uint8Array): void;
}

/**
 * `device` names it in the log; `reopenGranted`: a port granted on an earlier visit opens by itself
 * (the display, the till's one serial device in most setups; a printer is chosen each session).
 */
export function useSerialDevice(device: string, baudRate: number, reopenGranted: boolean): SerialDevice {
  const port = useRef<SerialPortLike | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [connected, setConnected] = useState(false);
  const serial = serialOf();

  const open = useCallback(
    async (chosen: SerialPortLike) => {
      try {
        await chosen.open({ baudRate });
        port.current = chosen;
        setConnected(true);
      } catch (error) {
        logError(device, 'the port did not open', error);
      }
    },
    [device, baudRate],
  );

  useEffect(() => {
    if (!serial || !reopenGranted) return;
    serial
      .getPorts()
      .then((ports) => (ports[0] ? open(ports[0]) : undefined))
      .catch((error: unknown) => logError(device, 'ports unavailable', error));
  }, [serial, reopenGranted, open, device]);

  return {
    supported: serial !== null,
    connected,
    connect: async () => {
      if (!serial) return;
      try {
        await open(await serial.requestPort());
      } catch (error) {
        logError(device, 'no port chosen', error);
      }
    },
    write: (bytes) => {
      // One write at a time: a port's stream takes a single writer.
      queue.current = queue.current
        .then(async () => {
          const writer = port.current?.writable?.getWriter();
          if (!writer) return;
          try {
            await writer.write(bytes);
          } finally {
            writer.releaseLock();
          }
        })
        .catch((error: unknown) => logError(device, 'the write failed', error));
    },
  };
}
