import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AccountingModule } from '@cuvee/accounting';
import { AnalyticsModule } from '@cuvee/analytics';
import { CatalogueModule } from '@cuvee/catalogue';
import { CrmModule } from '@cuvee/crm';
import { CustomsModule } from '@cuvee/customs';
import { IamModule, Shop } from '@cuvee/iam';
import { MarketingModule } from '@cuvee/marketing';
import { schema } from '@cuvee/migrations';
import { Database, PlatformModule, type AppConfig } from '@cuvee/platform';
import { PurchasesModule } from '@cuvee/purchases';
import { SalesModule } from '@cuvee/sales';
import { StockWiringModule } from '@cuvee/relays';
import { ReservationsModule } from '@cuvee/reservations';
import { TillModule } from '@cuvee/till';
import { EXIT } from '../exit-codes.js';

/** What the operations commands need: the platform and the contexts that register imports and exports. */
@Module({})
class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      // The command line runs the engines itself: no job processing in this process.
      imports: [
        PlatformModule.forRoot({ config, schema, processJobs: false }),
        IamModule,
        CatalogueModule,
        CrmModule,
        // Stock with its relays: a stock import run here notifies low stock and follows out-of-stock.
        StockWiringModule,
        // The suppliers import and export.
        PurchasesModule,
        // Orders and invoices exports; billing's integrity check.
        SalesModule,
        // The till's chain verification.
        TillModule,
        // The DRM files (`cuvee drm generate`).
        CustomsModule,
        // The books (`cuvee accounting fec`), and the entries of what a command issues.
        AccountingModule,
        // The reports' read models of what a command issues.
        AnalyticsModule,
        // With the contexts above, every holder of clients' personal data (`cuvee privacy erase`).
        MarketingModule,
        ReservationsModule,
      ],
    };
  }
}

/** Opens the application (database, registries) for one command and closes it whatever happens. */
export async function withPlatform<T>(
  config: AppConfig,
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), { logger: false });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The shop a command acts for: the one of `code`, or the only shop there is when no code is given. */
export async function shopOf(app: INestApplicationContext, code: string | undefined): Promise<Shop | null> {
  const shops = app.get(Database).dataSource.getRepository(Shop);
  if (code) return shops.findOneBy({ code: code.toUpperCase() });
  const found = await shops.find({ take: 2, order: { id: 'ASC' } });
  return found.length === 1 ? found[0]! : null;
}

/**
 * Runs `work` with the shop named by `--shop` (or the only one): an unknown shop is said once here,
 * with exit code 1, for every command that acts in a shop.
 */
export function withShop(
  config: AppConfig,
  code: string | undefined,
  io: { messages: { unknownShop(code: string | undefined): string }; writeErr(text: string): void },
  work: (app: INestApplicationContext, shop: Shop) => Promise<number>,
): Promise<number> {
  return withPlatform(config, async (app) => {
    const shop = await shopOf(app, code);
    if (!shop) {
      io.writeErr(`${io.messages.unknownShop(code)}\n`);
      return EXIT.failure;
    }
    return work(app, shop);
  });
}
