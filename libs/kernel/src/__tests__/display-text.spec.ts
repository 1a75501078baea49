import { asciiText, displayText } from '../display-text.js';

const line = (text: string) => text.padEnd(20, ' ');

describe('asciiText', () => {
  test('accents dropped, euro sign as EUR, no-break spaces as spaces', () => {
    expect(asciiText('Côte-Rôtie 12,50 €')).toBe('Cote-Rotie 12,50 EUR');
    expect(asciiText('1\u202f234,50\u00a0€ €')).toBe('1 234,50 EUR EUR');
  });

  test('anything else outside printable ASCII is a question mark, one per character', () => {
    expect(asciiText('日本 🍷')).toBe('?? ?');
    expect(asciiText('a\tb~')).toBe('a?b~');
  });
});

describe('displayText', () => {
  test('two lines of 20 characters, split at a line break or a bar, each trimmed', () => {
    expect(displayText('Bonjour|Total 12,50 €')).toBe(line('Bonjour') + line('Total 12,50 EUR'));
    expect(displayText(' Bonjour \n  Merci ')).toBe(line('Bonjour') + line('Merci'));
    expect(displayText('Bonjour\r\nMerci')).toBe(line('Bonjour') + line('Merci'));
  });

  test('a third line is dropped, a long line cut at 20', () => {
    expect(displayText('un|deux|trois')).toBe(line('un') + line('deux'));
    expect(displayText('Une ligne bien trop longue|Merci')).toBe('Une ligne bien trop ' + line('Merci'));
  });

  test('without a break the text runs on to the second line, and stops at 40', () => {
    const text = 'Bienvenue au domaine, bonne degustation a tous';
    // 'Bienvenue au domaine' is 20 characters, ', bonne degustation ' the next 20.
    expect(displayText(text)).toBe('Bienvenue au domaine' + ', bonne degustation ');
    expect(displayText(`  ${text}`)).toBe(displayText(text));
    expect(displayText('Bonjour')).toBe(line('Bonjour') + line(''));
    expect(displayText('')).toBe(' '.repeat(40));
  });
});
