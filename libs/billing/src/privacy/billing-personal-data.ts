import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { erasedDisplayName, formatMoney, statusInfo, type Labels } from '@cuvee/kernel';
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
import { SepaDebit } from '../mandates/sepa-debit.entity.js';
import { SepaMandate } from '../mandates/sepa-mandate.entity.js';
import { Payment } from '../payments/payment.entity.js';

/** Invoices still to be paid in these statuses (issued, partly paid). */
const OWED = ['generated', 'incomplete'] as const;

const euros = (cents: number): number => cents / 100;

/**
 * A SEPA mandate that collected money is the proof of the client's consent while a debit can still be
 * contested: thirteen months after it was made (Code monétaire et financier, art. L133-24).
 */
const MANDATE_PROOF_MONTHS = 13;
const MANDATE_RETENTION: Labels = {
  fr: 'Preuve du consentement aux prélèvements : gardée 13 mois après le dernier, tant qu’il peut être contesté (Code monétaire et financier, art. L133-24)',
  en: 'Proof of consent to the debits: kept 13 months after the last one, while it can be contested (French Monetary and Financial Code, art. L133-24)',
};

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
 * leaves them whole. A SEPA mandate is kept thirteen months after its last debit (the proof of consent
 * while a debit can be contested), then loses its holder and IBAN. Quotes and drafts lose the buyer's identity. While an invoice is still owed or a
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
    personalDataSheet(
      'sepaMandates',
      [
        { key: 'reference', header: { fr: 'Référence unique du mandat', en: 'Mandate reference' } },
        { key: 'holder', header: { fr: 'Titulaire du compte', en: 'Account holder' } },
        { key: 'iban', header: { fr: 'IBAN', en: 'IBAN' } },
        { key: 'bic', header: { fr: 'BIC', en: 'BIC' } },
        { key: 'signedOn', header: { fr: 'Signé le', en: 'Signed on' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'revokedAt', header: { fr: 'Révoqué le', en: 'Revoked on' } },
      ],
      clientRowsOf(SepaMandate),
      (mandate, locale) => ({ ...mandate, status: statusInfo('sepaMandate', mandate.status).label[locale] }),
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
    const mandates = await this.mandatesOf(manager, subject);
    const holdsIdentity: Labels[] = [];
    if (mandates.scheduled > 0) {
      holdsIdentity.push({
        fr: `${mandates.scheduled} prélèvement(s) SEPA programmé(s) : l'identité du client et son mandat sont gardés jusqu'à leur encaissement ou leur annulation`,
        en: `${mandates.scheduled} SEPA debit(s) scheduled: the client's identity and mandate are kept until they are collected or cancelled`,
      });
    }
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
        {
          what: { fr: 'Mandats SEPA sans prélèvement à prouver', en: 'SEPA mandates with no debit to prove' },
          count: mandates.unproven.length,
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
        {
          what: { fr: 'Mandats SEPA des prélèvements récents', en: 'SEPA mandates of recent debits' },
          count: mandates.proving,
          why: MANDATE_RETENTION,
          until: mandates.lastDebit
            ? dayjs(mandates.lastDebit).add(MANDATE_PROOF_MONTHS, 'month').format('YYYY-MM-DD')
            : null,
        },
      ],
      holdsIdentity,
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject): Promise<void> {
    const { unproven, scheduled } = await this.mandatesOf(manager, subject);
    // While a debit is scheduled the mandate is needed to present it (the erasure is partial).
    if (unproven.length > 0 && scheduled === 0) {
      await manager
        .getRepository(SepaMandate)
        .update(
          { id: In(unproven) },
          {
            holder: erasedDisplayName(subject.clientId),
            iban: '',
            bic: null,
            revokedAt: () => 'COALESCE(revokedAt, CURRENT_TIMESTAMP)',
          },
        );
    }
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

  /**
   * The client's SEPA mandates: those proving a debit collected in the last thirteen months (kept), the
   * others (erased), the day of the last debit collected, and the debits still scheduled.
   */
  private async mandatesOf(
    manager: EntityManager,
    subject: ClientSubject,
  ): Promise<{ unproven: number[]; proving: number; lastDebit: string | null; scheduled: number }> {
    const [mandates, debits] = await Promise.all([
      manager.getRepository(SepaMandate).find({
        select: { id: true, iban: true },
        where: { shopId: subject.shopId, clientId: subject.clientId },
      }),
      manager.getRepository(SepaDebit).find({
        select: { mandateId: true, status: true, debitOn: true },
        where: { shopId: subject.shopId, clientId: subject.clientId, status: In(['scheduled', 'paid']) },
      }),
    ]);
    const since = dayjs().subtract(MANDATE_PROOF_MONTHS, 'month').format('YYYY-MM-DD');
    const paid = debits.filter((debit) => debit.status === 'paid');
    const proving = new Set(paid.filter((debit) => debit.debitOn >= since).map((debit) => debit.mandateId));
    const lastDebit = paid.reduce<string | null>(
      (last, debit) => (last && last > debit.debitOn ? last : debit.debitOn),
      null,
    );
    return {
      // An erased mandate (no IBAN left) is not counted again.
      unproven: mandates.filter((m) => !proving.has(m.id) && m.iban !== '').map((m) => m.id),
      proving: proving.size,
      lastDebit,
      scheduled: debits.filter((debit) => debit.status === 'scheduled').length,
    };
  }
}
