import { Injectable } from '@nestjs/common';

/** What a widget points at in another context: products of the catalogue, events of wine tourism. */
export type IframeTarget = 'product' | 'event';

/** The ids of `ids` that exist in the shop (any order); an id it leaves out is unknown there. */
export type IframeTargetReader = (shopId: number, ids: readonly number[]) => Promise<number[]>;

/**
 * How the storefront checks that a widget's products and events are the shop's. They belong to contexts
 * the storefront may not use (eslint CONTEXT_DEPENDENCIES): the application registers one reader per
 * target (libs/relays). A target without a reader finds nothing, so a widget pointing at it is refused
 * rather than saved with an id nobody checked.
 */
@Injectable()
export class IframeTargets {
  private readonly readers = new Map<IframeTarget, IframeTargetReader>();

  register(target: IframeTarget, reader: IframeTargetReader): void {
    this.readers.set(target, reader);
  }

  /** The first id of `ids` that is not the shop's, or null when all are. */
  async firstUnknown(target: IframeTarget, shopId: number, ids: readonly number[]): Promise<number | null> {
    if (ids.length === 0) return null;
    const reader = this.readers.get(target);
    const found = new Set(reader ? await reader(shopId, ids) : []);
    return ids.find((id) => !found.has(id)) ?? null;
  }
}
