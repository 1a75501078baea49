import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { Product } from '@cuvee/catalogue';
import { Database } from '@cuvee/platform';
import { ReservationEvent } from '@cuvee/reservations';
import { IframeTargets } from '@cuvee/storefront';

/**
 * What an iframe may show, checked for the storefront (IframeTargets), which may not use the catalogue
 * or reservations: the shop's own products and wine-tourism events, by id.
 */
@Injectable()
export class IframeTargetsRelay implements OnModuleInit {
  constructor(
    private readonly targets: IframeTargets,
    private readonly database: Database,
  ) {}

  onModuleInit(): void {
    this.targets.register('product', (shopId, ids) => this.found(Product, shopId, ids));
    this.targets.register('event', (shopId, ids) => this.found(ReservationEvent, shopId, ids));
  }

  private async found(
    entity: typeof Product | typeof ReservationEvent,
    shopId: number,
    ids: readonly number[],
  ): Promise<number[]> {
    const rows = await this.database.dataSource
      .getRepository<{ id: number; shopId: number }>(entity)
      .find({ where: { shopId, id: In([...ids]) }, select: { id: true } });
    return rows.map((row) => row.id);
  }
}
