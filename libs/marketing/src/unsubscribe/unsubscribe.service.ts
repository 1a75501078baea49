import { Injectable, NotFoundException } from '@nestjs/common';
import { ClientsService } from '@cuvee/crm';
import { Shop } from '@cuvee/iam';
import { Database, EventBus } from '@cuvee/platform';
import { CampaignDelivery } from '../campaigns/campaign-delivery.entity.js';
import { ClientUnsubscribedEvent } from '../events/client-unsubscribed.event.js';
import type { UnsubscribeDto } from './unsubscribe.dto.js';

const TOKEN = /^[0-9a-f]{32}$/;

/** An address shown half hidden on the public page: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/**
 * Unsubscribing from a campaign mail, without login: the link's token names the delivery, hence the
 * client and the shop. The consent is withdrawn in the CRM at once (the sender reads it again before
 * every batch), and saying it twice is harmless.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly database: Database,
    private readonly clients: ClientsService,
    private readonly events: EventBus,
  ) {}

  async status(token: string): Promise<UnsubscribeDto> {
    const delivery = await this.delivery(token);
    return this.view(delivery);
  }

  async unsubscribe(token: string): Promise<UnsubscribeDto> {
    return this.database.transaction(async (manager) => {
      const delivery = await this.delivery(token);
      await this.clients.withdrawMarketingConsent(manager, delivery.shopId, delivery.clientId);
      if (!delivery.unsubscribedAt) {
        delivery.unsubscribedAt = new Date();
        await manager
          .getRepository(CampaignDelivery)
          .update({ id: delivery.id }, { unsubscribedAt: delivery.unsubscribedAt });
        await this.events.publish(
          new ClientUnsubscribedEvent({
            shopId: delivery.shopId,
            clientId: delivery.clientId,
            campaignId: delivery.campaignId,
          }),
        );
      }
      return this.view(delivery);
    });
  }

  private async delivery(token: string): Promise<CampaignDelivery> {
    const delivery = TOKEN.test(token)
      ? await this.database.dataSource.manager.getRepository(CampaignDelivery).findOneBy({ token })
      : null;
    if (!delivery) throw new NotFoundException('marketing.unknownLink');
    return delivery;
  }

  private async view(delivery: CampaignDelivery): Promise<UnsubscribeDto> {
    const shop = await this.database.dataSource.manager
      .getRepository(Shop)
      .findOneBy({ id: delivery.shopId });
    return {
      shopName: shop?.name ?? '',
      email: maskEmail(delivery.email),
      unsubscribed: delivery.unsubscribedAt !== null,
    };
  }
}
