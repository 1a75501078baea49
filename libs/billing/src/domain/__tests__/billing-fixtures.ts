import fc from 'fast-check';
import { billLines, documentTotals, type BillableLine } from '../document-amounts.js';
import type { FacturxDocument, FacturxKind } from '../facturx.js';
import type { BuyerIdentity, SellerIdentity } from '../legal-content.js';

/** A catalogue line: 75 cl of wine at 20 % with duties, 12 units, no discount unless given. */
export function wineLine(overrides: Partial<BillableLine> = {}): BillableLine {
  return {
    kind: 'product',
    productId: 1,
    vintageId: 2,
    formatId: 3,
    label: 'Chinon Les Galets 2022 — 75 cl',
    quantity: 12,
    listUnitHt: 1250,
    discountBp: 0,
    unitHt: null,
    unitDuties: 3,
    vatRateBp: 2000,
    family: 'wine',
    eq75: 1,
    ...overrides,
  };
}

const VAT_RATES_BP = [0, 550, 1000, 2000];

/** Any valid billable line (discount lines are negative, everything else non-negative). */
export const billableLineArb: fc.Arbitrary<BillableLine> = fc
  .record({
    kind: fc.constantFrom('product', 'service', 'shipping', 'discount'),
    quantity: fc.integer({ min: 1, max: 500 }),
    price: fc.integer({ min: 0, max: 2_000_000 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
    duties: fc.integer({ min: 0, max: 500 }),
    vatRateBp: fc.constantFrom(...VAT_RATES_BP),
    priced: fc.boolean(),
  })
  .map(({ kind, quantity, price, discountBp, duties, vatRateBp, priced }) => {
    const sign = kind === 'discount' ? -1 : 1;
    return wineLine({
      kind: kind as BillableLine['kind'],
      quantity,
      listUnitHt: sign * price,
      discountBp,
      unitHt: priced ? sign * Math.floor(price / 2) : null,
      unitDuties: kind === 'product' ? duties : 0,
      vatRateBp,
    });
  });

export const seller: SellerIdentity = {
  name: 'Domaine des Demoiselles',
  legalName: 'EARL des Demoiselles',
  legalForm: 'EARL',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  rcs: null,
  capital: 750_000,
  address: { street: '12 route des Caves', street2: null, zipcode: '37500', city: 'Chinon', country: 'FR' },
  email: 'contact@domaine-des-demoiselles.demo',
  phone: null,
  chargesVat: true,
};

export const buyer: BuyerIdentity = {
  name: 'Cave du Centre',
  firstname: 'Marie',
  lastname: 'Durand',
  businessName: 'Cave du Centre',
  businessReason: 'SARL Cave du Centre',
  isPro: true,
  siret: null,
  vatNumber: null,
  exciseNumber: null,
  email: 'marie@cave.fr',
  billingAddress: {
    street: '1 rue Nationale',
    street2: null,
    zipcode: '37000',
    city: 'Tours',
    country: 'FR',
  },
  deliveryAddress: null,
};

/** A Factur-X document from billable lines, as the service builds it from an issued document. */
export function facturxSample(
  kind: FacturxKind,
  lines: ReturnType<typeof billLines>,
  depositsTtc = 0,
): FacturxDocument {
  const totals = documentTotals(lines);
  return {
    kind,
    number: kind === 'creditNote' ? 'AV-2026-0001' : 'F-2026-0042',
    issueDate: '2026-03-14',
    dueDate: kind === 'creditNote' ? null : '2026-04-13',
    seller,
    buyer,
    terms: {
      paymentDelay: 'days30',
      penaltyRate: 10,
      recoveryFee: 4000,
      earlyPaymentDiscount: 'Pas d’escompte',
    },
    references: ['Commande C-12'],
    correctedNumber: kind === 'creditNote' ? 'F-2026-0042' : null,
    lines,
    totals: { ...totals, depositsTtc, netToPay: totals.totalTtc - depositsTtc },
    bank: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
    mentions: ['Paiement à 30 jours, le 13/04/2026.'],
  };
}
