import { Injectable } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { erasedDisplayName, formatMoney, type Labels } from '@cuvee/kernel';
import {
  ACCOUNTING_RETENTION,
  clientRowsOf,
  keptUntil,
  personalDataSheet,
  PersonalDataHolder,
  type ClientSubject,
  type HolderPlan,
} from '@cuvee/platform';
import { ClientCredit } from '../credits/client-credit.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { DOCUMENT_LABELS } from '../domain/document-kinds.js';
import type { BuyerIdentity } from '../domain/legal-content.js';
import { Payment } from '../payments/payment.entity.js';

/** Invoices still to be paid in these statuses (issued, partly paid). */
const OWED = ['generated', 'incomplete'] as const;

const euros = (cents: number): number => cents / 100;

/** The buyer an unissued document shows once the client is erased. */
function erasedBuyer(clientId: number): BuyerIdentity {
  return {
    name: erasedDisplayName(clientId),
    firstname: null,
    lastname: null,
    businessName: null,
    businessReason: null,
    isPro: false,
    siret: null,
    vatNumber: null,
    exciseNumber: null,
    email: null,
    billingAddress: null,
    deliveryAddress: null,
  };
}

/**
 * Billing's share of a client's personal data (ADR 0066). Issued invoices, deposit invoices and credit
 * notes, and the payments on them, are accounting records the law keeps ten years as issued: an erasure
 * leaves them whole. Quotes and drafts lose the buyer's identity. While an invoice is still owed or a
 * credit is left to pay back, the client's identity stays (the erasure is partial).
 */
@Injectable()
@PersonalDataHolder('billing')
export class BillingPersonalData implements PersonalDataHolder {
  readonly sheets = [
    personalDataSheet(
      'documents',
      [
        { key: 'kind', header: { fr: 'Document', en: 'Document' } },
        { key: 'number', header: { fr: 'Numéro', en: 'Number' } },
        { key: 'issueDate', header: { fr: 'Date', en: 'Date' } },
        { key: 'buyer', header: { fr: 'Client (tel qu’imprimé)', en: 'Client (as printed)' } },
        { key: 'email', header: { fr: 'E-mail', en: 'Email' } },
        { key: 'totalTtc', header: { fr: 'Total TTC (€)', en: 'Total incl. VAT (€)' } },
        { key: 'outstanding', header: { fr: 'Reste dû (€)', en: 'Outstanding (€)' } },
      ],
      clientRowsOf(BillingDocument),
      (document, locale) => ({
        kind: DOCUMENT_LABELS[document.kind][locale],
        number: document.number,
        issueDate: document.issueDate,
        buyer: document.buyer.name,
        email: document.buyer.email,
        totalTtc: euros(document.totalTtc),
        outstanding: euros(document.outstanding),
      }),
    ),
    personalDataSheet(
      'payments',
      [
        { key: 'receivedOn', header: { fr: 'Reçu le', en: 'Received on' } },
        { key: 'type', header: { fr: 'Moyen', en: 'Method' } },
        { key: 'amount', header: { fr: 'Montant (€)', en: 'Amount (€)' } },
        { key: 'reference', header: { fr: 'Référence', en: 'Reference' } },
      ],
      clientRowsOf(Payment),
      (payment) => ({ ...payment, amount: euros(payment.amount) }),
    ),
    personalDataSheet(
      'credits',
      [
        { key: 'createdAt', header: { fr: 'Date', en: 'Date' } },
        { key: 'label', header: { fr: 'Libellé', en: 'Label' } },
        { key: 'amount', header: { fr: 'Montant (€)', en: 'Amount (€)' } },
        { key: 'remaining', header: { fr: 'Restant (€)', en: 'Remaining (€)' } },
      ],
      clientRowsOf(ClientCredit),
      (credit) => ({ ...credit, amount: euros(credit.amount), remaining: euros(credit.remaining) }),
    ),
  ];

  async plan(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan> {
    const documents = manager.getRepository(BillingDocument);
    const where = { shopId: subject.shopId, clientId: subject.clientId };
    const issued = await documents
      .createQueryBuilder('d')
      .select('COUNT(*)', 'count')
      .addSelect('MAX(d.issueDate)', 'last')
      .where('d.shopId = :shopId AND d.clientId = :clientId', subject)
      .andWhere("d.kind <> 'quote' AND d.number IS NOT NULL")
      .getRawOne<{ count: number | string; last: string | null }>();
    const owed = await documents
      .createQueryBuilder('d')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(d.outstanding), 0)', 'amount')
      .where('d.shopId = :shopId AND d.clientId = :clientId', subject)
      .andWhere("d.kind <> 'quote' AND d.number IS NOT NULL AND d.outstanding > 0")
      .andWhere('d.status IN (:...owed)', { owed: OWED })
      .getRawOne<{ count: number | string; amount: number | string }>();
    const payments = await manager
      .getRepository(Payment)
      .createQueryBuilder('p')
      .select('COUNT(*)', 'count')
      .addSelect('MAX(p.receivedOn)', 'last')
      .where('p.shopId = :shopId AND p.clientId = :clientId', subject)
      .getRawOne<{ count: number | string; last: string | null }>();
    const credit = await manager
      .getRepository(ClientCredit)
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c.remaining), 0)', 'amount')
      .where('c.shopId = :shopId AND c.clientId = :clientId', subject)
      .andWhere("c.status <> 'cancelled'")
      .getRawOne<{ amount: number | string }>();
    const unissued = await documents.countBy([
      { ...where, kind: 'quote' },
      { ...where, kind: Not('quote'), number: IsNull() },
    ]);
    const holdsIdentity: Labels[] = [];
    const owedCount = Number(owed?.count ?? 0);
    if (owedCount > 0) {
      const amount = Number(owed?.amount ?? 0);
      holdsIdentity.push({
        fr: `${owedCount} facture(s) restent à encaisser (${formatMoney(amount, 'fr')}) : l'identité du client est gardée jusqu'au paiement`,
        en: `${owedCount} invoice(s) still to be paid (${formatMoney(amount, 'en')}): the client's identity is kept until they are`,
      });
    }
    const remaining = Number(credit?.amount ?? 0);
    if (remaining > 0) {
      holdsIdentity.push({
        fr: `Un crédit de ${formatMoney(remaining, 'fr')} reste à rembourser ou à utiliser`,
        en: `A credit of ${formatMoney(remaining, 'en')} is still to be paid back or spent`,
      });
    }
    return {
      erased: [
        {
          what: { fr: 'Client des devis et brouillons', en: 'Client on quotes and drafts' },
          count: unissued,
        },
      ],
      kept: [
        {
          what: { fr: 'Factures, acomptes et avoirs émis', en: 'Issued invoices, deposits and credit notes' },
          count: Number(issued?.count ?? 0),
          why: ACCOUNTING_RETENTION,
          until: keptUntil(issued?.last ?? null),
        },
        {
          what: { fr: 'Paiements reçus', en: 'Payments received' },
          count: Number(payments?.count ?? 0),
          why: ACCOUNTING_RETENTION,
          until: keptUntil(payments?.last ?? null),
        },
      ],
      holdsIdentity,
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject): Promise<void> {
    const documents = manager.getRepository(BillingDocument);
    const where = { shopId: subject.shopId, clientId: subject.clientId };
    const unissued = await documents.find({
      select: { id: true },
      where: [
        { ...where, kind: 'quote' },
        { ...where, kind: Not('quote'), number: IsNull() },
      ],
    });
    if (unissued.length === 0) return;
    await documents.update(
      { id: In(unissued.map((document) => document.id)) },
      { buyer: erasedBuyer(subject.clientId), notes: null },
    );
  }
}
