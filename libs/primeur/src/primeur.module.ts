import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '@cuvee/billing';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { PrimeurCampaign, PrimeurQuota } from './campaigns/primeur-campaign.entity.js';
import { BuyerOffersController } from './offers/buyer-offers.controller.js';
import { BuyerOffersService } from './offers/buyer-offers.service.js';
import { StatementsController } from './statements/statements.controller.js';
import { StatementsService } from './statements/statements.service.js';
import { PrimeurBillableSource } from './subscriptions/primeur-billable-source.js';
import { PrimeurSubscription } from './subscriptions/primeur-subscription.entity.js';
import { SubscriptionsController } from './subscriptions/subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const primeurEntities = [PrimeurCampaign, PrimeurQuota, PrimeurSubscription];

/**
 * Primeur (futures): campaigns of a vintage not yet bottled, allocations, subscriptions with their
 * deposit invoice, bottling into deliveries and balance invoices. Bills through billing's 'primeur'
 * source (ADR 0038).
 */
@Module({
  imports: [TypeOrmModule.forFeature(primeurEntities), BillingModule],
  controllers: [CampaignsController, SubscriptionsController, BuyerOffersController, StatementsController],
  providers: [
    CampaignsService,
    SubscriptionsService,
    BuyerOffersService,
    StatementsService,
    PrimeurBillableSource,
  ],
})
export class PrimeurModule {}
