/* eslint-disable @nx/enforce-module-boundaries -- Test code: the billing browser test dates issued
   invoices back with SQL on the in-process API's database, as time would (the API always issues today). */
import { addDays } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';

/** An issued invoice as if issued `issued` (YYYY-MM-DD), due `dueInDays` after. */
export async function backdateInvoice(
  api: TestApi,
  id: number,
  issued: string,
  dueInDays: number,
): Promise<void> {
  await api
    .get(Database)
    .dataSource.query('UPDATE billing_documents SET issueDate = ?, dueDate = ? WHERE id = ?', [
      issued,
      addDays(issued, dueInDays),
      id,
    ]);
}
