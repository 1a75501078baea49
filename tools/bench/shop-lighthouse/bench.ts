/**
 * Performance budget of the shop front (docs/shop-front.md): Lighthouse, mobile profile (its default:
 * a mid-range phone, simulated slow 4G and 4× CPU slowdown), on the shop page and a product page of the
 * demo winery, served as in production — the built shop (vite build), gzip and cache headers as
 * docker/nginx sets them, /v1 proxied to the real API with the demo data. Prints each figure next to
 * its budget and exits 1 when one is missed.
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/shop-lighthouse/bench.ts
 *
 * BENCH_SKIP_BUILD=1 uses the existing apps/shop/dist; BENCH_RUNS (3) runs per page, the median kept,
 * after one unrecorded warm-up run per page. BENCH_REPORT=/tmp/x writes each run's Lighthouse JSON.
 * Chromium is the tests' (Debian's /usr/bin/chromium, otherwise the one inside the @sparticuz/chromium
 * package), driven through chrome-launcher: nothing is downloaded. Figures are comparable on one browser only.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumExecutable } from '@cuvee/testing/chromium';
import { startApi } from '../../../apps/backoffice/e2e/support/api.js';
import { initialJavaScript, serveShop } from '../../../apps/shop/e2e/support/server.js';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const PAGES = [
  { name: 'shop page', path: '/domaine-des-demoiselles' },
  { name: 'product page', path: '/domaine-des-demoiselles/chinon-les-demoiselles' },
];

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  js: number;
}

/** [figure, unit, budget, the figure meets it]. */
const BUDGET: [keyof Figures, string, number, (value: number, budget: number) => boolean][] = [
  ['performance', 'score', 90, (v, b) => v >= b],
  ['accessibility', 'score', 95, (v, b) => v >= b],
  ['lcp', 'ms', 2500, (v, b) => v <= b],
  ['cls', '', 0.1, (v, b) => v <= b],
  ['tbt', 'ms', 200, (v, b) => v <= b],
];
const JS_BUDGET_KB = 150;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const jsBytes = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items
    ?.filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbt: Math.round(numeric('total-blocking-time')),
    fcp: Math.round(numeric('first-contentful-paint')),
    si: Math.round(numeric('speed-index')),
    js: Math.round((jsBytes ?? 0) / 1024),
  };
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the shop front (vite build)…');
    execFileSync('npx', ['nx', 'build', '@cuvee/shop', '--skip-nx-cache'], { stdio: 'ignore' });
  }
  const api = await startApi();
  const web = await serveShop(api.url);
  const chromium = chromiumExecutable();
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, ...chromium.env },
  });
  let missed = 0;
  try {
    // A visitor who already certified their age (the adult gate's cookie): the pages themselves.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie({ name: 'adult', value: 'true', domain: '127.0.0.1', path: '/' });
    // Lighthouse's storage reset would drop that cookie too: it is off, and the cache is emptied here
    // before every run, so each run is a first visit's download.
    const cdp = await (await browser.newPage()).createCDPSession();

    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const { files, gzipBytes } = initialJavaScript();
    const jsKb = Math.round((gzipBytes / 1024) * 10) / 10;
    const jsOk = jsKb <= JS_BUDGET_KB;
    if (!jsOk) missed++;
    console.log(
      `\nInitial JavaScript (${files.length} files, gzip): ${jsKb} kB   budget ≤ ${JS_BUDGET_KB} kB   ${jsOk ? 'ok' : 'MISSED'}`,
    );

    // One unrecorded run per page first: a production API and browser are warm (compiled code, caches).
    for (const page of PAGES) {
      await cdp.send('Network.clearBrowserCache');
      await lighthouse(`${web.url}${page.path}`, flags);
    }

    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${web.url}${page.path}`, flags);
        if (process.env.BENCH_REPORT)
          writeFileSync(
            `${process.env.BENCH_REPORT}-${run}-${page.path.split('/').length}.json`,
            JSON.stringify(result?.lhr),
          );
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        runs.push(figuresOf(result));
      }
      const figures = Object.fromEntries(
        (Object.keys(runs[0]!) as (keyof Figures)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
      ) as unknown as Figures;
      console.log(`\n${page.name} ${page.path} — Lighthouse ${RUNS} run(s), median, mobile profile`);
      for (const [key, unit, budget, meets] of BUDGET) {
        const ok = meets(figures[key], budget);
        if (!ok) missed++;
        const bound = key === 'performance' || key === 'accessibility' ? `≥ ${budget}` : `≤ ${budget}`;
        console.log(
          `  ${key.padEnd(14)} ${String(figures[key]).padStart(7)} ${unit.padEnd(6)} budget ${bound.padEnd(8)} ${ok ? 'ok' : 'MISSED'}` +
            `   (runs: ${runs.map((r) => r[key]).join(', ')})`,
        );
      }
      console.log(`  ${'fcp'.padEnd(14)} ${String(figures.fcp).padStart(7)} ms`);
      console.log(`  ${'speed index'.padEnd(14)} ${String(figures.si).padStart(7)} ms`);
      console.log(`  ${'scripts'.padEnd(14)} ${String(figures.js).padStart(7)} kB transferred`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await web.close();
    await api.stop();
  }
  console.log(missed === 0 ? '\nEvery figure within its budget.' : `\n${missed} figure(s) over budget.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
