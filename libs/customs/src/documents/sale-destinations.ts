import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The country each order was delivered to (ISO code), by order number; an order without one is absent. */
export type DeliveryCountryReader = (
  manager: EntityManager,
  shopId: number,
  orderNumbers: readonly string[],
) => Promise<Map<string, string>>;

/**
 * How customs learns where a sale went. Sales depends on stock, customs may not use sales (eslint
 * CONTEXT_DEPENDENCIES): the application registers a reader backed by the orders (libs/relays). A port
 * that asks for data. Without a reader, no sale is known to have gone abroad.
 */
@Injectable()
export class SaleDestinations {
  private reader: DeliveryCountryReader | null = null;

  register(reader: DeliveryCountryReader): void {
    this.reader = reader;
  }

  async countriesOf(
    manager: EntityManager,
    shopId: number,
    orderNumbers: readonly string[],
  ): Promise<Map<string, string>> {
    if (!this.reader || orderNumbers.length === 0) return new Map();
    return this.reader(manager, shopId, orderNumbers);
  }
}
