import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The available quantity of one format of a product, summed over the shop's warehouses and vintages. */
export interface FormatStock {
  productId: number;
  formatId: number;
  available: number;
}

export interface AvailabilityQuery {
  shopIds: readonly number[];
  productIds: readonly number[];
  /** Read with a shared lock until the transaction ends (a decision is taken on it). */
  lock?: boolean;
}

/** One grouped read of the stock of a page of products: the formats that have stock levels. */
export type AvailabilityReader = (manager: EntityManager, query: AvailabilityQuery) => Promise<FormatStock[]>;

/**
 * How the catalogue learns what is in stock. Stock depends on the catalogue, never the reverse (eslint
 * CONTEXT_DEPENDENCIES): the application registers a reader backed by the stock context (libs/relays).
 * A port that asks for data, not an event. Without a reader, nothing is tracked and availability is null.
 */
@Injectable()
export class AvailabilitySource {
  private reader: AvailabilityReader | null = null;

  register(reader: AvailabilityReader): void {
    this.reader = reader;
  }

  /**
   * The levels found for each product, by format id; a product absent from the answer is untracked.
   * One query for the whole page, whatever its size.
   */
  async read(manager: EntityManager, query: AvailabilityQuery): Promise<Map<number, Map<number, number>>> {
    const byProduct = new Map<number, Map<number, number>>();
    if (!this.reader || query.productIds.length === 0 || query.shopIds.length === 0) return byProduct;
    for (const row of await this.reader(manager, query)) {
      const formats = byProduct.get(row.productId) ?? new Map<number, number>();
      formats.set(row.formatId, row.available);
      byProduct.set(row.productId, formats);
    }
    return byProduct;
  }
}
