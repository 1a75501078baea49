import { failure, type ValidationFailure } from '@cuvee/kernel';

/*
 * The words of the stock ledger, framework-free. Every change of stock is a movement of one of these
 * types; its sign comes from the type, never from the caller (ADR: the ledger stores a signed delta).
 */

/*
 * `opening` is the stock a shop holds on its first day in Cuvée (the opening stock import), and
 * `openingReversal` what takes it back when that import is reverted: neither is a production, a loss
 * or an inventory, so the DRM counts them in the opening balance (ADR 0068).
 */
export const ENTRY_TYPES = [
  'production',
  'purchase',
  'return',
  'transferIn',
  'inventoryGain',
  'opening',
] as const;
export const EXIT_TYPES = [
  'sale',
  'sample',
  'breakage',
  'transferOut',
  'inventoryLoss',
  'openingReversal',
] as const;
export const MOVEMENT_TYPES = [...ENTRY_TYPES, ...EXIT_TYPES] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export type ExitType = (typeof EXIT_TYPES)[number];
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Types a person enters one by one; transfers, counts and opening stock have their own way in. */
export const MANUAL_TYPES: readonly MovementType[] = [
  'production',
  'purchase',
  'return',
  'sale',
  'sample',
  'breakage',
];

/** A warehouse under bond (duty-suspended, "entrepositaire agréé") or holding duty-paid goods. */
export const FISCAL_STATUSES = ['suspended', 'paid'] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];

/** The opening stock and its reversal: the stock a shop came with, not something that happened to it. */
export const OPENING_TYPES = ['opening', 'openingReversal'] as const satisfies readonly MovementType[];

export function isEntry(type: MovementType): type is EntryType {
  return (ENTRY_TYPES as readonly string[]).includes(type);
}

/** The signed change of on-hand stock a movement of this type and (positive) quantity makes. */
export function deltaOf(type: MovementType, quantity: number): number {
  return isEntry(type) ? quantity : -quantity;
}

/** Stock free for anyone: on hand, less what orders reserved and what allocations set aside. */
export function availableOf(level: { onHand: number; reserved: number; allocated: number }): number {
  return level.onHand - level.reserved - level.allocated;
}

// ---- Field rules of the DTOs

export function positiveQuantity(value: unknown): ValidationFailure | null {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 1_000_000
    ? null
    : failure('stock.quantity');
}

export function countedQuantity(value: unknown): ValidationFailure | null {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 1_000_000
    ? null
    : failure('stock.countedQuantity');
}

export function manualType(value: unknown): ValidationFailure | null {
  if (!(MOVEMENT_TYPES as readonly unknown[]).includes(value))
    return failure('validation.unknownValue', { value: String(value) });
  return MANUAL_TYPES.includes(value as MovementType)
    ? null
    : failure('stock.manualType', { value: String(value) });
}

export function fiscalStatus(value: unknown): ValidationFailure | null {
  return (FISCAL_STATUSES as readonly unknown[]).includes(value)
    ? null
    : failure('validation.unknownValue', { value: String(value) });
}
