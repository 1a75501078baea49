import { MarketingPersonalData } from './privacy/marketing-personal-data.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrmModule } from '@cuvee/crm';
import { CampaignDelivery } from './campaigns/campaign-delivery.entity.js';
import { CampaignSender } from './campaigns/campaign-sender.js';
import { Campaign } from './campaigns/campaign.entity.js';
import { MarketingCampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { SendCampaignJob } from './jobs/send-campaign.job.js';
import { ListsController } from './lists/lists.controller.js';
import { ListsService } from './lists/lists.service.js';
import { MarketingList, MarketingListMember } from './lists/marketing-list.entity.js';
import { EmailModel } from './models/email-model.entity.js';
import { ModelsController } from './models/models.controller.js';
import { ModelsService } from './models/models.service.js';
import { MarketingSettingsController } from './settings/marketing-settings.controller.js';
import { MarketingSettings } from './settings/marketing-settings.entity.js';
import { MarketingSettingsService } from './settings/marketing-settings.service.js';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller.js';
import { UnsubscribeService } from './unsubscribe/unsubscribe.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const marketingEntities = [
  MarketingList,
  MarketingListMember,
  EmailModel,
  MarketingSettings,
  Campaign,
  CampaignDelivery,
];

/**
 * Marketing: client lists over the CRM, email models, campaigns sent through the job queue from an
 * outbox of deliveries, and the unsubscribe links (docs/marketing.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(marketingEntities), CrmModule],
  controllers: [
    ListsController,
    ModelsController,
    MarketingCampaignsController,
    MarketingSettingsController,
    UnsubscribeController,
  ],
  providers: [
    // Its share of a client's personal data: campaign mails blanked, list memberships removed (ADR 0066).
    MarketingPersonalData,
    ListsService,
    ModelsService,
    CampaignsService,
    CampaignSender,
    MarketingSettingsService,
    UnsubscribeService,
    SendCampaignJob,
  ],
})
export class MarketingModule {}
