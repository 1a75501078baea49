import { Module } from '@nestjs/common';
import { CatalogueModule } from '@cuvee/catalogue';
import { MessagingModule } from '@cuvee/messaging';
import { StockModule } from '@cuvee/stock';
import { CatalogueStockRelay } from './catalogue-stock.relay.js';
import { LowStockRelay } from './low-stock.relay.js';

/** The stock context and what the application connects to it: notifications, catalogue availability. */
@Module({
  imports: [StockModule, MessagingModule, CatalogueModule],
  providers: [LowStockRelay, CatalogueStockRelay],
})
export class StockWiringModule {}
