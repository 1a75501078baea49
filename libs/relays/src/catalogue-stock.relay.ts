import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AvailabilitySource, ProductStockStatus } from '@cuvee/catalogue';
import { OnEvent } from '@cuvee/platform';
import { StockChangedEvent, StockLevelsService } from '@cuvee/stock';

/**
 * The catalogue's view of stock (docs/stock.md "Catalogue availability"). Stock depends on the
 * catalogue, so the catalogue cannot call it: the composition root gives the catalogue's
 * AvailabilitySource a reader backed by the stock levels, and sends each committed stock change to the
 * out-of-stock status rule (shops with settings.autoOutOfStock).
 */
@Injectable()
export class CatalogueStockRelay implements OnModuleInit {
  constructor(
    private readonly availability: AvailabilitySource,
    private readonly levels: StockLevelsService,
    private readonly status: ProductStockStatus,
  ) {}

  onModuleInit(): void {
    this.availability.register((manager, query) => this.levels.availableByFormat(manager, query));
  }

  @OnEvent(StockChangedEvent)
  async followStock(event: StockChangedEvent): Promise<void> {
    await this.status.follow(event.shopId, event.productIds);
  }
}
