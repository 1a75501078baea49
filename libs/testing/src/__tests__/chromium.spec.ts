import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable, launchChromium } from '../chromium.js';

// The browser tests run on whichever Chromium the machine offers; this file proves the packaged one
// works even where Debian's is installed, and that an installed one is preferred.
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

  test('the system browser is chosen when its file can be run, as it is, with no environment added', () => {
    // Any executable stands in for /usr/bin/chromium here: the choice only asks whether it can run.
    expect(chromiumExecutable(process.execPath)).toEqual({ path: process.execPath, env: {} });
    // A file that is there but cannot run (as CI's hidden tools may be) does not count.
    const notExecutable = fileURLToPath(import.meta.url);
    expect(chromiumExecutable(notExecutable).path).not.toBe(notExecutable);
  });
});
