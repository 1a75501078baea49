import type { Locale } from '@cuvee/kernel';
import { JobHandler, type Job } from '@cuvee/platform';
import { PurchaseOrderDocuments } from '../orders/purchase-order-documents.js';

export const MAIL_ORDER_JOB = 'purchases.mail-order';

export interface MailPurchaseOrderPayload {
  shopId: number;
  orderId: number;
  locale: Locale;
}

/** Mails a sent purchase order's PDF to its supplier (queued when the order is sent). */
@JobHandler(MAIL_ORDER_JOB)
export class MailPurchaseOrderJob implements Job<MailPurchaseOrderPayload> {
  constructor(private readonly documents: PurchaseOrderDocuments) {}

  run({ shopId, orderId, locale }: MailPurchaseOrderPayload): Promise<unknown> {
    return this.documents.mailToSupplier(shopId, orderId, locale);
  }
}
