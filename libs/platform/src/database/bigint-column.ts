import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

/**
 * BIGINT comes back from mysql2 as a string (and may from other drivers); amounts in cents and counters
 * are whole numbers well inside 2^53, so they are read back as numbers and refused if they are not safe.
 */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | bigint | null) => {
    if (value === null || value === undefined) return value;
    const number = Number(value);
    if (!Number.isSafeInteger(number)) {
      throw new RangeError(`BIGINT value ${String(value)} is outside the safe integer range`);
    }
    return number;
  },
};

/** A money amount: an integer number of cents in a BIGINT column (ADR 0001). */
export function MoneyColumn(options: Omit<ColumnOptions, 'type' | 'transformer'> = {}): PropertyDecorator {
  return Column({ default: 0, ...options, type: 'bigint', transformer: bigintAsNumber });
}
