import type { Cents, IsoDate, Locale, PaymentDelay } from '@cuvee/kernel';
import { requestHashOf } from '@cuvee/kernel/node';
import type { BilledLine, DepositDeduction, DocumentTotals } from './document-amounts.js';
import type { DocumentKind } from './document-kinds.js';

/*
 * What French law asks an invoice to say (CGI art. 242 nonies A, C. com. L441-9 and L441-10), frozen
 * on the document when it is issued, and its fingerprint: the SHA-256 of the canonical JSON of that
 * content (ADR 0016). The integrity check recomputes it from the stored rows; any edit made behind
 * the API's back (raw SQL) shows as a different hash.
 */

export interface PostalAddress {
  readonly street: string;
  readonly street2: string | null;
  readonly zipcode: string;
  readonly city: string;
  readonly country: string;
}

export interface SellerIdentity {
  /** The shop's trade name. */
  readonly name: string;
  /** Company name (raison sociale). */
  readonly legalName: string | null;
  readonly legalForm: string | null;
  readonly siret: string | null;
  readonly vatNumber: string | null;
  readonly rcs: string | null;
  readonly capital: Cents | null;
  readonly address: PostalAddress | null;
  readonly email: string | null;
  readonly phone: string | null;
  /** The shop charges VAT (settings.hasTVA); without it the document says why (art. 293 B). */
  readonly chargesVat: boolean;
  /** The shop's own mentions (settings "documents"), frozen with the rest; absent on older documents. */
  readonly mentions?: string | null;
}

export interface BuyerIdentity {
  readonly name: string;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly businessName: string | null;
  readonly businessReason: string | null;
  readonly isPro: boolean;
  readonly siret: string | null;
  readonly vatNumber: string | null;
  readonly exciseNumber: string | null;
  readonly email: string | null;
  readonly billingAddress: PostalAddress | null;
  readonly deliveryAddress: PostalAddress | null;
}

export interface PaymentTerms {
  readonly paymentDelay: PaymentDelay;
  /** Late-payment penalty rate, percent a year. */
  readonly penaltyRate: number;
  /** The fixed recovery fee of C. com. D441-5, 40 €. */
  readonly recoveryFee: Cents;
  readonly earlyPaymentDiscount: string;
  /** The terms of sale printed on the document's last page, as they stood at issue; absent on older documents. */
  readonly conditions?: string | null;
}

/** C. com. D441-5: 40 € per late invoice between professionals (the kernel's, shown by the back office too). */
export { RECOVERY_FEE_CENTS } from '@cuvee/kernel';

/** Everything the hash covers: the document as the law reads it. Statuses, payments and PDFs are not in it. */
export interface LegalContent {
  readonly kind: DocumentKind;
  readonly number: string;
  readonly issueDate: IsoDate;
  readonly dueDate: IsoDate | null;
  readonly locale: Locale;
  readonly seller: SellerIdentity;
  readonly buyer: BuyerIdentity;
  readonly terms: PaymentTerms;
  readonly references: readonly string[];
  /** The invoice a credit note corrects. */
  readonly correctedNumber: string | null;
  readonly notes: string | null;
  readonly lines: readonly LegalLine[];
  readonly deductions: readonly DepositDeduction[];
  readonly totals: DocumentTotals;
}

export type LegalLine = Pick<
  BilledLine,
  | 'position'
  | 'kind'
  | 'productId'
  | 'vintageId'
  | 'formatId'
  | 'label'
  | 'quantity'
  | 'listUnitHt'
  | 'discountBp'
  | 'unitHt'
  | 'unitDuties'
  | 'vatRateBp'
  | 'unitVat'
  | 'ht'
  | 'duties'
  | 'vat'
  | 'ttc'
>;

/** Keeps exactly the hashed fields of a line, in a stable shape, whatever object carries them. */
export function legalLineOf(line: LegalLine): LegalLine {
  return {
    position: line.position,
    kind: line.kind,
    productId: line.productId,
    vintageId: line.vintageId,
    formatId: line.formatId,
    label: line.label,
    quantity: line.quantity,
    listUnitHt: line.listUnitHt,
    discountBp: line.discountBp,
    unitHt: line.unitHt,
    unitDuties: line.unitDuties,
    vatRateBp: line.vatRateBp,
    unitVat: line.unitVat,
    ht: line.ht,
    duties: line.duties,
    vat: line.vat,
    ttc: line.ttc,
  };
}

/** The fingerprint stored on the row: SHA-256 (hex) of the content's canonical JSON (keys sorted). */
export function legalHashOf(content: LegalContent): string {
  // The canonical JSON + SHA-256 of request bodies (idempotency) is exactly this: one function for both.
  return requestHashOf({ ...content, lines: content.lines.map(legalLineOf) });
}

export const MENTIONS = [
  'sellerName',
  'sellerSiret',
  'sellerLegalForm',
  'sellerAddress',
  'sellerVatNumber',
  'buyerName',
  'buyerAddress',
] as const;
export type Mention = (typeof MENTIONS)[number];

export const MENTION_LABELS: Readonly<Record<Mention, Record<Locale, string>>> = {
  sellerName: { fr: 'raison sociale du vendeur', en: "seller's company name" },
  sellerSiret: { fr: 'SIRET du vendeur', en: "seller's SIRET" },
  sellerLegalForm: { fr: 'forme juridique du vendeur', en: "seller's legal form" },
  sellerAddress: { fr: 'adresse du vendeur', en: "seller's address" },
  sellerVatNumber: { fr: 'numéro de TVA du vendeur', en: "seller's VAT number" },
  buyerName: { fr: "nom de l'acheteur", en: "buyer's name" },
  buyerAddress: { fr: "adresse de facturation de l'acheteur", en: "buyer's billing address" },
};

/** The mandatory mentions a document cannot be issued without (each is on the settings or the client). */
export function missingMentions(seller: SellerIdentity, buyer: BuyerIdentity): Mention[] {
  const missing: Mention[] = [];
  if (!seller.legalName?.trim() && !seller.name.trim()) missing.push('sellerName');
  if (!seller.siret) missing.push('sellerSiret');
  if (!seller.legalForm?.trim()) missing.push('sellerLegalForm');
  if (!seller.address) missing.push('sellerAddress');
  if (seller.chargesVat && !seller.vatNumber) missing.push('sellerVatNumber');
  if (!buyer.name.trim()) missing.push('buyerName');
  if (!buyer.billingAddress) missing.push('buyerAddress');
  return missing;
}
