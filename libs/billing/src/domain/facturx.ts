import {
  EU_COUNTRIES,
  OTHER_EUROPEAN_COUNTRIES,
  PAYMENT_DELAYS,
  sirenOf,
  type Cents,
  type IsoDate,
} from '@cuvee/kernel';
import type { DocumentTotals } from './document-amounts.js';
import type { DocumentKind } from './document-kinds.js';
import type {
  BuyerIdentity,
  LegalLine,
  PaymentTerms,
  PostalAddress,
  SellerIdentity,
} from './legal-content.js';

/*
 * The Factur-X (EN 16931 profile) XML of an issued invoice, deposit invoice or credit note: the
 * UN/CEFACT Cross Industry Invoice the PDF carries as factur-x.xml (ADR 0058). A pure mapping of the
 * document's frozen content, so the XML says to the cent what the PDF says:
 *   - a line's net amount is its VAT base (HT + duties, CGI art. 267): excise and CSS are part of
 *     the price the VAT applies to, and EN 16931 checks each rate's base against its lines;
 *   - a discount line (negative price) is a negative quantity at a positive price (EN 16931 forbids
 *     negative prices, not negative quantities);
 *   - deposits taken off a final invoice are its prepaid amount, so the due amount is its net to pay;
 *   - a credit note (381) keeps positive amounts and names the invoice it corrects.
 */

export type FacturxKind = Exclude<DocumentKind, 'quote'>;

/** UNTDID 1001 document type codes. */
export const FACTURX_TYPE_CODES: Readonly<Record<FacturxKind, string>> = {
  invoice: '380',
  creditNote: '381',
  deposit: '386',
};

export interface FacturxBank {
  readonly iban: string;
  readonly bic: string | null;
}

/** An invoice collected by SEPA direct debit (ADR 0076): EN 16931 BT-89, BT-90 and BT-91. */
export interface FacturxDirectDebit {
  /** The mandate's unique reference (RUM), BT-89. */
  readonly mandateReference: string;
  /** The shop's creditor identifier (ICS), BT-90. */
  readonly creditorId: string;
  /** The client's account debited, BT-91. */
  readonly debitedIban: string;
}

export interface FacturxDocument {
  readonly kind: FacturxKind;
  readonly number: string;
  readonly issueDate: IsoDate;
  readonly dueDate: IsoDate | null;
  readonly seller: SellerIdentity;
  readonly buyer: BuyerIdentity;
  readonly terms: PaymentTerms;
  readonly references: readonly string[];
  readonly correctedNumber: string | null;
  readonly lines: readonly Pick<
    LegalLine,
    'position' | 'label' | 'quantity' | 'unitHt' | 'unitDuties' | 'vatRateBp' | 'ht' | 'duties'
  >[];
  readonly totals: Pick<
    DocumentTotals,
    'totalHt' | 'totalDuties' | 'totalVat' | 'totalTtc' | 'vatBreakdown' | 'depositsTtc' | 'netToPay'
  >;
  /** The account the client pays to (the shop's default bank); null: no transfer instructions. */
  readonly bank: FacturxBank | null;
  /** Collected by direct debit with a mandate: the payment means are the debit, not a transfer. */
  readonly directDebit?: FacturxDirectDebit | null;
  /** The document's notes, payment terms, due day and penalties as the PDF prints them (the kernel's legal mentions). */
  readonly mentions: readonly string[];
}

/** What a document lacks to be a valid EN 16931 invoice: the shop or client setting to fill in. */
export class FacturxError extends RangeError {
  constructor(readonly reason: 'sellerAddress' | 'sellerVatNumber' | 'noLines') {
    super(`Factur-X: missing ${reason}`);
  }
}

const VAT_FRANCHISE = 'TVA non applicable, art. 293 B du CGI';
const VAT_EXEMPT = 'Exonération de TVA';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Cents as a decimal with two digits ("-12.05"). */
export function facturxAmount(cents: Cents): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage ("20", "5.5"). */
const percent = (bp: number): string => String(bp / 100);

const day = (iso: IsoDate): string => iso.replaceAll('-', '');

/** S (standard) when the rate is above 0, else E (exempt): with the reason EN 16931 asks for. */
function category(vatRateBp: number): 'S' | 'E' {
  return vatRateBp > 0 ? 'S' : 'E';
}

function element(name: string, content: string | null | undefined, attributes = ''): string {
  return content == null || content === '' ? '' : `<${name}${attributes}>${content}</${name}>`;
}

const text = (name: string, value: string | null | undefined, attributes = ''): string =>
  element(name, value == null ? null : escape(value), attributes);

const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The ISO 3166 code EN 16931 asks for: addresses store a code, or a country's name in older rows
 * ("France"); a name no list knows is taken as France, where nearly every address is.
 */
export function countryCodeOf(country: string): string {
  if (/^[a-z]{2}$/i.test(country.trim())) return country.trim().toUpperCase();
  const name = folded(country);
  const known = [...EU_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES].find(
    (item) => folded(item.fr) === name || folded(item.en) === name,
  );
  return known?.key ?? 'FR';
}

function address(value: PostalAddress | null): string {
  if (!value) return '<ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>';
  return (
    '<ram:PostalTradeAddress>' +
    text('ram:PostcodeCode', value.zipcode) +
    text('ram:LineOne', value.street) +
    text('ram:LineTwo', value.street2) +
    text('ram:CityName', value.city) +
    text('ram:CountryID', countryCodeOf(value.country)) +
    '</ram:PostalTradeAddress>'
  );
}

const vatRegistration = (vatNumber: string | null): string =>
  vatNumber
    ? `<ram:SpecifiedTaxRegistration>${text('ram:ID', vatNumber.replace(/\s/g, '').toUpperCase(), ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
    : '';

/** SIREN (ISO 6523 scheme 0002) from a SIRET, when it has one that reads as such. */
function legalOrganization(siret: string | null, tradingName: string | null): string {
  let siren: string | null = null;
  try {
    siren = siret ? sirenOf(siret.replace(/\s/g, '')) : null;
  } catch {
    siren = null;
  }
  if (!siren && !tradingName) return '';
  return (
    '<ram:SpecifiedLegalOrganization>' +
    text('ram:ID', siren, ' schemeID="0002"') +
    text('ram:TradingBusinessName', tradingName) +
    '</ram:SpecifiedLegalOrganization>'
  );
}

function line(value: FacturxDocument['lines'][number]): string {
  const unitBase = value.unitHt + value.unitDuties;
  const negative = unitBase < 0;
  return (
    '<ram:IncludedSupplyChainTradeLineItem>' +
    `<ram:AssociatedDocumentLineDocument><ram:LineID>${value.position}</ram:LineID></ram:AssociatedDocumentLineDocument>` +
    `<ram:SpecifiedTradeProduct>${text('ram:Name', value.label)}</ram:SpecifiedTradeProduct>` +
    '<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>' +
    `<ram:ChargeAmount>${facturxAmount(Math.abs(unitBase))}</ram:ChargeAmount>` +
    '</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>' +
    '<ram:SpecifiedLineTradeDelivery>' +
    `<ram:BilledQuantity unitCode="C62">${negative ? -value.quantity : value.quantity}</ram:BilledQuantity>` +
    '</ram:SpecifiedLineTradeDelivery>' +
    '<ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode>' +
    `<ram:CategoryCode>${category(value.vatRateBp)}</ram:CategoryCode>` +
    `<ram:RateApplicablePercent>${percent(value.vatRateBp)}</ram:RateApplicablePercent>` +
    '</ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation>' +
    `<ram:LineTotalAmount>${facturxAmount(value.ht + value.duties)}</ram:LineTotalAmount>` +
    '</ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>' +
    '</ram:IncludedSupplyChainTradeLineItem>'
  );
}

/** The CII XML (UTF-8) of an issued document. Throws FacturxError when the shop lacks what EN 16931 requires. */
export function facturxXml(document: FacturxDocument): string {
  const { seller, buyer, totals } = document;
  if (!document.lines.length) throw new FacturxError('noLines');
  if (!seller.address) throw new FacturxError('sellerAddress');
  // EN 16931 asks the seller's VAT number on any document with taxed or exempt lines: all of ours.
  if (!seller.vatNumber) throw new FacturxError('sellerVatNumber');
  const exemption = seller.chargesVat ? VAT_EXEMPT : VAT_FRANCHISE;
  const notes = [...document.mentions, ...document.references.map((r) => `Réf. ${r}`)]
    .filter((note): note is string => !!note?.trim())
    .map((note) => `<ram:IncludedNote>${text('ram:Content', note)}</ram:IncludedNote>`)
    .join('');
  const taxes = totals.vatBreakdown
    .map(
      (row) =>
        '<ram:ApplicableTradeTax>' +
        `<ram:CalculatedAmount>${facturxAmount(row.vat)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>` +
        (category(row.vatRateBp) === 'E' ? text('ram:ExemptionReason', exemption) : '') +
        `<ram:BasisAmount>${facturxAmount(row.base)}</ram:BasisAmount>` +
        `<ram:CategoryCode>${category(row.vatRateBp)}</ram:CategoryCode>` +
        `<ram:RateApplicablePercent>${percent(row.vatRateBp)}</ram:RateApplicablePercent>` +
        '</ram:ApplicableTradeTax>',
    )
    .join('');
  const base = totals.totalHt + totals.totalDuties;
  const debit = document.kind === 'creditNote' ? null : (document.directDebit ?? null);
  // UNTDID 4461: 59 SEPA direct debit (the client's account), 58 SEPA credit transfer (the shop's).
  const paymentMeans = debit
    ? '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>59</ram:TypeCode>' +
      `<ram:PayerPartyDebtorFinancialAccount>${text('ram:IBANID', debit.debitedIban)}</ram:PayerPartyDebtorFinancialAccount>` +
      '</ram:SpecifiedTradeSettlementPaymentMeans>'
    : document.bank && document.kind !== 'creditNote'
      ? '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>' +
        `<ram:PayeePartyCreditorFinancialAccount>${text('ram:IBANID', document.bank.iban.replace(/\s/g, '').toUpperCase())}</ram:PayeePartyCreditorFinancialAccount>` +
        (document.bank.bic
          ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${text('ram:BICID', document.bank.bic.trim().toUpperCase())}</ram:PayeeSpecifiedCreditorFinancialInstitution>`
          : '') +
        '</ram:SpecifiedTradeSettlementPaymentMeans>'
      : '';
  // Where the goods go (a mention the reform asks for): the delivery address, else the billing one.
  const shipTo = `<ram:ShipToTradeParty>${text('ram:Name', buyer.name)}${address(buyer.deliveryAddress ?? buyer.billingAddress)}</ram:ShipToTradeParty>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>' +
    '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>' +
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>' +
    '<rsm:ExchangedDocument>' +
    text('ram:ID', document.number) +
    `<ram:TypeCode>${FACTURX_TYPE_CODES[document.kind]}</ram:TypeCode>` +
    `<ram:IssueDateTime><udt:DateTimeString format="102">${day(document.issueDate)}</udt:DateTimeString></ram:IssueDateTime>` +
    notes +
    '</rsm:ExchangedDocument>' +
    '<rsm:SupplyChainTradeTransaction>' +
    document.lines.map(line).join('') +
    '<ram:ApplicableHeaderTradeAgreement>' +
    '<ram:SellerTradeParty>' +
    text('ram:Name', seller.legalName ?? seller.name) +
    legalOrganization(seller.siret, seller.legalName ? seller.name : null) +
    address(seller.address) +
    vatRegistration(seller.vatNumber) +
    '</ram:SellerTradeParty>' +
    '<ram:BuyerTradeParty>' +
    text('ram:Name', buyer.name) +
    legalOrganization(buyer.siret, null) +
    address(buyer.billingAddress) +
    vatRegistration(buyer.vatNumber) +
    '</ram:BuyerTradeParty>' +
    '</ram:ApplicableHeaderTradeAgreement>' +
    `<ram:ApplicableHeaderTradeDelivery>${shipTo}</ram:ApplicableHeaderTradeDelivery>` +
    '<ram:ApplicableHeaderTradeSettlement>' +
    (debit ? text('ram:CreditorReferenceID', debit.creditorId) : '') +
    text('ram:PaymentReference', document.number) +
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
    paymentMeans +
    taxes +
    '<ram:SpecifiedTradePaymentTerms>' +
    text('ram:Description', PAYMENT_DELAYS.find((d) => d.key === document.terms.paymentDelay)?.fr) +
    (document.dueDate
      ? `<ram:DueDateDateTime><udt:DateTimeString format="102">${day(document.dueDate)}</udt:DateTimeString></ram:DueDateDateTime>`
      : '') +
    (debit ? text('ram:DirectDebitMandateID', debit.mandateReference) : '') +
    '</ram:SpecifiedTradePaymentTerms>' +
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    `<ram:LineTotalAmount>${facturxAmount(base)}</ram:LineTotalAmount>` +
    `<ram:TaxBasisTotalAmount>${facturxAmount(base)}</ram:TaxBasisTotalAmount>` +
    `<ram:TaxTotalAmount currencyID="EUR">${facturxAmount(totals.totalVat)}</ram:TaxTotalAmount>` +
    `<ram:GrandTotalAmount>${facturxAmount(totals.totalTtc)}</ram:GrandTotalAmount>` +
    (totals.depositsTtc
      ? `<ram:TotalPrepaidAmount>${facturxAmount(totals.depositsTtc)}</ram:TotalPrepaidAmount>`
      : '') +
    `<ram:DuePayableAmount>${facturxAmount(totals.netToPay)}</ram:DuePayableAmount>` +
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    (document.correctedNumber
      ? `<ram:InvoiceReferencedDocument>${text('ram:IssuerAssignedID', document.correctedNumber)}</ram:InvoiceReferencedDocument>`
      : '') +
    '</ram:ApplicableHeaderTradeSettlement>' +
    '</rsm:SupplyChainTradeTransaction>' +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
