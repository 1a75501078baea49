/*
 * The customer pole display of a till (GLOSSARY "Afficheur"): 2 lines of 20 characters, written as one
 * block of 40 space-padded characters at 9600 baud. The text rules are here because both the command
 * line (`cuvee display test`, through a serial port of the machine) and the back office's till page
 * (through the browser's Web Serial API) write it.
 */

export const DISPLAY_LINE_LENGTH = 20;
export const DISPLAY_LINES = 2;
export const DISPLAY_BAUD_RATE = 9600;

/**
 * Displays and receipt printers show plain ASCII: accents are dropped (é → e), the euro sign becomes
 * EUR, no-break spaces spaces, and any other character outside printable ASCII a question mark.
 */
export function asciiText(text: string): string {
  return (
    text
      .replace(/€/g, 'EUR')
      // The no-break spaces of French amounts ("1 234,50 €") are spaces on a display.
      .replace(/[\u00a0\u202f]/g, ' ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/gu, '?')
  );
}

/**
 * The 40 characters sent for `text`: two lines of exactly 20, each cut or padded with spaces. A line
 * break (or `|`) separates the two lines; without one the text runs on from the first line to the second.
 */
export function displayText(text: string): string {
  const explicit = text.split(/\r?\n|\|/);
  const lines =
    explicit.length > 1
      ? explicit.slice(0, DISPLAY_LINES).map((line) => asciiText(line.trim()))
      : [
          asciiText(text.trim()).slice(0, DISPLAY_LINE_LENGTH),
          asciiText(text.trim()).slice(DISPLAY_LINE_LENGTH),
        ];
  return Array.from({ length: DISPLAY_LINES }, (_, index) =>
    (lines[index] ?? '').slice(0, DISPLAY_LINE_LENGTH).padEnd(DISPLAY_LINE_LENGTH, ' '),
  ).join('');
}
