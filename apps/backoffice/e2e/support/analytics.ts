/* eslint-disable @nx/enforce-module-boundaries -- Test code: the reports' browser test dates issued
   invoices back on the in-process API's database, as time would (the API always issues today), and
   rebuilds the reports' read models from them as the rebuild job does. */
import { SalesRebuild } from '@cuvee/analytics';
import { BillingDocument } from '@cuvee/billing';
import { parisInstant } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';

/** Issued documents as if issued at noon (Paris) on their day, then the shop's reports rebuilt. */
export async function dateSales(
  api: TestApi,
  shopId: number,
  dated: { id: number; day: string }[],
): Promise<void> {
  const documents = api.get(Database).dataSource.getRepository(BillingDocument);
  for (const { id, day } of dated)
    await documents.update({ id }, { issueDate: day, issuedAt: parisInstant(day, '12:00') });
  await api.get(SalesRebuild).rebuild(shopId);
}
