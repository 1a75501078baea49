import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { SaleDestinations } from '@cuvee/customs';
import { Order } from '@cuvee/sales';

/**
 * Where an order's wine went, for the DRM (docs/customs.md "Accompanying documents"). Customs may not
 * use sales, so the composition root gives customs' SaleDestinations a reader of the orders' delivery
 * countries: a sale from the bond delivered abroad without its DAE is pointed out on the month.
 */
@Injectable()
export class SaleDestinationsRelay implements OnModuleInit {
  constructor(private readonly destinations: SaleDestinations) {}

  onModuleInit(): void {
    this.destinations.register(deliveryCountries);
  }
}

async function deliveryCountries(
  manager: EntityManager,
  shopId: number,
  numbers: readonly string[],
): Promise<Map<string, string>> {
  const orders = await manager.getRepository(Order).find({
    where: { shopId, number: In([...numbers]) },
    select: { id: true, number: true, deliveryAddress: true },
  });
  const countries = new Map<string, string>();
  for (const order of orders)
    if (order.deliveryAddress?.country) countries.set(order.number, order.deliveryAddress.country);
  return countries;
}
