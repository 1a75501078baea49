import { addDays, dueDate, parisDateOf } from '@cuvee/kernel';
import { Product, ProductFormat } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { DEMO_SHOP_CODE, Shop, withDefaults } from '@cuvee/iam';
import { In, Not, IsNull, type EntityManager } from 'typeorm';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { legalContentOf } from '../documents/documents.service.js';
import type { LineInputDto } from '../documents/dto/line-input.dto.js';
import { buyerOf, sellerOf } from '../documents/parties.js';
import {
  DEFAULT_BILLING_SETTINGS,
  mergeSettings,
  paymentTermsOf,
  type BillingSettingsPatch,
} from '../domain/billing-settings.js';
import { billLines, documentTotals, type BillableLine } from '../domain/document-amounts.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import { legalHashOf } from '../domain/legal-content.js';
import { formatDocumentNumber, periodOf } from '../domain/numbering.js';
import { settlementStatus } from '../domain/settlement.js';
import { ensureSequence, nextCounter } from '../numbering/numbering.service.js';
import { Payment, PaymentAllocation } from '../payments/payment.entity.js';
import type { LinePricer } from '../ports/line-pricing.js';
import { BillingSettingsRecord } from '../settings/billing-settings.entity.js';
import { fiscalSettingsOf } from '../settings/billing-settings.service.js';
import { clientFactsOf, documentEntries } from '../ventilation/ventilation.service.js';
import { DEFAULT_ACCOUNTING_SETTINGS } from '../domain/billing-settings.js';
import { Ventilation } from '../ventilation/ventilation.entity.js';

/*
 * Demo documents of the winery: its legal identity and billing settings, a quote sent to a wine shop,
 * an invoice half paid by transfer, and a draft invoice. Numbers, hashes and ventilation entries come
 * from the same functions the API uses, so the integrity check passes on the demo data; lines are
 * priced by the pricer sales gives (the catalogue's prices of the day). Idempotent: a shop that has
 * documents is left as it is.
 */

const DEMO_BILLING: BillingSettingsPatch = {
  rcs: 'RCS Tours 823 456 710',
  capital: 750_000,
  signature: "L'équipe du Domaine des Demoiselles",
  footer: 'IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
};

const DEMO_BANK = { rib: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', default: true };

export async function seedBillingDemo(manager: EntityManager, pricer: LinePricer): Promise<void> {
  const found = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!found || (await manager.getRepository(BillingDocument).existsBy({ shopId: found.id }))) return;
  const shop = withDefaults(found);
  await manager
    .getRepository(BillingSettingsRecord)
    .save({ shopId: shop.id, billing: DEMO_BILLING, accounting: {}, banks: [DEMO_BANK] });

  const clients = await manager.getRepository(Client).find({
    where: { shopId: shop.id, isPro: true, billingAddress: Not(IsNull()) },
    order: { id: 'ASC' },
    take: 2,
  });
  const products = await manager
    .getRepository(Product)
    .find({ where: { shopId: shop.id, productType: 'bottle' }, order: { id: 'ASC' }, take: 3 });
  const formats = products.length
    ? await manager
        .getRepository(ProductFormat)
        .find({ where: { productId: In(products.map((p) => p.id)) }, order: { id: 'ASC' } })
    : [];
  if (clients.length < 2 || formats.length < 2) return;
  const [shopClient, restaurant] = clients as [Client, Client];
  const today = parisDateOf(new Date());
  const line = (index: number, quantity: number) => {
    const product = products[index % products.length]!;
    const format = formats.find((f) => f.productId === product.id)!;
    return { productId: product.id, formatId: format.id, quantity };
  };
  const priced = (client: Client, lines: LineInputDto[]) =>
    pricer.price(manager, { shopId: shop.id, client, lines, locale: 'fr' });

  const quote = await draft(
    manager,
    shop,
    shopClient,
    'quote',
    await priced(shopClient, [line(0, 36), line(1, 24)]),
    {
      validUntil: addDays(today, 30),
    },
  );
  await issue(manager, shop, quote);
  const invoice = await draft(
    manager,
    shop,
    shopClient,
    'invoice',
    await priced(shopClient, [line(0, 24), line(2, 12)]),
  );
  const issued = await issue(manager, shop, invoice);
  await payDemoDocument(manager, issued, Math.round(issued.netToPay / 2));
  await draft(manager, shop, restaurant, 'invoice', await priced(restaurant, [line(1, 18)]));
}

/**
 * A demo document issued as the API issues it, in the seed's transaction: for the other demo data
 * of the context (the invoice of a demo order).
 */
export async function issueDemoDocument(
  manager: EntityManager,
  shop: Shop,
  client: Client,
  kind: DocumentKind,
  lines: readonly BillableLine[],
  extra: Partial<BillingDocument> = {},
): Promise<BillingDocument> {
  return issue(manager, shop, await draft(manager, shop, client, kind, lines, extra));
}

async function draft(
  manager: EntityManager,
  shop: Shop,
  client: Client,
  kind: DocumentKind,
  lines: readonly BillableLine[],
  extra: Partial<BillingDocument> = {},
): Promise<BillingDocument> {
  const billed = billLines(lines);
  const totals = documentTotals(billed);
  const saved = await manager.getRepository(BillingDocument).save(
    manager.getRepository(BillingDocument).create({
      shopId: shop.id,
      kind,
      status: 'pending',
      number: null,
      period: null,
      counter: null,
      clientId: client.id,
      buyer: buyerOf(client),
      seller: null,
      terms: null,
      issueDate: null,
      dueDate: null,
      validUntil: null,
      paymentDelay: client.paymentDelay ?? 'days30',
      locale: 'fr',
      references: [],
      sourceKind: null,
      sourceIds: null,
      rootId: null,
      version: 1,
      supersededAt: null,
      correctsId: null,
      correctedNumber: null,
      returnWarehouseId: null,
      deductions: [],
      deductedOnId: null,
      ...totals,
      vatBreakdown: [...totals.vatBreakdown],
      paid: 0,
      credited: 0,
      outstanding: totals.netToPay,
      notes: null,
      hash: null,
      issuedAt: null,
      issuedById: shop.ownerId,
      sentAt: null,
      decidedAt: null,
      orderId: null,
      createdById: shop.ownerId,
      ...extra,
    }),
  );
  if (kind === 'quote')
    await manager.getRepository(BillingDocument).update({ id: saved.id }, { rootId: saved.id });
  await manager.getRepository(BillingDocumentLine).insert(
    billed.map((l) => ({
      shopId: shop.id,
      documentId: saved.id,
      position: l.position,
      kind: l.kind,
      productId: l.productId,
      vintageId: l.vintageId,
      formatId: l.formatId,
      label: l.label,
      quantity: l.quantity,
      listUnitHt: l.listUnitHt,
      discountBp: l.discountBp,
      unitHt: l.unitHt,
      unitDuties: l.unitDuties,
      vatRateBp: l.vatRateBp,
      unitVat: l.unitVat,
      ht: l.ht,
      duties: l.duties,
      vat: l.vat,
      ttc: l.ttc,
      discountHt: l.discountHt,
      family: l.family,
      eq75: l.eq75,
      sourcePosition: null,
    })),
  );
  return saved;
}

/** The issuing steps of DocumentsService.issue, inside the seed's own transaction. */
async function issue(
  manager: EntityManager,
  shop: Shop,
  document: BillingDocument,
): Promise<BillingDocument> {
  const settings = mergeSettings(DEFAULT_BILLING_SETTINGS, DEMO_BILLING);
  const issueDate = parisDateOf(new Date());
  const series = settings.series[document.kind];
  const period = periodOf(issueDate, series, (await fiscalSettingsOf(manager, [shop.id])).get(shop.id)!);
  await ensureSequence(manager, shop.id, document.kind, period);
  const counter = await nextCounter(manager, shop.id, document.kind, period);
  const lines = await manager
    .getRepository(BillingDocumentLine)
    .find({ where: { documentId: document.id }, order: { position: 'ASC' } });
  const issued: BillingDocument = {
    ...document,
    number: formatDocumentNumber(series, period, counter),
    period,
    counter,
    seller: await sellerOf(manager, shop.id, settings),
    terms: paymentTermsOf(settings, document.kind, document.paymentDelay),
    issueDate,
    dueDate: document.kind === 'quote' ? null : dueDate(issueDate, document.paymentDelay),
    status: 'generated',
    issuedAt: new Date(),
    sentAt: document.kind === 'quote' ? new Date() : null,
  };
  issued.hash = legalHashOf(legalContentOf(issued, lines));
  const { id, createdAt, updatedAt, ...columns } = issued;
  void createdAt;
  void updatedAt;
  await manager.getRepository(BillingDocument).update({ id }, columns);
  if (document.kind !== 'quote') {
    const client = await clientFactsOf(manager, shop.id, document.clientId);
    await manager
      .getRepository(Ventilation)
      .insert(documentEntries(issued, lines, DEFAULT_ACCOUNTING_SETTINGS, client));
  }
  return issued;
}

/** A transfer paying part of an invoice, as PaymentsService.record writes it (other demos pay theirs too). */
export async function payDemoDocument(
  manager: EntityManager,
  invoice: BillingDocument,
  amount: number,
): Promise<void> {
  const payment = await manager.getRepository(Payment).save({
    shopId: invoice.shopId,
    clientId: invoice.clientId,
    type: 'transfer',
    amount,
    receivedOn: invoice.issueDate!,
    reference: `VIR ${invoice.number}`,
    bankDepositId: null,
    creditId: null,
    notes: null,
    createdById: invoice.createdById,
  });
  await manager
    .getRepository(PaymentAllocation)
    .insert({ shopId: invoice.shopId, paymentId: payment.id, documentId: invoice.id, amount });
  const outstanding = invoice.outstanding - amount;
  await manager.getRepository(BillingDocument).update(
    { id: invoice.id },
    {
      paid: amount,
      outstanding,
      status: settlementStatus({
        totalTtc: invoice.totalTtc,
        netToPay: invoice.netToPay,
        outstanding,
        creditedTotal: 0,
      }),
    },
  );
}
