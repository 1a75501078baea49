import { percentOf, type Cents, type IsoDate } from '@cuvee/kernel';

/*
 * Selling en primeur, framework-free (docs/primeur.md). A campaign offers a vintage not yet bottled at
 * prices per client typology; allocations (quotas) cap what a client — or every client of a typology
 * together — may subscribe; a subscription pays a deposit at once and the balance at bottling.
 */

export const CAMPAIGN_STATUSES = ['open', 'closed', 'bottled', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['subscribed', 'delivered', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface QuotaFacts {
  readonly id: number;
  /** A quota of one client… */
  readonly clientId: number | null;
  /** …or shared by every client of a typology. */
  readonly typology: string | null;
  readonly quantity: number;
  readonly subscribed: number;
}

/** The quota a client subscribes on: their own when they have one, else their typology's; else none. */
export function quotaFor<Q extends QuotaFacts>(
  quotas: readonly Q[],
  client: { readonly id: number; readonly typology: string | null },
): Q | null {
  return (
    quotas.find((quota) => quota.clientId === client.id) ??
    quotas.find(
      (quota) => quota.clientId === null && quota.typology !== null && quota.typology === client.typology,
    ) ??
    null
  );
}

/** Bottles still free on a quota. */
export function quotaLeft(quota: Pick<QuotaFacts, 'quantity' | 'subscribed'>): number {
  return Math.max(0, quota.quantity - quota.subscribed);
}

/** A subscription of `quantity` bottles fits the quota (the database guard says the same in SQL). */
export function fitsQuota(quota: Pick<QuotaFacts, 'quantity' | 'subscribed'>, quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity > 0 && quota.subscribed + quantity <= quota.quantity;
}

/** The unit price HT a client of this typology pays: the typology's own price, else the campaign's. */
export function unitPriceFor(
  campaign: { readonly unitHt: Cents; readonly prices: Readonly<Record<string, Cents>> },
  typology: string | null,
): Cents {
  return (typology !== null ? campaign.prices[typology] : undefined) ?? campaign.unitHt;
}

export interface DepositSplit {
  readonly deposit: Cents;
  readonly balance: Cents;
}

/**
 * The price of a subscription (TTC) cut into the deposit asked at subscription (the campaign's
 * percentage, rounded once as billing rounds it) and the balance invoiced at bottling: they always add
 * up to the price.
 */
export function depositSplit(priceTtc: Cents, depositPercent: number): DepositSplit {
  const deposit = percentOf(priceTtc, depositPercent);
  return { deposit, balance: priceTtc - deposit };
}

/** A campaign takes subscriptions while open, between its opening and closing days (both included). */
export function isOpenOn(
  campaign: { readonly status: CampaignStatus; readonly opensOn: IsoDate; readonly closesOn: IsoDate },
  day: IsoDate,
): boolean {
  return campaign.status === 'open' && campaign.opensOn <= day && day <= campaign.closesOn;
}

/** A subscription may be cancelled while its campaign is open and nothing was delivered. */
export function canCancel(campaign: CampaignStatus, subscription: SubscriptionStatus): boolean {
  return campaign === 'open' && subscription === 'subscribed';
}

/**
 * A buyer cancels their own subscription from the shop while the back office could, and only up to
 * the campaign's last day for it (`cancelUntil`, both included); a campaign without one leaves
 * cancelling to the shop, whom the buyer asks.
 */
export function buyerCancelRefusal(
  campaign: { readonly status: CampaignStatus; readonly cancelUntil: IsoDate | null },
  subscription: SubscriptionStatus,
  day: IsoDate,
): 'status' | 'askTheShop' | null {
  if (!canCancel(campaign.status, subscription)) return 'status';
  return campaign.cancelUntil !== null && day <= campaign.cancelUntil ? null : 'askTheShop';
}

/** Bottling needs a closed campaign and at least as many bottles as were subscribed. */
export function bottlingRefusal(
  status: CampaignStatus,
  bottled: number,
  subscribed: number,
): 'notClosed' | 'tooFew' | null {
  if (status !== 'closed') return 'notClosed';
  return bottled < subscribed ? 'tooFew' : null;
}

/** "P-000042": how a subscription is named on documents. */
export function subscriptionNumber(id: number): string {
  return `P-${String(id).padStart(6, '0')}`;
}

/** The price TTC of a subscription: its HT and the campaign's VAT on it, rounded once. */
export function subscriptionTtc(quantity: number, unitHt: Cents, vatRate: number): Cents {
  const ht = quantity * unitHt;
  return ht + percentOf(ht, vatRate);
}

export interface StatementFacts {
  readonly status: SubscriptionStatus;
  readonly priceTtc: Cents;
  /** The deposit invoice as billing has it: its total and what is still owed on it. */
  readonly deposit: { readonly totalTtc: Cents; readonly outstanding: Cents } | null;
  /** The balance invoice once issued (deposit deducted). */
  readonly balance: { readonly outstanding: Cents } | null;
}

export interface StatementAmounts {
  readonly depositTtc: Cents;
  readonly depositPaid: Cents;
  /** What the client still owes beyond the deposit: the balance invoice's outstanding, else the balance to come. */
  readonly balanceDue: Cents;
}

/** A line of a client's primeur statement; a cancelled subscription owes nothing more. */
export function statementAmounts(facts: StatementFacts): StatementAmounts {
  const depositTtc = facts.deposit?.totalTtc ?? 0;
  const depositPaid = facts.deposit ? facts.deposit.totalTtc - facts.deposit.outstanding : 0;
  if (facts.status === 'cancelled') return { depositTtc, depositPaid, balanceDue: 0 };
  const balanceDue = facts.balance ? facts.balance.outstanding : facts.priceTtc - depositTtc;
  return { depositTtc, depositPaid, balanceDue };
}
