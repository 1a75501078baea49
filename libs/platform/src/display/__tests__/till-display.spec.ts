import { SerialPortMock } from 'serialport';
import { DISPLAY_BAUD_RATE, displayText, writeToDisplay, type OpenDisplayPort } from '../till-display.js';

describe('what the display shows', () => {
  test('always 40 characters: two lines of 20, padded with spaces or cut', () => {
    expect(displayText('Bonjour')).toBe('Bonjour'.padEnd(40, ' '));
    expect(displayText('Total|12,50 EUR')).toBe('Total'.padEnd(20) + '12,50 EUR'.padEnd(20));
    expect(displayText('Merci de votre visite\nA bientot au domaine !')).toBe(
      'Merci de votre visit' + 'A bientot au domaine',
    );
    expect(displayText('Un texte sans saut de ligne qui continue')).toBe(
      'Un texte sans saut de ligne qui continue',
    );
    expect(displayText('')).toBe(' '.repeat(40));
  });

  test('accents, the euro sign and other characters become plain ASCII the display can print', () => {
    expect(displayText('Côte Rôtie|12 €')).toBe('Cote Rotie'.padEnd(20) + '12 EUR'.padEnd(20));
    expect(displayText('Vin 🍷')).toBe('Vin ?'.padEnd(40));
    expect(Buffer.byteLength(displayText('Œuvre déjà née ✓'), 'ascii')).toBe(40);
  });
});

/** The mock port serialport opens (the binding-mock package's own types don't resolve under ESM). */
type MockPortBinding = NonNullable<SerialPortMock['port']>;

describe('writing to the serial port', () => {
  // The mock binding serialport itself loads (importing @serialport/binding-mock here could give another copy).
  afterEach(() => SerialPortMock.binding.reset());

  /** serialport's mock port, remembering its binding to read back what was written. */
  function mockPort(): { open: OpenDisplayPort; binding: () => MockPortBinding } {
    let binding: MockPortBinding | undefined;
    return {
      open: ({ path, baudRate }) => {
        const port = new SerialPortMock({ path, baudRate, autoOpen: false });
        return {
          open: (callback) => port.open(callback),
          write: (data, callback) => {
            binding = port.port;
            return port.write(data, callback);
          },
          drain: (callback) => port.drain(callback),
          close: (callback) => port.close(callback),
          get isOpen() {
            return port.isOpen;
          },
        };
      },
      binding: () => binding!,
    };
  }

  test('sends exactly the 40 characters at 9600 baud, then closes the port', async () => {
    SerialPortMock.binding.createPort('/dev/ttyDISPLAY', { record: true });
    const port = mockPort();
    const sent = await writeToDisplay('Domaine des|Demoiselles', {
      path: '/dev/ttyDISPLAY',
      open: port.open,
    });
    expect(sent).toBe('Domaine des'.padEnd(20) + 'Demoiselles'.padEnd(20));
    expect(port.binding().recording.toString('ascii')).toBe(sent);
    expect(port.binding().openOptions.baudRate).toBe(DISPLAY_BAUD_RATE);
    expect(port.binding().isOpen).toBe(false);
  });

  test('a port that does not exist rejects with the reason', async () => {
    await expect(writeToDisplay('x', { path: '/dev/ttyMISSING', open: mockPort().open })).rejects.toThrow(
      /ttyMISSING/,
    );
  });
});
