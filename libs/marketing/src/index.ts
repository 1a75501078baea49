// Public surface of @cuvee/marketing: the module and its tables, the event it publishes, its rules.
export { MarketingModule, marketingEntities } from './marketing.module.js';
export { MarketingList, MarketingListMember } from './lists/marketing-list.entity.js';
export { EmailModel } from './models/email-model.entity.js';
export { MarketingSettings } from './settings/marketing-settings.entity.js';
export { MarketingSettingsService, type SenderSettings } from './settings/marketing-settings.service.js';
export { Campaign } from './campaigns/campaign.entity.js';
export { CampaignDelivery } from './campaigns/campaign-delivery.entity.js';
export { CampaignSender, PREPARE_BATCH, SEND_BATCH } from './campaigns/campaign-sender.js';
export { SEND_CAMPAIGN_JOB, type SendCampaignPayload } from './jobs/send-campaign.job.js';
// What marketing tells the other contexts (docs/architecture.md "Events").
export {
  ClientUnsubscribedEvent,
  type ClientUnsubscribedFields,
} from './events/client-unsubscribed.event.js';
export * from './domain/campaign-rules.js';
export * from './domain/dynamic-fields.js';
export * from './domain/email-model.js';
export { CampaignMail, type ModelContent, type RenderedMail } from './domain/campaign-mail.js';
export { seedMarketingDemo } from './demo/marketing-demo-seed.js';
