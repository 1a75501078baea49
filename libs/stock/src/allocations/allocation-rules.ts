import { LessThanOrEqual } from 'typeorm';
import type { StockLedger } from '../levels/stock-ledger.js';
import { StockAllocation } from './allocation.entity.js';

/** Still holding stock: active and not past its end. */
export function isRunning(allocation: StockAllocation, now: Date): boolean {
  return allocation.status === 'active' && (allocation.endsAt === null || allocation.endsAt > now);
}

/** An order of this client (or typology) may take from it now. */
export function isOpenTo(
  allocation: StockAllocation,
  order: { clientId: number | null; typology: string | null },
  now: Date,
): boolean {
  if (!isRunning(allocation, now) || (allocation.startsAt !== null && allocation.startsAt > now))
    return false;
  return (
    (order.clientId !== null && allocation.clientIds.includes(order.clientId)) ||
    (order.typology !== null && allocation.typologies.includes(order.typology))
  );
}

/**
 * Ends the shop's allocations past their end date: their unused quota returns to the general stock.
 * Run before anything reads allocations to decide (a reservation, a release, the list), so no job is
 * needed for the numbers to be right. Each allocation ends once, even with concurrent callers.
 */
export async function endAllocations(ledger: StockLedger, now: Date): Promise<void> {
  const due = await ledger.manager
    .getRepository(StockAllocation)
    .findBy({ shopId: ledger.shopId, status: 'active', endsAt: LessThanOrEqual(now) });
  for (const allocation of due) await endAllocation(ledger, allocation);
}

/** Ends one allocation now, whatever its dates; its unused quota returns to the general stock. */
export async function endAllocation(ledger: StockLedger, allocation: StockAllocation): Promise<void> {
  const fresh = await ledger.lock(StockAllocation, allocation.id);
  if (!fresh || fresh.status !== 'active') return;
  await ledger.manager.getRepository(StockAllocation).update({ id: fresh.id }, { status: 'ended' });
  await ledger.deallocate(fresh.levelId, fresh.quantity - fresh.used);
}
