import type { DutyRates } from './duty-rates.js';

/*
 * Default French excise (droits d'accise, CIBS art. L313-15 to L313-19) and social-security levy
 * (cotisation sécurité sociale, CSS, CSS art. L245-7) rates, one edition per 1 January.
 * Rates are indexed each year on inflation, capped at +1.75 % (CIBS L313-19), and published by
 * ministerial order (arrêté) and in the customs' "Tarifs des droits d'accises sur les alcools".
 * The wine and intermediate-product figures are those the trade press reported from the 2026 order,
 * with the 2025 ones they replaced (each 2026 figure is its 2025 one raised by the 1.75 % cap, to the
 * cent, as the code requires). The spirits and CSS figures could not be checked against a publication
 * here: the 2026 ones are the 2025 ones indexed by the cap. Check every figure against the customs'
 * notice each January and load the year's edition (`cuvee duty-rates load`); a wrong figure is
 * corrected by a later edition, never by editing a stored row.
 */
const SOURCE_2025 =
  'Tarifs 2025 des droits d’accises sur les alcools; wines and intermediate products as reported with the 2026 order (vinetur.com, 7 January 2026); to be re-checked against the customs’ notice';
const SOURCE_2026 =
  'Tarifs 2026 (arrêté): wines and intermediate products as reported by vinetur.com, 7 January 2026; spirits and CSS = 2025 indexed by the 1.75 % cap (CIBS L313-19); to be re-checked against the customs’ notice';

export const FRENCH_DUTY_RATES: DutyRates = [
  {
    effectiveFrom: '2025-01-01',
    source: SOURCE_2025,
    rates: {
      stillWine: { label: 'Vins tranquilles', basis: 'hl', cents: 412 },
      sparklingWine: { label: 'Vins mousseux', basis: 'hl', cents: 1_020 },
      intermediateProtected: {
        label: 'Produits intermédiaires (VDN et vins de liqueur AOP)',
        basis: 'hl',
        cents: 5_149,
      },
      intermediate: { label: 'Autres produits intermédiaires', basis: 'hl', cents: 20_593 },
      spirits: { label: 'Boissons spiritueuses', basis: 'hlap', cents: 189_916 },
      cssSpirits: { label: 'Cotisation sécurité sociale (> 18 % vol.)', basis: 'hlap', cents: 61_610 },
    },
  },
  {
    effectiveFrom: '2026-01-01',
    source: SOURCE_2026,
    rates: {
      stillWine: { label: 'Vins tranquilles', basis: 'hl', cents: 419 },
      sparklingWine: { label: 'Vins mousseux', basis: 'hl', cents: 1_038 },
      intermediateProtected: {
        label: 'Produits intermédiaires (VDN et vins de liqueur AOP)',
        basis: 'hl',
        cents: 5_239,
      },
      intermediate: { label: 'Autres produits intermédiaires', basis: 'hl', cents: 20_953 },
      spirits: { label: 'Boissons spiritueuses', basis: 'hlap', cents: 193_240 },
      cssSpirits: { label: 'Cotisation sécurité sociale (> 18 % vol.)', basis: 'hlap', cents: 62_688 },
    },
  },
];
