import { Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DocumentsService } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { Shop, shopScope } from '@cuvee/iam';
import { sumCents } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { StockLedger } from '@cuvee/stock';
import { PrimeurCampaign } from '../campaigns/primeur-campaign.entity.js';
import { statementAmounts, subscriptionNumber, subscriptionTtc } from '../domain/primeur-rules.js';
import { PrimeurSubscription } from '../subscriptions/primeur-subscription.entity.js';
import type { StatementDto, StatementLineDto } from './dto/statement.dto.js';
import { renderStatementPdf } from './statement-pdf.js';

/**
 * A client's primeur statement: their subscriptions across campaigns, oldest first, with the deposit
 * paid, the balance still due (billing's invoices say what is paid) and the bottles delivered or to come.
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentsService,
  ) {}

  async statement(ctx: RequestContext, clientId: number): Promise<StatementDto> {
    const { shopId } = shopScope(ctx);
    return this.build(this.database.dataSource.manager, shopId, clientId);
  }

  async pdf(ctx: RequestContext, clientId: number): Promise<{ name: string; pdf: Buffer }> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const statement = await this.build(manager, shopId, clientId);
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
    const pdf = await renderStatementPdf({
      locale: ctx.locale,
      shopName: shop.name,
      statement,
      at: new Date(),
    });
    return { name: `primeurs-${clientId}`, pdf };
  }

  private async build(manager: EntityManager, shopId: number, clientId: number): Promise<StatementDto> {
    const client = await manager.getRepository(Client).findOneBy({ id: clientId, shopId });
    if (!client) throw new NotFoundException('error.notFound');
    const subscriptions = await manager
      .getRepository(PrimeurSubscription)
      .find({ where: { shopId, clientId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const campaignIds = [...new Set(subscriptions.map((s) => s.campaignId))];
    const invoiceIds = subscriptions
      .flatMap((s) => [s.depositInvoiceId, s.balanceInvoiceId])
      .filter((id): id is number => id !== null);
    const [campaigns, invoices] = await Promise.all([
      campaignIds.length
        ? manager.getRepository(PrimeurCampaign).findBy({ id: In(campaignIds), shopId })
        : [],
      this.documents.byIds(manager, shopId, invoiceIds),
    ]);
    const campaignOf = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
    const invoiceOf = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const ledger = new StockLedger(manager, shopId);
    const lines: StatementLineDto[] = [];
    for (const subscription of subscriptions) {
      const campaign = campaignOf.get(subscription.campaignId)!;
      const deposit = subscription.depositInvoiceId
        ? invoiceOf.get(subscription.depositInvoiceId)
        : undefined;
      const balance = subscription.balanceInvoiceId
        ? invoiceOf.get(subscription.balanceInvoiceId)
        : undefined;
      const priceTtc = subscriptionTtc(subscription.quantity, subscription.unitHt, campaign.vatRateBp / 100);
      lines.push({
        subscriptionId: subscription.id,
        number: subscriptionNumber(subscription.id),
        campaignId: campaign.id,
        campaignName: campaign.name,
        label: await ledger.label({ ...campaign, warehouseId: 0 }),
        quantity: subscription.quantity,
        status: subscription.status,
        priceTtc,
        depositNumber: subscription.depositNumber,
        balanceNumber: subscription.balanceNumber,
        deliveryOn: campaign.deliveryOn,
        ...statementAmounts({
          status: subscription.status,
          priceTtc,
          deposit: deposit ?? null,
          balance: balance ?? null,
        }),
      });
    }
    const bottles = (status: string) =>
      lines.filter((line) => line.status === status).reduce((sum, line) => sum + line.quantity, 0);
    return {
      id: clientId,
      clientId,
      clientName: client.displayName,
      lines,
      depositsPaid: sumCents(lines.map((line) => line.depositPaid)),
      balancesDue: sumCents(lines.map((line) => line.balanceDue)),
      bottlesDelivered: bottles('delivered'),
      bottlesToDeliver: bottles('subscribed'),
    };
  }
}
