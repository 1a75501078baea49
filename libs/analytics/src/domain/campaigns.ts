import { addDays, type IsoDate } from '@cuvee/kernel';

/*
 * What a campaign's recipients bought afterwards (docs/analytics.md "Campaigns", ADR 0080). An invoice
 * issued to a recipient within the window after their mail was sent (the Paris day it left and the
 * days after it, `windowDays` in all) counts for that campaign; when several campaigns reached the
 * client within the window, the latest one takes it (last touch), so an invoice counts once and the
 * campaigns' figures add up. It says who bought after a mail, not that the mail made them buy.
 */

/** The attribution window by default, and the longest one a report may ask. */
export const DEFAULT_WINDOW_DAYS = 14;
export const MAX_WINDOW_DAYS = 90;

export interface CampaignTouch {
  readonly campaignId: number;
  readonly clientId: number;
  /** The Paris day the mail was sent. */
  readonly day: IsoDate;
}

/** An invoice of a client: its HT (cents) and its Paris day. */
export interface ClientInvoice {
  readonly documentId: number;
  readonly clientId: number;
  readonly day: IsoDate;
  readonly ht: number;
}

export interface CampaignSales {
  /** Recipients with at least one invoice counted. */
  buyers: number;
  invoices: number;
  ht: number;
}

/** The last day of the window of a mail sent on `day`. */
export function windowEnd(day: IsoDate, windowDays: number): IsoDate {
  return addDays(day, windowDays - 1);
}

/** The campaign an invoice counts for, or null: the latest mail to its client whose window holds it. */
export function touchOf(
  invoice: ClientInvoice,
  touches: readonly CampaignTouch[],
  windowDays: number,
): CampaignTouch | null {
  let latest: CampaignTouch | null = null;
  for (const touch of touches) {
    if (touch.clientId !== invoice.clientId) continue;
    if (touch.day > invoice.day || windowEnd(touch.day, windowDays) < invoice.day) continue;
    if (
      !latest ||
      touch.day > latest.day ||
      (touch.day === latest.day && touch.campaignId > latest.campaignId)
    )
      latest = touch;
  }
  return latest;
}

/** Each campaign's invoices, by last touch; campaigns with none are absent. */
export function attributeSales(
  touches: readonly CampaignTouch[],
  invoices: readonly ClientInvoice[],
  windowDays: number,
): Map<number, CampaignSales> {
  const byClient = new Map<number, CampaignTouch[]>();
  for (const touch of touches) byClient.set(touch.clientId, [...(byClient.get(touch.clientId) ?? []), touch]);
  const sales = new Map<number, CampaignSales & { clients: Set<number> }>();
  for (const invoice of invoices) {
    const touch = touchOf(invoice, byClient.get(invoice.clientId) ?? [], windowDays);
    if (!touch) continue;
    const row = sales.get(touch.campaignId) ?? { buyers: 0, invoices: 0, ht: 0, clients: new Set() };
    row.invoices += 1;
    row.ht += invoice.ht;
    row.clients.add(invoice.clientId);
    row.buyers = row.clients.size;
    sales.set(touch.campaignId, row);
  }
  return new Map([...sales].map(([id, { clients: _clients, ...row }]) => [id, row]));
}
