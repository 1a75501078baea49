import type { DutyRates } from './duty-rates.js';

/*
 * Default French excise (droits d'accise, CIBS art. L313-15 to L313-19) and social-security levy
 * (cotisation sécurité sociale, CSS, CSS art. L245-7) rates, one edition per 1 January.
 * Rates are indexed each year on inflation, capped at +1.75 % (CIBS L313-19), and published by
 * ministerial order (arrêté) and in the customs' "Tarifs des droits d'accises sur les alcools".
 * These figures are the best known at writing: check them against that publication each January and
 * add the new edition here (or load the table from configuration); the functions never hard-code them.
 * The 2026 edition is the 2025 one indexed by the +1.75 % cap, rounded to the cent as the code requires.
 */

const SOURCE_2025 =
  'Arrêté fixant les tarifs 2025 des droits d’accises sur les alcools (douane.gouv.fr, “Tarifs des alcools 2025”); to be re-checked';
const SOURCE_2026 =
  '2025 rates indexed by the 1.75 % cap of CIBS L313-19; to be re-checked against the 2026 arrêté';

export const FRENCH_DUTY_RATES: DutyRates = [
  {
    effectiveFrom: '2025-01-01',
    source: SOURCE_2025,
    rates: {
      stillWine: { label: 'Vins tranquilles', basis: 'hl', cents: 411 },
      sparklingWine: { label: 'Vins mousseux', basis: 'hl', cents: 1_019 },
      intermediateProtected: {
        label: 'Produits intermédiaires (VDN et vins de liqueur AOP)',
        basis: 'hl',
        cents: 5_153,
      },
      intermediate: { label: 'Autres produits intermédiaires', basis: 'hl', cents: 20_622 },
      spirits: { label: 'Boissons spiritueuses', basis: 'hlap', cents: 189_916 },
      cssSpirits: { label: 'Cotisation sécurité sociale (> 18 % vol.)', basis: 'hlap', cents: 61_610 },
    },
  },
  {
    effectiveFrom: '2026-01-01',
    source: SOURCE_2026,
    rates: {
      stillWine: { label: 'Vins tranquilles', basis: 'hl', cents: 418 },
      sparklingWine: { label: 'Vins mousseux', basis: 'hl', cents: 1_037 },
      intermediateProtected: {
        label: 'Produits intermédiaires (VDN et vins de liqueur AOP)',
        basis: 'hl',
        cents: 5_243,
      },
      intermediate: { label: 'Autres produits intermédiaires', basis: 'hl', cents: 20_983 },
      spirits: { label: 'Boissons spiritueuses', basis: 'hlap', cents: 193_240 },
      cssSpirits: { label: 'Cotisation sécurité sociale (> 18 % vol.)', basis: 'hlap', cents: 62_688 },
    },
  },
];
