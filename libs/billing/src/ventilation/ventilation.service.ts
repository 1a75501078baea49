import { Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { PAYMENT_TYPES } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import type { AccountingSettings } from '../domain/billing-settings.js';
import { lineAccounts, paymentAccounts, saleOfDocument } from '../domain/ventilation.js';
import { Payment } from '../payments/payment.entity.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';
import type { VentilationDto, VentilationInputDto } from './dto/ventilation.dto.js';
import { Ventilation } from './ventilation.entity.js';

const VENTILATIONS_LIST: ListDefinition = {
  resource: 'ventilations',
  sortable: { id: 'v.id', date: 'v.date', amountHt: 'v.amountHt' },
  filters: {
    id: { kind: 'equals', column: 'v.id', type: 'number' },
    bound: { kind: 'equals', column: 'v.bound', type: 'boolean' },
    target: { kind: 'equals', column: 'v.target', type: 'string' },
    journal: { kind: 'equals', column: 'v.journal', type: 'string' },
    documentId: { kind: 'equals', column: 'v.documentId', type: 'number' },
    clientId: { kind: 'equals', column: 'v.clientId', type: 'number' },
    revenueAccount: { kind: 'equals', column: 'v.revenueAccount', type: 'string' },
    q: { kind: 'search', columns: ['v.label'] },
  },
  defaultSort: ['date', 'ASC'],
  idColumn: 'v.id',
};

/**
 * Ventilation (/orders/ventilate, ADR 0017): every line of an issued invoice, deposit or credit note
 * and every payment gets an entry with the accounts the settings suggest, pending until bound
 * (automatically with the defaults of the moment, or by hand) before the accounting export.
 */
@Injectable()
export class VentilationService {
  constructor(
    private readonly database: Database,
    private readonly settings: BillingSettingsService,
  ) {}

  /** Inside the issuing transaction: one pending entry per line. */
  async recordDocument(
    manager: EntityManager,
    document: BillingDocument,
    lines: readonly BillingDocumentLine[],
  ): Promise<void> {
    const accounting = await this.settings.accountingOf(document.shopId, manager);
    const client = await clientFactsOf(manager, document.shopId, document.clientId);
    await manager.getRepository(Ventilation).insert(documentEntries(document, lines, accounting, client));
  }

  /** Inside the recording transaction: the payment's pending entry. */
  async recordPayment(manager: EntityManager, payment: Payment): Promise<void> {
    const accounting = await this.settings.accountingOf(payment.shopId, manager);
    const { code } = await clientFactsOf(manager, payment.shopId, payment.clientId);
    const type = PAYMENT_TYPES.find((item) => item.key === payment.type)?.fr ?? payment.type;
    await manager.getRepository(Ventilation).insert({
      shopId: payment.shopId,
      target: 'payment',
      targetId: payment.id,
      documentId: null,
      paymentId: payment.id,
      clientId: payment.clientId,
      journal: 'bank',
      // Money sent back to the client (a refund) is the reverse of a payment received.
      reversed: payment.direction === 'out',
      date: payment.receivedOn,
      label: [payment.direction === 'out' ? `Remboursement ${type}` : `Règlement ${type}`, payment.reference]
        .filter(Boolean)
        .join(' ')
        .slice(0, 255),
      amountHt: payment.amount,
      amountVat: 0,
      amountDuties: 0,
      ...paymentAccounts(payment.type, accounting, code),
      bound: false,
      boundAt: null,
      boundById: null,
    });
  }

  /** A cancelled payment takes its entry with it while the entry is not bound (else it stays for the export). */
  async forgetPayment(manager: EntityManager, paymentId: number): Promise<void> {
    await manager.getRepository(Ventilation).delete({ target: 'payment', targetId: paymentId });
  }

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<VentilationDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(Ventilation)
      .createQueryBuilder('v')
      .where('v.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, VENTILATIONS_LIST), VENTILATIONS_LIST);
    return { ...page, rows: page.rows.map(view) };
  }

  async get(ctx: RequestContext, id: number): Promise<VentilationDto> {
    return view(await this.find(this.database.dataSource.manager, shopScope(ctx).shopId, id));
  }

  /** Binds pending entries with today's default accounts (recomputed: settings may have changed). */
  async auto(ctx: RequestContext, ids: readonly number[] | undefined): Promise<{ bound: number }> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const accounting = await this.settings.accountingOf(shopId, manager);
      const pending = await manager.getRepository(Ventilation).find({
        where: { shopId, bound: false, ...(ids ? { id: In([...ids]) } : {}) },
        take: 5000,
      });
      const clients = await clientFacts(
        manager,
        shopId,
        pending.map((entry) => entry.clientId),
      );
      const idsOf = (target: Ventilation['target']) =>
        pending.filter((e) => e.target === target).map((e) => e.targetId);
      const lines = await byId(manager, BillingDocumentLine, idsOf('line'));
      const payments = await byId(manager, Payment, idsOf('payment'));
      const documents = await byId(
        manager,
        BillingDocument,
        [...lines.values()].map((line) => line.documentId),
      );
      const now = new Date();
      let bound = 0;
      for (const entry of pending) {
        const client = clients.get(entry.clientId) ?? NO_FACTS;
        const line = lines.get(entry.targetId);
        const document = line && documents.get(line.documentId);
        const payment = payments.get(entry.targetId);
        const accounts =
          entry.target === 'line' && line && document
            ? lineAccounts(line, accounting, client.code, saleOfDocument(document.buyer, client.typology))
            : entry.target === 'payment' && payment
              ? paymentAccounts(payment.type, accounting, client.code)
              : null;
        if (!accounts) continue;
        await manager
          .getRepository(Ventilation)
          .update(
            { id: entry.id, bound: false },
            { ...accounts, bound: true, boundAt: now, boundById: userId },
          );
        bound++;
      }
      return { bound };
    });
  }

  /** Binds one entry to the accounts given (the others keep theirs). */
  async update(ctx: RequestContext, id: number, input: VentilationInputDto): Promise<VentilationDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const entry = await this.find(manager, shopId, id);
      const changes: Partial<Ventilation> = { bound: true, boundAt: new Date(), boundById: userId };
      if (input.revenueAccount !== undefined) changes.revenueAccount = input.revenueAccount;
      if (input.vatAccount !== undefined) changes.vatAccount = input.vatAccount;
      if (input.dutyAccount !== undefined) changes.dutyAccount = input.dutyAccount;
      if (input.counterpartAccount !== undefined) changes.counterpartAccount = input.counterpartAccount;
      await manager.getRepository(Ventilation).update({ id }, changes);
      return view({ ...entry, ...changes });
    });
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<Ventilation> {
    const entry = await manager.getRepository(Ventilation).findOneBy({ id, shopId });
    if (!entry) throw new NotFoundException('error.notFound');
    return entry;
  }
}

/** The pending entries of an issued document's lines, with the default accounts (ADR 0017). */
export function documentEntries(
  document: BillingDocument,
  lines: readonly BillingDocumentLine[],
  accounting: AccountingSettings,
  client: ClientFacts,
): Omit<Ventilation, 'id'>[] {
  const sale = saleOfDocument(document.buyer, client.typology);
  return lines.map((line) => ({
    shopId: document.shopId,
    target: 'line' as const,
    targetId: line.id,
    documentId: document.id,
    paymentId: null,
    clientId: document.clientId,
    journal: 'sales' as const,
    reversed: document.kind === 'creditNote',
    date: document.issueDate!,
    label: `${document.number} — ${line.label}`.slice(0, 255),
    amountHt: line.ht,
    amountVat: line.vat,
    amountDuties: line.duties,
    ...lineAccounts(line, accounting, client.code, sale),
    bound: false,
    boundAt: null,
    boundById: null,
  }));
}

/** What the ventilation reads of a client: its own account (its CRM accounting code) and its typology. */
export interface ClientFacts {
  readonly code: string | null;
  readonly typology: string | null;
}

const NO_FACTS: ClientFacts = { code: null, typology: null };

export async function clientFactsOf(
  manager: EntityManager,
  shopId: number,
  clientId: number,
): Promise<ClientFacts> {
  return (await clientFacts(manager, shopId, [clientId])).get(clientId) ?? NO_FACTS;
}

async function clientFacts(
  manager: EntityManager,
  shopId: number,
  clientIds: number[],
): Promise<Map<number, ClientFacts>> {
  const ids = [...new Set(clientIds)];
  if (!ids.length) return new Map();
  const clients = await manager.getRepository(Client).find({
    where: { shopId, id: In(ids) },
    select: { id: true, accountingCode: true, typology: true },
  });
  return new Map(
    clients.map((client) => [client.id, { code: client.accountingCode, typology: client.typology }]),
  );
}

async function byId<T extends { id: number }>(
  manager: EntityManager,
  entity: new () => T,
  ids: number[],
): Promise<Map<number, T>> {
  if (!ids.length) return new Map();
  const rows = await manager.getRepository(entity).findBy({ id: In(ids) } as never);
  return new Map(rows.map((row) => [row.id, row]));
}

function view(entry: Ventilation): VentilationDto {
  return {
    id: entry.id,
    target: entry.target,
    targetId: entry.targetId,
    documentId: entry.documentId,
    paymentId: entry.paymentId,
    clientId: entry.clientId,
    journal: entry.journal,
    reversed: entry.reversed,
    date: entry.date,
    label: entry.label,
    amountHt: entry.amountHt,
    amountVat: entry.amountVat,
    amountDuties: entry.amountDuties,
    revenueAccount: entry.revenueAccount,
    vatAccount: entry.vatAccount,
    dutyAccount: entry.dutyAccount,
    counterpartAccount: entry.counterpartAccount,
    bound: entry.bound,
    boundAt: entry.boundAt,
  };
}
