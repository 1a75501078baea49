import { JobHandler, type Job, type JobContext } from '@cuvee/platform';
import { DocumentRendersService, RENDER_ATTEMPTS, RENDER_JOB } from '../pdf/renders.service.js';

export interface RenderPdfPayload {
  renderId: number;
}

/** Draws a document's PDF, stores it and mails it when asked (idempotent: both queues may repeat it). */
@JobHandler(RENDER_JOB)
export class RenderPdfJob implements Job<RenderPdfPayload> {
  constructor(private readonly renders: DocumentRendersService) {}

  async run({ renderId }: RenderPdfPayload, job: JobContext<RenderPdfPayload>): Promise<unknown> {
    try {
      return await this.renders.run(renderId);
    } catch (error) {
      // The last try gives up cleanly: the render says why instead of staying pending.
      if (job.attempt >= RENDER_ATTEMPTS) await this.renders.fail(renderId, error);
      throw error;
    }
  }
}
