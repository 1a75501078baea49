import { destinationOf, type PaymentType, type SalesDestination } from '@cuvee/kernel';
import type { AccountingSettings, SalesAccountRule } from './billing-settings.js';
import type { LineKind } from './document-amounts.js';
import type { BuyerIdentity } from './legal-content.js';

/*
 * Ventilation (ADR 0017): before the accounting export, every line of an issued document and every
 * payment received is bound to accounts of the chart. The default binding reads the `accounting`
 * settings: the sales account by product family (the shop's own wine, bought-in goods…), an export
 * account for sales without VAT, one account per VAT rate, one for duties; the client's own
 * account (its CRM accounting code) or the general client account as counterpart. The shop's
 * accounting codes (ADR 0061) refine the sales account by family, client typology, destination and
 * VAT rate: the rule naming the most of them wins.
 */

export interface LineAccounts {
  readonly revenueAccount: string;
  readonly vatAccount: string | null;
  readonly dutyAccount: string | null;
  readonly counterpartAccount: string;
}

export interface VentilatedLine {
  readonly kind: LineKind;
  readonly family: string | null;
  readonly vatRateBp: number;
  readonly duties: number;
}

/** Who a sale is to and where the goods go: what the accounting codes may depend on besides the line. */
export interface SaleContext {
  /** The client's CRM typology (null when unknown: a till sale to a walk-in buyer). */
  readonly typology: string | null;
  readonly destination: SalesDestination;
}

/** A sale in France to nobody in particular: the till's counter sales. */
export const COUNTER_SALE: SaleContext = { typology: null, destination: 'france' };

/** A document's sale: the client's typology, and the country it is delivered to (else billed to). */
export function saleOfDocument(
  buyer: Pick<BuyerIdentity, 'deliveryAddress' | 'billingAddress'>,
  typology: string | null,
): SaleContext {
  return {
    typology,
    destination: destinationOf((buyer.deliveryAddress ?? buyer.billingAddress)?.country),
  };
}

/**
 * The rule of the accounting codes that applies to a line: among the rules whose every criterion
 * matches, the one with the most criteria; the first of them when several tie. Null when none does.
 */
export function matchingRule(
  rules: readonly SalesAccountRule[],
  line: Pick<VentilatedLine, 'family' | 'vatRateBp'>,
  sale: SaleContext,
): SalesAccountRule | null {
  let best: SalesAccountRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    const criteria = [
      rule.family === null || rule.family === line.family,
      rule.typology === null || rule.typology === sale.typology,
      rule.destination === null || rule.destination === sale.destination,
      rule.vatRateBp === null || rule.vatRateBp === line.vatRateBp,
    ];
    if (!criteria.every(Boolean)) continue;
    const score = criteriaCount(rule);
    if (score > bestScore) [best, bestScore] = [rule, score];
  }
  return best;
}

/** How many criteria a rule names (0 to 4): the more, the more specific. */
export function criteriaCount(rule: SalesAccountRule): number {
  return [rule.family, rule.typology, rule.destination, rule.vatRateBp].filter((value) => value !== null)
    .length;
}

/** The sales account of a product or service line without a rule: by destination when without VAT. */
function defaultSalesAccount(line: VentilatedLine, settings: AccountingSettings, sale: SaleContext): string {
  if (line.vatRateBp === 0)
    return sale.destination === 'eu' ? settings.euSalesAccount : settings.exportSalesAccount;
  if (line.kind === 'service') return settings.serviceAccount;
  return (line.family && settings.salesAccountsByFamily[line.family]) || settings.salesAccount;
}

/** The default accounts of a document line, for a sale in `sale`'s conditions. */
export function lineAccounts(
  line: VentilatedLine,
  settings: AccountingSettings,
  clientAccountingCode: string | null,
  sale: SaleContext,
): LineAccounts {
  const revenue = (() => {
    switch (line.kind) {
      case 'deposit':
        return settings.depositAccount;
      case 'discount':
        return settings.discountAccount;
      case 'shipping':
        return settings.shippingAccount;
      case 'service':
      case 'product':
        return (
          matchingRule(settings.salesAccountRules, line, sale)?.account ??
          defaultSalesAccount(line, settings, sale)
        );
    }
  })();
  return {
    revenueAccount: revenue,
    vatAccount:
      line.vatRateBp === 0 ? null : (settings.vatAccounts[String(line.vatRateBp)] ?? settings.vatAccount),
    dutyAccount: line.duties > 0 ? settings.dutyAccount : null,
    counterpartAccount: clientAccountingCode || settings.clientAccount,
  };
}

/** The default accounts of a payment received: where the money lands, against the client's account. */
export function paymentAccounts(
  type: PaymentType,
  settings: AccountingSettings,
  clientAccountingCode: string | null,
): LineAccounts {
  return {
    revenueAccount: settings.paymentAccounts[type] ?? settings.paymentAccount,
    vatAccount: null,
    dutyAccount: null,
    counterpartAccount: clientAccountingCode || settings.clientAccount,
  };
}
