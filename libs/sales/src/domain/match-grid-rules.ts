import { failure, type Cents, type ValidationFailure } from '@cuvee/kernel';
import type { FormatPricing } from '@cuvee/catalogue/domain';

/*
 * Correspondence grids (ADR 0090): a partner's own article references mapped to the shop's product and
 * format. The partner writes a reference as they like ("ch-75 22", "CH-75  22 "): what makes two
 * references the same is their key — trimmed, without inner spaces or accents, in capitals.
 */

/** At most this many rows in one grid (a partner's list is sent whole, in one request). */
export const MAX_MATCH_GRID_ROWS = 2000;
export const MAX_PARTNER_REFERENCE = 64;
export const MAX_PARTNER_LABEL = 120;
export const MAX_MATCH_GRID_NAME = 120;

/** Who a grid belongs to: a client of the shop (CRM) or an agent of the shop. */
export const MATCH_GRID_PARTNERS = ['client', 'agent'] as const;
export type MatchGridPartner = (typeof MATCH_GRID_PARTNERS)[number];

/**
 * The key two references are compared on: no spaces of any kind (inner ones too), no accents, in
 * capitals. Accents do not count because MariaDB's collation does not count them either: the grid's
 * unique index and this rule agree.
 */
export function referenceKey(reference: string): string {
  return reference
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/gu, '')
    .toUpperCase()
    .normalize('NFC');
}

/** A row as the rule sees it: the reference written (its position is its index + 1). */
export interface ReferenceRow {
  readonly reference: string;
}

/**
 * What is wrong with the references of a grid's rows, each naming its row (1-based): empty, too long,
 * or the same key as an earlier row.
 */
export function referenceFailures(rows: readonly ReferenceRow[]): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const position = index + 1;
    const key = referenceKey(row.reference);
    if (key === '') return void failures.push(failure('sales.matchGridReferenceNeeded', { position }));
    // The key too: capitals may be longer than the letter (ß, SS).
    if (row.reference.trim().length > MAX_PARTNER_REFERENCE || key.length > MAX_PARTNER_REFERENCE)
      return void failures.push(
        failure('sales.matchGridReferenceTooLong', { position, max: MAX_PARTNER_REFERENCE }),
      );
    const first = seen.get(key);
    if (first !== undefined)
      return void failures.push(
        failure('sales.matchGridDuplicateReference', {
          position,
          reference: row.reference.trim(),
          first,
        }),
      );
    seen.set(key, position);
  });
  return failures;
}

/**
 * A format as a row with a fixed price sells it: the fixed price is the price grid's list price of the
 * format, its quantity tiers and product promotions left out (the price was negotiated whole); the price
 * grid's global discount and the order's own rules still apply, as on any line.
 */
export function withFixedPrice(
  format: FormatPricing,
  typologyKey: string,
  fixedPriceHt: Cents,
): FormatPricing {
  return {
    ...format,
    discountPrice: [],
    discountAdd: [],
    promotions: [],
    typologies: {
      ...format.typologies,
      [typologyKey]: { visible: true, price: fixedPriceHt, discountPrice: [], discountAdd: [] },
    },
  };
}
