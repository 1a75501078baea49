import { failure, parisDayStart, type IsoDate, type ValidationFailure } from '@cuvee/kernel';
import { undoOutcome, type LevelFigures, type MoveOf } from './count-rules.js';

/*
 * The opening stock: what a shop holds on its first day in Cuvée, brought in once per wine and warehouse
 * as `opening` entries (ADR 0068). Framework-free rules of the import that writes them.
 */

/** The day an opening stock is dated: today or before (a stock held on day one is not a forecast). */
export function openingDay(day: IsoDate, today: IsoDate): ValidationFailure | null {
  return day > today ? failure('openingStock.futureDay', { day }) : null;
}

/** When the opening stock counts: from the start of its Paris day, before anything that day moved. */
export function openingInstant(day: IsoDate): Date {
  return parisDayStart(day);
}

/** What an earlier import already opened on a level: its bottles and the import's number. */
export interface EarlierOpening {
  quantity: number;
  importId: number | null;
}

/**
 * A wine opens once per warehouse: a second file (or the same one again) would add its bottles a second
 * time. A level whose opening entries are not all reverted refuses a new one; a count corrects it.
 */
export function openingRefusal(earlier: EarlierOpening | null): ValidationFailure | null {
  if (!earlier || earlier.quantity <= 0) return null;
  return failure('openingStock.alreadyOpened', {
    quantity: earlier.quantity,
    importId: earlier.importId ?? '-',
  });
}

/**
 * Taking back `quantity` bottles an opening entered: an `openingReversal` of the same quantity, refused
 * (with what is left) when orders and allocations now hold some of them — the count's undo rule.
 */
export function openingUndo(
  level: LevelFigures,
  quantity: number,
): { refused: { available: number } } | { move: MoveOf | null } {
  const outcome = undoOutcome(level, quantity);
  if ('refused' in outcome || !outcome.move) return outcome;
  return { move: { type: 'openingReversal', quantity } };
}
