import { closeSync, openSync, writeSync } from 'node:fs';
import { openPseudoTerminal } from '../pseudo-terminal.js';

describe('a pseudo-terminal standing in for a serial device', () => {
  test('what a program writes to its path is read on the other side, in order', async () => {
    const device = openPseudoTerminal();
    try {
      expect(device.path).toMatch(/^\/dev\/pts\/\d+$/);
      const fd = openSync(device.path, 'w');
      writeSync(fd, 'Bonjour ');
      writeSync(fd, 'Cuvée');
      closeSync(fd);
      expect((await device.read(8)).toString()).toBe('Bonjour ');
      expect((await device.read(6)).toString()).toBe('Cuvée');
    } finally {
      device.close();
    }
  });

  test('reading more than was written fails after the timeout, saying how much arrived', async () => {
    const device = openPseudoTerminal();
    try {
      await expect(device.read(4, 200)).rejects.toThrow(/0 of 4 bytes after 200 ms/);
    } finally {
      device.close();
    }
  });
});
