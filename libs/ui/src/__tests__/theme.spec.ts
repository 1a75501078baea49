import { describe, expect, it } from '@jest/globals';
import { BASE_FONT_SIZE, COLOURS, HEADER_HEIGHT, MOBILE_MAX_WIDTH } from '@cuvee/kernel';
import { readFileSync } from 'node:fs';

// The theme is plain CSS (it must style the page before any script runs), so it repeats some of the
// kernel's constants: this keeps the two equal.
const css = readFileSync(new URL('../styles/theme.css', import.meta.url), 'utf8');
const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';

function rootValue(property: string): string | undefined {
  const match = new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`).exec(root);
  return match?.[1]?.trim();
}

describe('theme.css', () => {
  it.each([
    ['--primary', COLOURS.primary],
    ['--error', COLOURS.error],
    ['--grey', COLOURS.grey],
    ['--light-blue', COLOURS.lightBlue],
    ['--navy', COLOURS.darkNavy],
    ['--orange', COLOURS.orange],
  ])('has %s equal to the kernel colour %s', (variable, colour) => {
    expect(rootValue(variable)?.toLowerCase()).toBe(colour.toLowerCase());
  });

  it('has the header height of the kernel', () => {
    expect(rootValue('--header-height')).toBe(`${HEADER_HEIGHT}px`);
  });

  it('has the base font size of the kernel (a share of the browser default of 16 px)', () => {
    expect(rootValue('font-size')).toBe(`${(BASE_FONT_SIZE / 16) * 100}%`);
  });

  it('switches to the mobile layout at the kernel breakpoint only', () => {
    const widths = [...css.matchAll(/@media \(max-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths).toContain(MOBILE_MAX_WIDTH);
    // 900 px is the page's own point where its two columns stack; any other width must come from the kernel.
    expect(widths.filter((width) => width !== 900 && width !== MOBILE_MAX_WIDTH)).toEqual([]);
  });
});
