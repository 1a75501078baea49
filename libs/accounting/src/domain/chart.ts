/*
 * The chart of accounts (plan comptable général) as far as a producer's sales, purchases and money
 * need it (ADR 0048). The accounts themselves are billing's accounting settings (one per product
 * family, VAT rate, payment type…); the chart gives each number the title the FEC must print beside
 * it: the shop's own title when it set one, else the PCG title of its longest known prefix.
 */
export const PCG_TITLES: Readonly<Record<string, string>> = {
  '401': 'Fournisseurs',
  '4091': 'Fournisseurs - avances et acomptes versés',
  '411': 'Clients',
  '419': 'Clients créditeurs',
  '4191': 'Clients - avances et acomptes reçus',
  '4456': 'TVA déductible',
  '44566': 'TVA déductible sur autres biens et services',
  '4457': 'TVA collectée',
  '445711': 'TVA collectée 20 %',
  '445712': 'TVA collectée 10 %',
  '445713': 'TVA collectée 5,5 %',
  '447': 'Autres impôts, taxes et versements assimilés',
  '4471': "Droits d'accises",
  '511': "Valeurs à l'encaissement",
  '5112': 'Chèques à encaisser',
  '5115': 'Cartes bancaires à encaisser',
  '512': 'Banque',
  '530': 'Caisse',
  '601': 'Achats stockés - matières premières',
  '602': 'Achats stockés - autres approvisionnements',
  '6026': 'Achats stockés - emballages',
  '604': "Achats d'études et prestations de services",
  '607': 'Achats de marchandises',
  '701': 'Ventes de produits finis',
  '7011': 'Ventes de vins',
  '7012': 'Ventes de champagnes',
  '7013': 'Ventes de spiritueux',
  '7014': 'Ventes de bières',
  '7015': 'Ventes de cidres',
  '706': 'Prestations de services',
  '707': 'Ventes de marchandises',
  '7079': 'Ventes de marchandises hors taxe (export, UE)',
  '708': 'Produits des activités annexes',
  '7085': 'Ports et frais accessoires facturés',
  '709': 'Rabais, remises et ristournes accordés',
  '890': "Bilan d'ouverture",
};

/** The title of an account: the shop's own, else the PCG title of its longest known prefix, else its number. */
export function accountTitle(number: string, own: ReadonlyMap<string, string> = new Map()): string {
  const mine = own.get(number);
  if (mine) return mine;
  for (let length = number.length; length >= 3; length--) {
    const title = PCG_TITLES[number.slice(0, length)];
    if (title) return title;
  }
  return number;
}

/** The class of the PCG an account belongs to (its first digit): 4 third parties, 5 money, 6 charges, 7 revenue. */
export function accountClass(number: string): number {
  return Number(number[0]);
}

/*
 * The accounts of purchases. Billing's settings name the accounts of sales and money only; until a
 * shop can choose these, the books use the PCG's usual ones.
 */
/** The collective supplier account; each supplier has its auxiliary account on it. */
export const SUPPLIER_ACCOUNT = '401000';
/** VAT paid to suppliers, deducted from the VAT collected. */
export const DEDUCTIBLE_VAT_ACCOUNT = '445660';
/**
 * The counterpart of the client balances brought over from the books kept before Cuvée (ADR 0069):
 * the opening balance sheet account, which the accountant's own opening entries settle.
 */
export const OPENING_ACCOUNT = '890000';

/**
 * The purchases account of a catalogue product kind: wine and boxes bought are goods resold as they
 * are (607), services bought go to 604, the rest is dry goods (bottles, corks, capsules, cartons,
 * labels: packaging, 6026).
 */
export function purchaseAccountOf(kind: string): string {
  if (kind === 'bottle' || kind === 'box') return '607000';
  if (kind === 'prestation') return '604000';
  return '602600';
}

/**
 * A third party's auxiliary account: its own accounting code, else its letter (C a client, F a
 * supplier) and its id on six digits.
 */
export function auxAccountOf(
  party: 'client' | 'supplier',
  code: string | null | undefined,
  id: number,
): string {
  return code || `${party === 'client' ? 'C' : 'F'}${String(id).padStart(6, '0')}`;
}
