import { checkFacturx } from '@cuvee/testing/facturx';
import { billLines } from '../document-amounts.js';
import { facturxXml } from '../facturx.js';
import { facturxSample, seller, wineLine } from './billing-fixtures.js';

/*
 * Each kind of document the shop issues, checked against the official Factur-X EN 16931 material:
 * its XSD and its schematron (the business rules BR-…). The checker is proved to refuse: a document
 * whose total no longer adds up, and one whose tree breaks the schema.
 */

const lines = billLines([
  wineLine(),
  wineLine({
    label: 'Crémant de Loire — 75 cl',
    quantity: 7,
    listUnitHt: 1190,
    discountBp: 500,
    unitDuties: 4,
  }),
  wineLine({
    kind: 'service',
    label: 'Dégustation & visite <groupe>',
    quantity: 1,
    listUnitHt: 4500,
    unitDuties: 0,
    productId: null,
  }),
  wineLine({
    kind: 'discount',
    label: 'Remise fidélité',
    quantity: 1,
    listUnitHt: -1000,
    unitDuties: 0,
    productId: null,
  }),
  wineLine({
    kind: 'shipping',
    label: 'Livraison',
    quantity: 1,
    listUnitHt: 1490,
    unitDuties: 0,
    vatRateBp: 2000,
    productId: null,
  }),
  wineLine({ label: 'Jus de raisin — 1 l', quantity: 6, listUnitHt: 420, unitDuties: 0, vatRateBp: 550 }),
]);

describe('Factur-X against the official EN 16931 XSD and schematron', () => {
  test.each([
    ['an invoice with deposits taken off', facturxXml(facturxSample('invoice', lines, 5000))],
    [
      'a deposit invoice',
      facturxXml(
        facturxSample(
          'deposit',
          billLines([
            wineLine({
              kind: 'deposit',
              label: 'Acompte 30 %',
              quantity: 1,
              listUnitHt: 5000,
              unitDuties: 0,
            }),
          ]),
        ),
      ),
    ],
    ['a credit note', facturxXml(facturxSample('creditNote', lines.slice(0, 2)))],
    [
      'an invoice collected by SEPA direct debit (mandate, creditor, account debited)',
      facturxXml({
        ...facturxSample('invoice', lines),
        directDebit: {
          mandateReference: 'DEMO-M000042',
          creditorId: 'FR72ZZZ123456',
          debitedIban: 'FR7630006000011234567890189',
        },
      }),
    ],
    [
      'an invoice of a seller under the VAT franchise',
      facturxXml({
        ...facturxSample('invoice', billLines([wineLine({ vatRateBp: 0 })])),
        seller: { ...seller, chargesVat: false },
      }),
    ],
  ])(
    '%s passes',
    async (_name, xml) => {
      expect(await checkFacturx(xml)).toEqual({ schemaErrors: [], ruleErrors: [] });
    },
    180_000,
  );

  test('the checker refuses a total that does not add up, and a tree the schema does not know', async () => {
    const xml = facturxXml(facturxSample('invoice', lines));
    const wrongTotal = xml.replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<');
    const { ruleErrors } = await checkFacturx(wrongTotal);
    expect(ruleErrors.some((error) => error.startsWith('[BR-CO-15]'))).toBe(true);
    const wrongTree = xml.replace(
      '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
      '<ram:Currency>EUR</ram:Currency>',
    );
    expect((await checkFacturx(wrongTree)).schemaErrors).not.toEqual([]);
  }, 180_000);
});
