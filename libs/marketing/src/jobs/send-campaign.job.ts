import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import { CampaignSender } from '../campaigns/campaign-sender.js';

export const SEND_CAMPAIGN_JOB = 'marketing.send-campaign';

export interface SendCampaignPayload {
  shopId: number;
  campaignId: number;
  /** The send or schedule this job is for (ms); a job of an earlier schedule finds itself stale. */
  run: number;
}

/** Prepares then sends a campaign; run again after a crash, it resumes (ADR 0052). */
@JobHandler(SEND_CAMPAIGN_JOB)
export class SendCampaignJob implements Job<SendCampaignPayload> {
  constructor(private readonly sender: CampaignSender) {}

  run(
    { shopId, campaignId, run }: SendCampaignPayload,
    job: JobContext<SendCampaignPayload>,
  ): Promise<unknown> {
    return this.sender.run(shopId, campaignId, run, job);
  }
}
