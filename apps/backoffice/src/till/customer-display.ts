import { DISPLAY_BAUD_RATE, displayText } from '@cuvee/kernel';
import { useSerialDevice, type SerialDevice } from './serial-device';

/*
 * The customer pole display, written from the till page: the same 40 space-padded characters at
 * 9600 baud as `cuvee display test` (the kernel's displayText).
 */

export interface CustomerDisplay extends Omit<SerialDevice, 'write'> {
  /** Two lines of 20 characters, `|` between them. */
  show(text: string): void;
}

export function useCustomerDisplay(): CustomerDisplay {
  const device = useSerialDevice('Customer display', DISPLAY_BAUD_RATE, true);
  return {
    supported: device.supported,
    connected: device.connected,
    connect: device.connect,
    // displayText gives printable ASCII only: one byte per character.
    show: (text) => device.write(new TextEncoder().encode(displayText(text))),
  };
}
