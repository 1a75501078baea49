import { CHART_PALETTE, COLOURS } from '../constants.js';

/*
 * The chart palette's promise (ADR 0078): every two colours stay apart for readers with each of the
 * three colour-vision deficiencies. Simulation: Machado, Oliveira and Fernandes (2009), severity 1,
 * on linear sRGB; distance: CIEDE2000 in CIELAB (D65).
 */

type Rgb = readonly [number, number, number];

const SIMULATIONS: Record<string, readonly Rgb[] | null> = {
  normal: null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const clamp = (x: number) => Math.min(1, Math.max(0, x));
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function linearRgb(hex: string): Rgb {
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  return [r, g, b];
}

function seenAs(rgb: Rgb, matrix: readonly Rgb[] | null): Rgb {
  if (!matrix) return rgb;
  const [r, g, b] = matrix.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]));
  return [r, g, b];
}

function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIEDE2000 (Sharma, Wu and Dalal's formulation). */
function deltaE2000([l1, a1, b1]: Rgb, [l2, a2, b2]: Rgb): number {
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hue(b1, ap1), hue(b2, ap2)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * rad) / 2);
  const lBar = (l1 + l2) / 2;
  const cpBar = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = Math.abs(h1 - h2) > 180 ? (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 : hBar / 2;
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cpBar;
  const sh = 1 + 0.015 * cpBar * t;
  const rt =
    -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad) *
    2 *
    Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  const [dl, dc, dhs] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhs ** 2 + rt * dc * dhs);
}

/** WCAG 2 contrast ratio of a colour on white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('the chart palette', () => {
  test.each(Object.entries(SIMULATIONS))('every two colours stay apart (%s vision)', (_vision, matrix) => {
    const seen = CHART_PALETTE.map((hex) => lab(seenAs(linearRgb(hex), matrix)));
    const tooClose: string[] = [];
    seen.forEach((one, i) =>
      seen.slice(i + 1).forEach((other, k) => {
        const distance = deltaE2000(one, other);
        if (distance < 13)
          tooClose.push(`${CHART_PALETTE[i]} ${CHART_PALETTE[i + 1 + k]} ${distance.toFixed(1)}`);
      }),
    );
    expect(tooClose).toEqual([]);
  });

  test('only the orange and the light blue are under 3:1 on white, the light blue last', () => {
    expect(CHART_PALETTE.filter((hex) => contrastOnWhite(hex) < 3)).toEqual([
      COLOURS.orange,
      COLOURS.lightBlue,
    ]);
    expect(CHART_PALETTE.at(-1)).toBe(COLOURS.lightBlue);
  });
});
