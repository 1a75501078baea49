import { JobHandler, Recurring, type Job, type JobContext } from '@cuvee/platform';
import { BookingMails } from '../bookings/booking-mails.js';

export const SEND_REMINDERS_JOB = 'reservations.send-reminders';

/** Reminds tomorrow's visitors (BookingMails.sendReminders), reporting its progress; safe to run twice. */
@JobHandler(SEND_REMINDERS_JOB)
@Recurring('hour')
export class SendRemindersJob implements Job<Record<string, never>> {
  constructor(private readonly mails: BookingMails) {}

  async run(_payload: Record<string, never>, job: JobContext<Record<string, never>>): Promise<unknown> {
    return { sent: await this.mails.sendReminders(new Date(), (percent) => job.updateProgress(percent)) };
  }
}
