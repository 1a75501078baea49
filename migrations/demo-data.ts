import { seedAccountingDemo } from '@cuvee/accounting';
import { seedAnalyticsDemo } from '@cuvee/analytics';
import { seedCatalogueDemo } from '@cuvee/catalogue';
import { seedCrmDemo } from '@cuvee/crm';
import { seedCustomsDemo } from '@cuvee/customs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, User, seedIamDemo } from '@cuvee/iam';
import type { Database } from '@cuvee/platform';
import { seedBillingDemo } from '@cuvee/billing';
import { demoLinePricer, invoiceSalesDemo, seedSalesDemo, settleSalesDemoStock } from '@cuvee/sales';
import { seedMarketingDemo } from '@cuvee/marketing';
import { seedPrimeurDemo } from '@cuvee/primeur';
import { seedPurchasesDemo } from '@cuvee/purchases';
import { seedStockDemo } from '@cuvee/stock';
import { seedTillDemo } from '@cuvee/till';
import { seedReservationsDemo } from '@cuvee/reservations';

export interface DemoSummary {
  shop: { code: string; name: string; urlShop: string };
  accounts: { email: string; label: string; password: string }[];
}

/**
 * The demo data of every context, in dependency order, in one transaction: all of it or none; then
 * the stock of the demo orders, which the stock context writes in its own transactions.
 * Idempotent, so `cuvee db seed` can run any number of times.
 */
export async function seedDemoData(database: Database): Promise<DemoSummary> {
  const { shop, salesOrders } = await database.transaction(async (manager) => {
    const demoShop = await seedIamDemo(manager);
    await seedCatalogueDemo(manager);
    await seedCrmDemo(manager, demoShop);
    await seedStockDemo(manager);
    await seedCustomsDemo(manager);
    await seedReservationsDemo(manager);
    const salesOrders = await seedSalesDemo(manager);
    await seedBillingDemo(manager, demoLinePricer);
    // The demo orders marked invoiced get their invoice, once the shop's legal identity is set.
    await invoiceSalesDemo(manager);
    // Yesterday at the demo sales point's till, closed by its Z.
    await seedTillDemo(manager, demoLinePricer);
    await seedPurchasesDemo(manager);
    await seedPrimeurDemo(manager);
    await seedMarketingDemo(manager);
    // Last: the books post what the other demos issued.
    await seedAccountingDemo(manager);
    // The reports count what the other demos issued.
    await seedAnalyticsDemo(manager);
    return { shop: demoShop, salesOrders };
  });
  // The demo orders' stock is reserved and sold by the stock context, in its own transactions.
  await settleSalesDemoStock(database, salesOrders);
  return {
    shop: { code: shop.code, name: shop.name, urlShop: shop.urlShop },
    accounts: DEMO_ACCOUNTS.map((account) => ({ email: account.email, label: account.label, password: DEMO_PASSWORD })),
  };
}

/** First start: seed only a database that has no user yet. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  return (await database.dataSource.getRepository(User).count()) === 0;
}
