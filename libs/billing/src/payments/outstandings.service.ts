import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { Shop, User, shopScope } from '@cuvee/iam';
import { formatMoney, isEmail, type Locale } from '@cuvee/kernel';
import {
  composeMail,
  Database,
  MailSender,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { today } from '../documents/documents.service.js';
import { ageingBucketOf, ageingByClient, type ClientAgeing } from '../domain/ageing.js';
import { fillMailTemplate } from '../domain/mail-fields.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';
import type { OutstandingDto, ReminderDto } from './dto/payment.dto.js';
import { openDocuments } from './open-documents.js';

/** Sorting and filtering of the outstandings list (computed per client, then paged). */
const OUTSTANDINGS_LIST: ListDefinition = {
  resource: 'outstandings',
  sortable: {
    id: 'id',
    due: 'due',
    overdue: 'overdue',
    oldestDueDate: 'oldestDueDate',
    clientName: 'clientName',
  },
  filters: {
    id: { kind: 'equals', column: 'id', type: 'number' },
    clientId: { kind: 'equals', column: 'clientId', type: 'number' },
    overdueOnly: { kind: 'equals', column: 'overdueOnly', type: 'boolean' },
  },
  defaultSort: ['overdue', 'DESC'],
  idColumn: 'id',
};

/** Outstandings (what each client owes, with ageing) and the reminders mailed about them. */
@Injectable()
export class OutstandingsService {
  constructor(
    private readonly database: Database,
    private readonly credits: ClientCreditsService,
    private readonly settings: BillingSettingsService,
    private readonly mail: MailSender,
  ) {}

  /** What each client owes (/payments/outstandings), with ageing; filter clientId for the client page. */
  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<OutstandingDto>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, OUTSTANDINGS_LIST);
    const manager = this.database.dataSource.manager;
    const clientFilter = request.filter.clientId ?? request.filter.id;
    const documents = await openDocuments(
      manager,
      shopId,
      clientFilter === undefined ? null : [clientFilter].flat().map(Number),
    );
    let rows = ageingByClient(
      documents.map((d) => ({
        clientId: d.clientId,
        outstanding: d.outstanding,
        dueDate: d.dueDate,
        issueDate: d.issueDate!,
      })),
      today(),
    );
    if (request.filter.overdueOnly === true) rows = rows.filter((row) => row.overdue > 0);
    const clients = await this.clients(
      manager,
      shopId,
      rows.map((row) => row.clientId),
    );
    const views = await Promise.all(
      rows.map(async (row) => this.outstandingView(manager, shopId, row, clients.get(row.clientId))),
    );
    const { field, order } = request.sort;
    const sign = order === 'ASC' ? 1 : -1;
    views.sort((a, b) => {
      const x = a[field as keyof OutstandingDto];
      const y = b[field as keyof OutstandingDto];
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) *
          sign || (a.id - b.id) * sign
      );
    });
    return {
      resource: OUTSTANDINGS_LIST.resource,
      rows: views.slice(request.range.start, request.range.start + request.range.size),
      start: request.range.start,
      total: views.length,
    };
  }

  /** Mails the client the list of its overdue invoices, from the shop's reminder template. */
  async remind(ctx: RequestContext, clientId: number, to: string[] | undefined): Promise<ReminderDto> {
    const { shopId, userId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const client = await manager.getRepository(Client).findOneBy({ id: clientId, shopId });
    if (!client) throw new NotFoundException('error.notFound');
    const day = today();
    const overdue = (await openDocuments(manager, shopId, [clientId])).filter(
      (d) => ageingBucketOf(d.dueDate ?? d.issueDate!, day) !== 'notDue',
    );
    if (!overdue.length) throw new BadRequestException('billing.nothingOverdue');
    const recipients = to?.length ? to : client.email ? [client.email] : [];
    if (!recipients.length) throw new BadRequestException('billing.noRecipient');
    const wrong = recipients.find((address) => !isEmail(address));
    if (wrong)
      throw new BadRequestException({ message: 'validation.recipientInvalid', params: { email: wrong } });

    const billing = await this.settings.billingOf(shopId);
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    const locale: Locale = ctx.locale;
    const amount = overdue.reduce((sum, d) => sum + d.outstanding, 0);
    const list = overdue
      .map((d) =>
        locale === 'fr'
          ? `- Facture ${d.number} du ${frenchDay(d.issueDate!)}, échue le ${frenchDay(d.dueDate ?? d.issueDate!)} : ${formatMoney(d.outstanding, 'fr')} restant dû`
          : `- Invoice ${d.number} of ${d.issueDate}, due on ${d.dueDate ?? d.issueDate}: ${formatMoney(d.outstanding, 'en')} outstanding`,
      )
      .join('\n');
    const filled = fillMailTemplate(billing.mails.reminder[locale], {
      clientFirstname: client.firstname,
      clientLastname: client.lastname ?? (client.firstname ? null : client.displayName),
      shopName: shop.name,
      clientBusinessName: client.businessName,
      clientBusinessReason: client.businessReason,
      userEmail: user?.email ?? null,
      userPhone: user?.phone ?? null,
      documentNumber: overdue.map((d) => d.number).join(', '),
      amountTtc: formatMoney(amount, locale),
      signature: billing.signature ?? shop.name,
      invoiceList: list,
    });
    const [greeting, ...paragraphs] = filled.body.split(/\n{2,}/);
    const mail = composeMail({ subject: filled.subject, greeting: greeting ?? '', paragraphs });
    await this.mail.send({
      to: recipients,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: shop.contactEmail ?? undefined,
    });
    return { to: recipients, invoices: overdue.map((d) => d.number!), amount };
  }

  private async clients(manager: EntityManager, shopId: number, ids: number[]): Promise<Map<number, Client>> {
    if (!ids.length) return new Map();
    const clients = await manager.getRepository(Client).findBy({ shopId, id: In([...new Set(ids)]) });
    return new Map(clients.map((client) => [client.id, client]));
  }

  private async outstandingView(
    manager: EntityManager,
    shopId: number,
    row: ClientAgeing,
    client: Client | undefined,
  ): Promise<OutstandingDto> {
    return {
      id: row.clientId,
      clientId: row.clientId,
      clientName: client?.displayName ?? `#${row.clientId}`,
      email: client?.email ?? null,
      due: row.due,
      overdue: row.overdue,
      buckets: { ...row.buckets },
      documents: row.documents,
      oldestDueDate: row.oldestDueDate,
      credit: await this.credits.available(manager, shopId, row.clientId),
    };
  }
}

function frenchDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
