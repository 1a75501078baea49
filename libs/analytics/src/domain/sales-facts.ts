import { roundQuotient, type IsoDate, type SalesChannel } from '@cuvee/kernel';

/*
 * The fold of issued documents into the read models (docs/analytics.md "What is counted", ADR 0077).
 * An invoice counts its lines HT (duties and VAT left out), a credit note takes its lines off; deposit
 * invoices (and the credit notes that correct one) count nothing: the final invoice that deducts a
 * deposit counts its goods in full. Each line becomes a fact; each document adds one row's worth to the
 * daily summary of its day, channel, typology, country and agent. eq75 is kept in thousandths of a
 * bottle so that summing in any order gives the same figure.
 */

/** The key of a sale without an agent, in the summary (a column in a unique key cannot be NULL). */
export const NO_AGENT = 0;
/** The seller of a sale nobody is known to have written. */
export const NO_SELLER = 0;

/** An issued invoice or credit note as the fold reads it: everything already resolved at the edge. */
export interface SoldDocument {
  readonly documentId: number;
  readonly kind: 'invoice' | 'creditNote';
  /** The Paris day it was issued. */
  readonly day: IsoDate;
  readonly clientId: number;
  readonly channel: SalesChannel;
  readonly typology: string;
  /** ISO 3166 alpha-2 of where the goods went. */
  readonly country: string;
  /** NO_AGENT when none. */
  readonly agentId: number;
  /** Who wrote the sale (docs/analytics.md "Objectives"); NO_SELLER when unknown. */
  readonly sellerId: number;
  readonly lines: readonly SoldLine[];
}

export interface SoldLine {
  readonly position: number;
  readonly productId: number | null;
  readonly vintageId: number | null;
  readonly formatId: number | null;
  /** Units, positive as printed (a credit note's sign comes from its kind). */
  readonly quantity: number;
  /** Line HT in cents, after discounts, without duties, as printed. */
  readonly ht: number;
  /** 75 cl bottles one unit is worth. */
  readonly eq75: number;
  /** Bottles one unit holds (a bottle 1, a case of 6 bottles 6, a bag-in-box 0). */
  readonly bottlesPerUnit: number;
}

/** One line of an issued document in the facts table (signed: a credit note's are negative). */
export interface SalesFactRow {
  readonly documentId: number;
  readonly position: number;
  readonly kind: SoldDocument['kind'];
  readonly day: IsoDate;
  readonly clientId: number;
  readonly channel: SalesChannel;
  readonly typology: string;
  readonly country: string;
  readonly agentId: number;
  readonly sellerId: number;
  readonly productId: number | null;
  readonly vintageId: number | null;
  readonly formatId: number | null;
  readonly quantity: number;
  readonly bottles: number;
  readonly eq75Milli: number;
  readonly ht: number;
}

export interface SummaryKey {
  readonly day: IsoDate;
  readonly channel: SalesChannel;
  readonly typology: string;
  readonly country: string;
  readonly agentId: number;
}

/** One row of the daily summary: what the documents of one day and one set of dimensions add up to. */
export interface SummaryRow extends SummaryKey {
  readonly ht: number;
  readonly invoices: number;
  readonly creditNotes: number;
  readonly bottles: number;
  readonly eq75Milli: number;
}

/** Whether an issued document counts: invoices and credit notes, not deposits nor their credit notes. */
export function countsAsSale(kind: string, correctsKind: string | null): kind is SoldDocument['kind'] {
  if (kind === 'invoice') return true;
  return kind === 'creditNote' && correctsKind !== 'deposit';
}

/** A line's eq75 in thousandths of a bottle, rounded once per line. */
export function eq75Milli(eq75PerUnit: number, quantity: number): number {
  return Math.round(eq75PerUnit * quantity * 1000);
}

/** Bottles one unit of a format holds: a bottle 1, a package its bottles, anything else none. */
export function bottlesPerUnit(
  format: { container: string; packingQuantity: number | null } | null,
  eq75: number,
): number {
  if (!format || eq75 <= 0) return 0;
  if (format.container === 'bottle') return 1;
  if (format.container === 'packing') return format.packingQuantity ?? 1;
  return 0;
}

export function factsOf(document: SoldDocument): SalesFactRow[] {
  const sign = document.kind === 'creditNote' ? -1 : 1;
  return document.lines.map((line) => ({
    documentId: document.documentId,
    position: line.position,
    kind: document.kind,
    day: document.day,
    clientId: document.clientId,
    channel: document.channel,
    typology: document.typology,
    country: document.country,
    agentId: document.agentId,
    sellerId: document.sellerId,
    productId: line.productId,
    vintageId: line.vintageId,
    formatId: line.formatId,
    quantity: sign * line.quantity,
    bottles: sign * line.quantity * line.bottlesPerUnit,
    eq75Milli: sign * eq75Milli(line.eq75, line.quantity),
    ht: sign * line.ht,
  }));
}

/** What one document adds to its summary row. */
export function summaryDeltaOf(document: SoldDocument): SummaryRow {
  const facts = factsOf(document);
  return {
    day: document.day,
    channel: document.channel,
    typology: document.typology,
    country: document.country,
    agentId: document.agentId,
    ht: facts.reduce((sum, fact) => sum + fact.ht, 0),
    invoices: document.kind === 'invoice' ? 1 : 0,
    creditNotes: document.kind === 'creditNote' ? 1 : 0,
    bottles: facts.reduce((sum, fact) => sum + fact.bottles, 0),
    eq75Milli: facts.reduce((sum, fact) => sum + fact.eq75Milli, 0),
  };
}

export function summaryKeyOf(key: SummaryKey): string {
  return JSON.stringify([key.day, key.channel, key.typology, key.country, key.agentId]);
}

/** Adds a document's delta to the summary rows by key (what the upsert does in the database). */
export function addToSummary(summary: Map<string, SummaryRow>, delta: SummaryRow): void {
  const key = summaryKeyOf(delta);
  const row = summary.get(key);
  summary.set(
    key,
    row
      ? {
          ...row,
          ht: row.ht + delta.ht,
          invoices: row.invoices + delta.invoices,
          creditNotes: row.creditNotes + delta.creditNotes,
          bottles: row.bottles + delta.bottles,
          eq75Milli: row.eq75Milli + delta.eq75Milli,
        }
      : delta,
  );
}

/** The summary recomputed from the facts alone: their sums and the documents they come from. */
export function summaryOfFacts(facts: readonly SalesFactRow[]): Map<string, SummaryRow> {
  const groups = new Map<string, { key: SummaryKey; facts: SalesFactRow[] }>();
  for (const fact of facts) {
    const key = summaryKeyOf(fact);
    const group = groups.get(key) ?? { key: fact, facts: [] };
    group.facts.push(fact);
    groups.set(key, group);
  }
  const documents = (group: SalesFactRow[], kind: SoldDocument['kind']) =>
    new Set(group.filter((fact) => fact.kind === kind).map((fact) => fact.documentId)).size;
  const sum = (group: SalesFactRow[], field: 'ht' | 'bottles' | 'eq75Milli') =>
    group.reduce((total, fact) => total + fact[field], 0);
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        day: group.key.day,
        channel: group.key.channel,
        typology: group.key.typology,
        country: group.key.country,
        agentId: group.key.agentId,
        ht: sum(group.facts, 'ht'),
        invoices: documents(group.facts, 'invoice'),
        creditNotes: documents(group.facts, 'creditNote'),
        bottles: sum(group.facts, 'bottles'),
        eq75Milli: sum(group.facts, 'eq75Milli'),
      },
    ]),
  );
}

/** HT per invoice, rounded half away from zero to the cent; 0 without invoices. */
export function averageBasket(ht: number, invoices: number): number {
  return invoices > 0 ? roundQuotient(ht, invoices) : 0;
}
