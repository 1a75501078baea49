import type { EntityManager } from 'typeorm';
import { nextMonth, type Month } from '../domain/monthly-ledger.js';
import { DrmDeclaration } from './drm-declaration.entity.js';

/**
 * The month given, or the first one after it not validated: where a capsule record made now counts (a
 * validated month never changes). Called under the customs profile's lock, as validations are.
 */
export async function firstOpenMonth(manager: EntityManager, shopId: number, from: Month): Promise<Month> {
  let month = from;
  while (await manager.existsBy(DrmDeclaration, { shopId, month })) month = nextMonth(month);
  return month;
}
