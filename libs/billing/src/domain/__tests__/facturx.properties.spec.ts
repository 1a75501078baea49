import fc from 'fast-check';
import { sumCents } from '@cuvee/kernel';
import { billLines, documentTotals } from '../document-amounts.js';
import { countryCodeOf, facturxAmount, facturxXml, FacturxError, type FacturxKind } from '../facturx.js';
import { billableLineArb, facturxSample, seller } from './billing-fixtures.js';

const amounts = (xml: string, element: string): string[] =>
  [...xml.matchAll(new RegExp(`<ram:${element}[^>]*>(-?\\d+\\.\\d{2})</ram:${element}>`, 'g'))].map(
    (m) => m[1]!,
  );
const one = (xml: string, element: string): string | undefined => amounts(xml, element)[0];
/** The header's sums come after the lines, the lines' within them. */
const header = (xml: string) => xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeAgreement>'));
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('Factur-X mapping', () => {
  const kindArb = fc.constantFrom<FacturxKind>('invoice', 'deposit', 'creditNote');

  test("the XML's totals are always the document's, and its VAT breakdown adds up", () => {
    fc.assert(
      fc.property(kindArb, fc.array(billableLineArb, { minLength: 1, maxLength: 12 }), (kind, billable) => {
        const lines = billLines(billable);
        const document = facturxSample(kind, lines);
        const xml = facturxXml(document);
        const totals = document.totals;
        const head = header(xml);
        expect(one(head, 'LineTotalAmount')).toBe(facturxAmount(totals.totalHt + totals.totalDuties));
        expect(one(head, 'TaxBasisTotalAmount')).toBe(facturxAmount(totals.totalHt + totals.totalDuties));
        expect(one(head, 'TaxTotalAmount')).toBe(facturxAmount(totals.totalVat));
        expect(one(head, 'GrandTotalAmount')).toBe(facturxAmount(totals.totalTtc));
        expect(one(head, 'DuePayableAmount')).toBe(facturxAmount(totals.netToPay));
        // Line amounts add up to the header's; each rate's VAT and base add up to the totals.
        const lineTotals = amounts(
          xml.slice(0, xml.indexOf('<ram:ApplicableHeaderTradeAgreement>')),
          'LineTotalAmount',
        );
        expect(lineTotals).toHaveLength(lines.length);
        expect(sumCents(lineTotals.map(cents))).toBe(totals.totalHt + totals.totalDuties);
        expect(sumCents(amounts(head, 'CalculatedAmount').map(cents))).toBe(totals.totalVat);
        expect(sumCents(amounts(head, 'BasisAmount').map(cents))).toBe(totals.totalHt + totals.totalDuties);
        // Quantity × net price is each line's amount (EN 16931 forbids negative prices: discounts go negative in quantity).
        for (const item of xml.split('<ram:IncludedSupplyChainTradeLineItem>').slice(1)) {
          const price = cents(one(item, 'ChargeAmount')!);
          const quantity = Number(/<ram:BilledQuantity[^>]*>(-?\d+)</.exec(item)![1]);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price * quantity).toBe(cents(one(item, 'LineTotalAmount')!));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('deposits taken off a final invoice are its prepaid amount', () => {
    const lines = billLines(
      fc.sample(
        billableLineArb.filter((l) => l.kind === 'product'),
        { numRuns: 3, seed: 7 },
      ),
    );
    const total = documentTotals(lines).totalTtc;
    const xml = facturxXml(facturxSample('invoice', lines, 1000));
    expect(one(xml, 'TotalPrepaidAmount')).toBe('10.00');
    expect(one(xml, 'DuePayableAmount')).toBe(facturxAmount(total - 1000));
  });

  test('countries are ISO codes, whether the address stored a code or a name', () => {
    expect(['fr', 'France', 'allemagne', 'Royaume-Uni', 'BE', 'Atlantide'].map(countryCodeOf)).toEqual([
      'FR',
      'FR',
      'DE',
      'GB',
      'BE',
      'FR',
    ]);
  });

  test('amounts are written with two decimals, whatever their sign', () => {
    expect([0, 5, -5, 1234, -120_050].map(facturxAmount)).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '12.34',
      '-1200.50',
    ]);
  });

  test('a credit note names the invoice it corrects; each kind has its type code', () => {
    const lines = billLines(fc.sample(billableLineArb, { numRuns: 2, seed: 3 }));
    expect(facturxXml(facturxSample('creditNote', lines))).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2026-0042</ram:IssuerAssignedID>',
    );
    expect(facturxXml(facturxSample('invoice', lines))).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(facturxXml(facturxSample('deposit', lines))).toContain('<ram:TypeCode>386</ram:TypeCode>');
    expect(facturxXml(facturxSample('creditNote', lines))).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  test('an invoice collected by direct debit carries its mandate, creditor and account debited instead of a transfer', () => {
    const lines = billLines(fc.sample(billableLineArb, { numRuns: 2, seed: 5 }));
    const directDebit = {
      mandateReference: 'DEMO-M000042',
      creditorId: 'FR72ZZZ123456',
      debitedIban: 'FR7630006000011234567890189',
    };
    const xml = facturxXml({ ...facturxSample('invoice', lines), directDebit });
    expect(xml).toContain('<ram:CreditorReferenceID>FR72ZZZ123456</ram:CreditorReferenceID>');
    expect(xml).toContain(
      '<ram:TypeCode>59</ram:TypeCode><ram:PayerPartyDebtorFinancialAccount><ram:IBANID>FR7630006000011234567890189</ram:IBANID>',
    );
    expect(xml).toContain('<ram:DirectDebitMandateID>DEMO-M000042</ram:DirectDebitMandateID>');
    expect(xml).not.toContain('<ram:TypeCode>58</ram:TypeCode>');
    // A credit note is not debited: no mandate on it.
    expect(facturxXml({ ...facturxSample('creditNote', lines), directDebit })).not.toContain(
      'DirectDebitMandateID',
    );
  });

  test('a shop without address or VAT number, or a document without lines, is refused with what to fill in', () => {
    const lines = billLines(fc.sample(billableLineArb, { numRuns: 1, seed: 1 }));
    const sample = facturxSample('invoice', lines);
    expect(() => facturxXml({ ...sample, seller: { ...seller, address: null } })).toThrow(
      new FacturxError('sellerAddress'),
    );
    expect(() => facturxXml({ ...sample, seller: { ...seller, vatNumber: null } })).toThrow(
      new FacturxError('sellerVatNumber'),
    );
    expect(() => facturxXml({ ...sample, lines: [] })).toThrow(new FacturxError('noLines'));
  });
});
