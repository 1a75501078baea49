import { availableOf, type MovementType } from './stock-rules.js';

/** What the rules read of a level. */
export interface LevelFigures {
  onHand: number;
  reserved: number;
  allocated: number;
}

/** A movement to record: its type and (positive) quantity. */
export interface MoveOf {
  type: MovementType;
  quantity: number;
}

/**
 * What counting `counted` bottles of a level means for the ledger: nothing when the books agree, an
 * inventory gain or loss of the difference otherwise, and a refusal when the count is below what orders
 * and allocations hold (they must be released first: the count would leave them without bottles).
 */
export function countOutcome(
  level: LevelFigures,
  counted: number,
): { refused: { held: number } } | { move: MoveOf | null } {
  const held = level.reserved + level.allocated;
  if (counted < held) return { refused: { held } };
  const difference = counted - level.onHand;
  if (difference === 0) return { move: null };
  return {
    move: { type: difference > 0 ? 'inventoryGain' : 'inventoryLoss', quantity: Math.abs(difference) },
  };
}

/**
 * The movement that takes back a change of `delta` on-hand bottles made by inventory movements (the
 * ledger is append-only: an import is undone by the opposite movements). Taking bottles back needs them
 * free: when the stock has moved since so that fewer are available, it is refused with what is left.
 */
export function undoOutcome(
  level: LevelFigures,
  delta: number,
): { refused: { available: number } } | { move: MoveOf | null } {
  if (delta === 0) return { move: null };
  if (delta < 0) return { move: { type: 'inventoryGain', quantity: -delta } };
  const available = availableOf(level);
  if (available < delta) return { refused: { available: Math.max(0, available) } };
  return { move: { type: 'inventoryLoss', quantity: delta } };
}
