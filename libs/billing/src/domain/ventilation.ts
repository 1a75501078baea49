import type { PaymentType } from '@cuvee/kernel';
import type { AccountingSettings } from './billing-settings.js';
import type { LineKind } from './document-amounts.js';

/*
 * Ventilation (ADR 0017): before the accounting export, every line of an issued document and every
 * payment received is bound to accounts of the chart. The default binding reads the `accounting`
 * settings: the sales account by product family (the shop's own wine, bought-in goods…), an export
 * account for sales without VAT, one account per VAT rate, one for duties; the client's own
 * account (its CRM accounting code) or the general client account as counterpart.
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

/** The default accounts of a document line. */
export function lineAccounts(
  line: VentilatedLine,
  settings: AccountingSettings,
  clientAccountingCode: string | null,
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
        return line.vatRateBp === 0 ? settings.exportSalesAccount : settings.serviceAccount;
      case 'product':
        if (line.vatRateBp === 0) return settings.exportSalesAccount;
        return (line.family && settings.salesAccountsByFamily[line.family]) || settings.salesAccount;
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
