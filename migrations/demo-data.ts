import { DEMO_ACCOUNTS, DEMO_PASSWORD, User, seedIamDemo } from '@cuvee/iam';
import type { Database } from '@cuvee/platform';

export interface DemoSummary {
  shop: { code: string; name: string; urlShop: string };
  accounts: { email: string; label: string; password: string }[];
}

/**
 * The demo data of every context, in dependency order, in one transaction: all of it or none.
 * Idempotent, so `cuvee db seed` can run any number of times.
 */
export async function seedDemoData(database: Database): Promise<DemoSummary> {
  const shop = await database.transaction((manager) => seedIamDemo(manager));
  return {
    shop: { code: shop.code, name: shop.name, urlShop: shop.urlShop },
    accounts: DEMO_ACCOUNTS.map((account) => ({ email: account.email, label: account.label, password: DEMO_PASSWORD })),
  };
}

/** First start: seed only a database that has no user yet. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  return (await database.dataSource.getRepository(User).count()) === 0;
}
