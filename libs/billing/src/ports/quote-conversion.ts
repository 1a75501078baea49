import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentDelay } from '@cuvee/kernel';
import type { BillableLine } from '../domain/document-amounts.js';

/*
 * "Quote accepted → order": billing records the acceptance; the orders register the
 * conversion (ADR 0018), which writes the order in the acceptance transaction. Without one (an
 * application mounting billing alone) an accepted quote has no order (orderId null) and is invoiced
 * directly from the quote (the 'quote' billable source).
 */
export interface AcceptedQuote {
  readonly id: number;
  readonly number: string;
  readonly clientId: number;
  readonly lines: readonly BillableLine[];
  readonly references: readonly string[];
  /** The payment terms the quote gave. */
  readonly paymentDelay: PaymentDelay;
}

export interface QuoteConversion {
  /**
   * Inside the acceptance transaction: creates the order, answers its id — or null when the quote
   * sells nothing an order carries (services only), which then stays billable as a quote. A throw
   * cancels the acceptance.
   */
  toOrder(
    manager: EntityManager,
    shopId: number,
    quote: AcceptedQuote,
    userId: number,
  ): Promise<{ orderId: number | null }>;
}

@Injectable()
export class QuoteConversions {
  private conversion: QuoteConversion | null = null;

  register(conversion: QuoteConversion): void {
    if (this.conversion) throw new Error('A quote conversion is already registered');
    this.conversion = conversion;
  }

  current(): QuoteConversion | null {
    return this.conversion;
  }
}
