import { contrastRatio } from '../header-style.js';
import {
  DEFAULT_THEME,
  IFRAME_HEIGHT_MESSAGE,
  iframeLookVars,
  iframeSnippet,
  MODE_COLOURS,
} from '../iframe-look.js';

describe('iframe look', () => {
  test("the mode's colours, the accent with a readable ink, the font stack and the radius", () => {
    const vars = iframeLookVars({
      ...DEFAULT_THEME,
      mode: 'dark',
      accent: '#f0c040',
      font: 'serif',
      radius: 0,
    });
    expect(vars).toMatchObject({
      '--frame-bg': MODE_COLOURS.dark.background,
      '--frame-text': MODE_COLOURS.dark.text,
      '--frame-accent': '#f0c040',
      '--frame-radius': '0px',
    });
    expect(vars['--frame-font']).toContain('Georgia');
    expect(contrastRatio(vars['--frame-accent-ink']!, '#f0c040')).toBeGreaterThanOrEqual(4.5);
  });

  test('each mode keeps its text readable on its background and cards', () => {
    for (const colours of Object.values(MODE_COLOURS)) {
      expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(colours.text, colours.card)).toBeGreaterThanOrEqual(7);
    }
  });

  test("the snippet frames the widget's page and sizes it only from the shop front's messages", () => {
    const snippet = iframeSnippet('https://boutique.example', 12, 'Nos "rouges" <2026>');
    expect(snippet).toContain('<iframe id="cuvee-iframe-12" src="https://boutique.example/iframes/12"');
    expect(snippet).toContain('title="Nos &#34;rouges&#34; &#60;2026&#62;"');
    expect(snippet).toContain(`e.origin==="https://boutique.example"`);
    expect(snippet).toContain(`d.type==="${IFRAME_HEIGHT_MESSAGE}"&&d.id===12`);
  });
});
