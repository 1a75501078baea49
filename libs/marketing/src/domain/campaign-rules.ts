/**
 * A campaign's life: a draft is edited; sent now or scheduled, it is prepared (one delivery per
 * recipient written before any mail leaves), then sent, then done. A scheduled campaign may go back to
 * draft until its time comes; once sending, only its end remains.
 */
export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'cancelled',
];

const NEXT: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['scheduled', 'sending', 'cancelled'],
  scheduled: ['draft', 'sending', 'cancelled'],
  sending: ['sent'],
  sent: [],
  cancelled: [],
};

export function canMove(from: CampaignStatus, to: CampaignStatus): boolean {
  return NEXT[from].includes(to);
}

/** One recipient's delivery: written pending, claimed while its mail goes, then settled. */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** Progress of a campaign, 0 to 100, from its settled deliveries. */
export function campaignProgress(total: number, settled: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((settled * 100) / total));
}

/**
 * How many mails may leave in a window to hold a rate: the rate limits each second, a batch waits for
 * the time its size takes at that rate.
 */
export function batchDelayMs(batchSize: number, perSecond: number, elapsedMs: number): number {
  if (perSecond <= 0) return 0;
  return Math.max(0, Math.ceil((batchSize * 1000) / perSecond) - elapsedMs);
}

/** Static lists hold chosen clients; dynamic lists hold a saved filter on the CRM's fields. */
export type ListKind = 'static' | 'dynamic';
export const LIST_KINDS: readonly ListKind[] = ['static', 'dynamic'];

/** A dynamic list's filter: every criterion given narrows; values within one criterion are alternatives. */
export interface ListFilter {
  typologies?: string[];
  departments?: string[];
  tags?: string[];
  agentIds?: number[];
  /** true: professionals only; false: private clients only. */
  isPro?: boolean;
  /** Prospects too (a prospect is a client at a pipeline stage); clients only by default. */
  withProspects?: boolean;
}

/** The filter reduced to what narrows: empty criteria dropped, tags lower case, duplicates gone. */
export function normaliseFilter(filter: ListFilter): ListFilter {
  const unique = <T>(values: T[] | undefined) => (values?.length ? [...new Set(values)] : undefined);
  const out: ListFilter = {};
  const typologies = unique(filter.typologies);
  const departments = unique(filter.departments?.map((d) => d.trim().toUpperCase()).filter(Boolean));
  const tags = unique(filter.tags?.map((t) => t.trim().toLowerCase()).filter(Boolean));
  const agentIds = unique(filter.agentIds);
  if (typologies) out.typologies = typologies;
  if (departments) out.departments = departments;
  if (tags) out.tags = tags;
  if (agentIds) out.agentIds = agentIds;
  if (filter.isPro !== undefined) out.isPro = filter.isPro;
  if (filter.withProspects) out.withProspects = true;
  return out;
}

/**
 * A sender address the shop vouches for: its own contact address or one on the same domain (the shop
 * controls that domain's mail, so its SPF and DKIM can cover the campaigns).
 */
export function isVerifiedSender(sender: string, shopEmail: string | null): boolean {
  if (!shopEmail || !sender) return false;
  const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';
  const domain = domainOf(shopEmail);
  return domain !== '' && /^[^\s@]+@[^\s@]+$/.test(sender.trim()) && domainOf(sender) === domain;
}
