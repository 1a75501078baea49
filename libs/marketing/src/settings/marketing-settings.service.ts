import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Shop, shopScope } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import { isVerifiedSender } from '../domain/campaign-rules.js';
import type { MarketingSettingsDto, MarketingSettingsInputDto } from './dto/settings.dto.js';
import { MarketingSettings } from './marketing-settings.entity.js';

/** A shop's campaign settings and its name, what every campaign mail is framed with. */
export interface SenderSettings extends MarketingSettingsDto {
  shopName: string;
  /** The address the shop vouches for: its contact address (its domain verifies other senders). */
  shopEmail: string | null;
}

const DEFAULT_RATE = 20;

/** The "campaigns" settings section (sender, reply-to, footer, unsubscribe text, sending rate). */
@Injectable()
export class MarketingSettingsService {
  constructor(private readonly database: Database) {}

  async get(ctx: RequestContext): Promise<MarketingSettingsDto> {
    const { shopId } = shopScope(ctx);
    return dtoOf(await this.forShop(this.database.dataSource.manager, shopId));
  }

  async update(ctx: RequestContext, input: MarketingSettingsInputDto): Promise<MarketingSettingsDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const current = await this.forShop(manager, shopId);
      const next: MarketingSettings = {
        shopId,
        senderName: input.senderName?.trim() ?? current.senderName,
        senderEmail: input.senderEmail?.trim().toLowerCase() ?? current.senderEmail,
        replyTo: input.replyTo === undefined ? current.replyTo : input.replyTo?.trim().toLowerCase() || null,
        footer: input.footer?.trim() ?? current.footer,
        unsubscribeText: input.unsubscribeText?.trim() ?? current.unsubscribeText,
        ratePerSecond: input.ratePerSecond ?? current.ratePerSecond,
        updatedAt: new Date(),
      };
      if (!isVerifiedSender(next.senderEmail, current.shopEmail))
        throw new BadRequestException({
          message: 'marketing.senderNotVerified',
          params: { email: next.senderEmail },
        });
      await manager.getRepository(MarketingSettings).save(next);
      return dtoOf(next);
    });
  }

  /** The shop's settings, or the defaults drawn from the shop (its name and contact address). */
  async forShop(manager: EntityManager, shopId: number): Promise<SenderSettings> {
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
    const saved = await manager.getRepository(MarketingSettings).findOneBy({ shopId });
    const base = saved ?? {
      senderName: shop.name,
      senderEmail: shop.contactEmail ?? '',
      replyTo: null,
      footer: shop.name,
      // French first; the shop changes it in its settings.
      unsubscribeText: 'Se désinscrire de ces envois',
      ratePerSecond: DEFAULT_RATE,
    };
    return { ...dtoOf(base), shopName: shop.name, shopEmail: shop.contactEmail };
  }
}

function dtoOf(settings: MarketingSettingsDto): MarketingSettingsDto {
  return {
    senderName: settings.senderName,
    senderEmail: settings.senderEmail,
    replyTo: settings.replyTo,
    footer: settings.footer,
    unsubscribeText: settings.unsubscribeText,
    ratePerSecond: settings.ratePerSecond,
  };
}
