import fc from 'fast-check';
import {
  contrastRatio,
  DEFAULT_HEADER_STYLE,
  fontStack,
  headerBackground,
  headerStyleOf,
  hexColour,
  readableInk,
} from '../header-style.js';

describe('header style', () => {
  test('missing keys read as the defaults', () => {
    expect(headerStyleOf(null)).toEqual(DEFAULT_HEADER_STYLE);
    expect(headerStyleOf({ font: 'serif' })).toEqual({ ...DEFAULT_HEADER_STYLE, font: 'serif' });
  });

  test('fonts are system stacks; an unknown key falls back to the first', () => {
    expect(fontStack('serif')).toContain('Georgia');
    expect(fontStack('unknown')).toBe(fontStack('system'));
  });

  test('the background: the header’s colour, else the shop’s, else navy', () => {
    expect(headerBackground({ ...DEFAULT_HEADER_STYLE, color: '#FBF7F1' }, '#7B2D26')).toBe('#FBF7F1');
    expect(headerBackground(DEFAULT_HEADER_STYLE, '#7B2D26')).toBe('#7B2D26');
    expect(headerBackground(DEFAULT_HEADER_STYLE, null)).toBe('#08202e');
  });

  test('colours are #RRGGBB', () => {
    expect(hexColour('#7B2D26')).toBeNull();
    expect(hexColour('bordeaux')).toEqual({ code: 'shops.invalidColour' });
    expect(hexColour('#7B2D2')).toEqual({ code: 'shops.invalidColour' });
    // Not a string, even one that reads as a colour once converted to text.
    expect(hexColour(['#7B2D26'])).toEqual({ code: 'shops.invalidColour' });
    expect(hexColour(null)).toEqual({ code: 'shops.invalidColour' });
  });

  test('navy on light colours, white on dark ones', () => {
    expect(readableInk('#FBF7F1')).toBe('#08202e');
    expect(readableInk('#7B2D26')).toBe('#ffffff');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });

  test('black on the mid-tones where neither navy nor white reaches 4.5:1', () => {
    // #777777: white 4.48:1, navy 3.73:1 (white the better, still short); #818181: navy 4.29:1, white 3.90:1.
    expect(readableInk('#777777')).toBe('#000000');
    expect(readableInk('#818181')).toBe('#000000');
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#818181', '#08202e')).toBeCloseTo(4.29, 2);
  });

  test('a background that is not #rrggbb gets white ink', () => {
    expect(readableInk('bordeaux')).toBe('#ffffff');
    expect(readableInk('#fff')).toBe('#ffffff');
    expect(readableInk('#FBF7F1 ')).toBe('#ffffff');
  });

  test('the ink on any background reads at 4.5:1 at least (WCAG AA, property)', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (background) => {
        return contrastRatio(background, readableInk(background)) >= 4.5;
      }),
    );
  });
});
