import { extraPackageFee, packagesFor, type Cents } from '@cuvee/kernel';
import type { BillableLine } from './document-amounts.js';

/*
 * Delivery notes (bons de livraison) list the goods without prices and say how they travel:
 * up to 12 bottles per package, 7 € per extra package. Bottles are the units of drink formats
 * (eq75 > 0), as the cart counts them (ADR 0014); accessories fill no package.
 */
export interface PackingSummary {
  readonly bottles: number;
  readonly packages: number;
  readonly extraPackageFee: Cents;
}

export function packingOf(
  lines: readonly Pick<BillableLine, 'quantity' | 'eq75' | 'kind'>[],
): PackingSummary {
  const bottles = lines
    .filter((line) => line.kind === 'product' && line.eq75 > 0)
    .reduce((count, line) => count + line.quantity, 0);
  return { bottles, packages: packagesFor(bottles), extraPackageFee: extraPackageFee(bottles) };
}
