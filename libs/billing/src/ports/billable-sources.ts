import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Cents, IsoDate, Locale, PaymentDelay, PaymentType } from '@cuvee/kernel';
import type { BillableLine } from '../domain/document-amounts.js';
import type { DocumentKind } from '../domain/document-kinds.js';

/*
 * The input port of billing (ADR 0016): where the lines of an invoice or the basis of a deposit come
 * from when they are not typed in. Billing's own accepted quotes are one source ('quote'); the orders
 * register 'orders' (ADR 0018), so POST /v1/invoices { source: { kind: 'orders', ids } } invoices
 * validated orders. Everything happens inside billing's transactions, on the manager it is given.
 */

/** What a source hands over to invoice: one client, snapshot lines, printed references. */
export interface BillableBatch {
  readonly clientId: number;
  readonly lines: readonly BillableLine[];
  /** Printed on the document, e.g. "Commande C-42 du 12/03/2026". */
  readonly references: readonly string[];
  /** The payment terms agreed on the source, if any (else the client's, else the shop's). */
  readonly paymentDelay?: PaymentDelay | null;
  /** For terms due at delivery. */
  readonly deliveryDate?: IsoDate | null;
}

export interface IssuedDocumentRef {
  readonly id: number;
  readonly kind: DocumentKind;
  readonly number: string;
  /** What the invoice asks once issued (deposits deducted): a source hands over no more than this. */
  readonly outstanding: Cents;
}

/** Why billing reads a source: the lines of a final invoice, or the basis of a deposit. */
export interface LoadOptions {
  readonly purpose: 'invoice' | 'deposit';
  /** The document's language, for the lines the source words itself ("Livraison", "Delivery"). */
  readonly locale: Locale;
}

/**
 * Money the source already took for what is invoiced (a captured card, an offline payment marked
 * received, client credit spent on an order): billing records it as a payment of the invoice.
 */
export interface ReceivedPayment {
  readonly type: PaymentType;
  readonly amount: Cents;
  readonly receivedOn: IsoDate;
  readonly reference: string;
  /** A `credit` payment: the client credit it spent, by its use reference ("order:42"), carried over. */
  readonly creditSourceRef?: string;
}

export interface BillableSource {
  /** The key callers name: 'quote', 'orders'. */
  readonly kind: string;
  /** How messages name it ("commandes"). */
  readonly label: Readonly<Record<Locale, string>>;
  /**
   * Reads what to invoice, in billing's transaction. Refuses (throws an HttpException with a message
   * key) rows of another shop (404), of several clients, or not ready to invoice.
   */
  load(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    options: LoadOptions,
  ): Promise<BillableBatch>;
  /**
   * Inside the transaction that issues a final invoice (not a deposit) made from these rows: the
   * source records it (orders → status invoiced) and answers what it already received, which billing
   * records as payments of the invoice. A throw rolls the issue back, number included.
   */
  invoiced(
    manager: EntityManager,
    shopId: number,
    ids: readonly number[],
    document: IssuedDocumentRef,
  ): Promise<readonly ReceivedPayment[]>;
}

/** The sources by kind; contexts register theirs when their module starts. */
@Injectable()
export class BillableSources {
  private readonly sources = new Map<string, BillableSource>();

  register(source: BillableSource): void {
    if (this.sources.has(source.kind)) throw new Error(`Billable source ${source.kind} registered twice`);
    this.sources.set(source.kind, source);
  }

  /** The source of `kind`; one no context registered is refused (400) naming it. */
  get(kind: string): BillableSource {
    const source = this.sources.get(kind);
    if (!source)
      throw new BadRequestException({ message: 'billing.sourceUnavailable', params: { source: kind } });
    return source;
  }

  kinds(): string[] {
    return [...this.sources.keys()];
  }
}
