import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromiumExecutable, launchChromium, SYSTEM_CHROMIUM } from '../chromium.js';

// The browser tests run on whichever Chromium the machine offers; this file proves the packaged one
// works even where Debian's is installed, and that Debian's is preferred when it is there.
describe('the tests’ Chromium', () => {
  test('without a system browser, the one inside @sparticuz/chromium is unpacked and playwright-core drives it', async () => {
    const packaged = chromiumExecutable('/nonexistent/chromium');
    expect(packaged.path.startsWith(tmpdir())).toBe(true);
    expect(packaged.env.LD_LIBRARY_PATH).toContain(tmpdir());
    const browser = await launchChromium(packaged);
    try {
      const page = await browser.newPage();
      await page.setContent(
        '<p lang="fr">Cuvée — 12,50 €</p><button onclick="this.textContent = \'ok\'">go</button>',
      );
      await page.getByRole('button').click();
      expect(await page.locator('button').textContent()).toBe('ok');
    } finally {
      await browser.close();
    }
  });

  test('Debian’s chromium is chosen when it is installed', () => {
    const chosen = chromiumExecutable();
    if (existsSync(SYSTEM_CHROMIUM)) expect(chosen).toEqual({ path: SYSTEM_CHROMIUM, env: {} });
    else expect(chosen.path).not.toBe(SYSTEM_CHROMIUM);
  });
});
