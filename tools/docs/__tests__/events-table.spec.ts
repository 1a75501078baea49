import { readFile } from 'node:fs/promises';
// @ts-expect-error -- a plain script of the repository, without type declarations
import { eventRows, PAGE, pageWithTable } from '../events-table.mjs';

test('docs/architecture.md lists the events as the code publishes and handles them', async () => {
  const current = await readFile(PAGE as string, 'utf8');
  expect(current).toBe(await (pageWithTable as () => Promise<string>)());
});

test('the table finds the events, their publishers and their handlers', async () => {
  const rows = (await (eventRows as () => Promise<string[]>)()).join('\n');
  expect(rows).toContain('`StockChangedEvent` (`stock.changed`)');
  expect(rows).toContain('`libs/stock/src/levels/stock-ledger.ts`');
  expect(rows).toContain('`CatalogueStockRelay.followStock` (after-commit)');
});
