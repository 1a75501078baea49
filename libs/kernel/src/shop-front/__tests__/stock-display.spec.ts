import { DEFAULT_STOCK_DISPLAY, STOCK_DISPLAYS } from '../stock-display.js';

describe('stock display', () => {
  test('by default buyers see whether a format is in stock, not the quantities', () => {
    expect(DEFAULT_STOCK_DISPLAY).toBe('signal');
    expect(STOCK_DISPLAYS.map((display) => display.key)).toEqual(['none', 'signal', 'quantity']);
  });
});
