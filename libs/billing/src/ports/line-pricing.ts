import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Client } from '@cuvee/crm';
import type { Locale } from '@cuvee/kernel';
import type { BillableLine } from '../domain/document-amounts.js';
import type { CartProductDto, CartShippingDto } from '../documents/dto/cart-input.dto.js';
import type { LineInputDto } from '../documents/dto/line-input.dto.js';

/*
 * The port billing prices typed lines through (ADR 0016): a catalogue line of a quote or an invoice is
 * priced as an order would price it (the client's price list, tiers, promotions, wrapping), and a
 * quote made from a cart becomes the lines of the order that cart would make. Those rules are the
 * cart's, in sales; sales provides the pricer when its module starts, as it registers the orders
 * as a billable source. Billing never imports sales.
 */

/** A cart order handed to a quote (/orders/add?subType=quote): the cart's products and delivery. */
export interface CartInput {
  readonly products: readonly CartProductDto[];
  readonly shipping?: CartShippingDto;
}

/** What to price for one document, in the document's language. */
export interface LinePricingRequest {
  readonly shopId: number;
  readonly client: Pick<Client, 'typology'>;
  /** Typed lines: catalogue lines, or free lines (label and price typed in). */
  readonly lines: readonly LineInputDto[];
  readonly cart?: CartInput;
  readonly locale: Locale;
}

export interface LinePricer {
  /**
   * The billable lines, in billing's transaction: the cart's first, then the typed lines in their
   * order. Refuses (throws an HttpException with a message key) a product the client may not be sold
   * (404) or a format or vintage it does not have (400).
   */
  price(manager: EntityManager, request: LinePricingRequest): Promise<BillableLine[]>;
}

/** The one pricer of the process, provided by sales. */
@Injectable()
export class LinePricing {
  private pricer: LinePricer | null = null;

  provide(pricer: LinePricer): void {
    if (this.pricer) throw new Error('Line pricer provided twice');
    this.pricer = pricer;
  }

  price(manager: EntityManager, request: LinePricingRequest): Promise<BillableLine[]> {
    if (!this.pricer) throw new Error('No line pricer: the sales module provides it when it starts');
    return this.pricer.price(manager, request);
  }
}
