import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { accountingSettingsOf, COUNTER_SALE, lineAccounts, paymentAccounts } from '@cuvee/billing';
import { PAYMENT_TYPES } from '@cuvee/kernel';
import { OnEvent } from '@cuvee/platform';
import { SalesPoint } from '@cuvee/sales';
import { TillClosedEvent } from '@cuvee/till';
import { tillDayEntry } from '../domain/entries.js';
import { postEntry } from './journal-writer.js';

/**
 * The cash journal, fed by the till (ADR 0059): each day's closure (Z) is posted in the transaction
 * that closes it, its sales per VAT rate against what each payment type brought in. Month and year
 * closures sum days already posted: posting them would count the sales twice.
 */
@Injectable()
export class TillPostings {
  @OnEvent(TillClosedEvent, { delivery: 'in-transaction' })
  async closed(event: TillClosedEvent, manager: EntityManager): Promise<void> {
    if (event.period !== 'day') return;
    const settings = await accountingSettingsOf(manager, event.shopId);
    const point = await manager
      .getRepository(SalesPoint)
      .findOne({ where: { shopId: event.shopId, id: event.salesPointId }, select: { id: true, name: true } });
    // The closure keeps no product family: counter sales go to the shop's default sales account.
    const sales = Object.entries(event.byRate).map(([rate, row]) => ({
      rate,
      ...lineAccounts(
        { kind: 'product', family: null, vatRateBp: Math.round(Number(rate) * 100), duties: 0 },
        settings,
        null,
        COUNTER_SALE,
      ),
      ht: row.ht,
      vat: row.vat,
      duties: 0,
    }));
    const takings = Object.entries(event.byPayment).map(([key, amount]) => {
      const type = PAYMENT_TYPES.find((item) => item.key === key)?.key;
      return {
        account: type ? paymentAccounts(type, settings, null).revenueAccount : settings.paymentAccount,
        amount,
      };
    });
    await postEntry(
      manager,
      event.shopId,
      'closure',
      event.recordId,
      tillDayEntry(
        { day: event.key, reference: event.reference, sales, takings },
        `Clôture ${event.key} ${point?.name ?? `#${event.salesPointId}`}`,
      ),
    );
  }
}
