import { destinationOf, keysOf, SALES_DESTINATIONS, type SalesDestination } from '@cuvee/kernel';
import type { DrmCategory } from './drm-categories.js';
import type { Month } from './monthly-ledger.js';

/*
 * The documents that accompany wine leaving the bond, framework-free: the e-AD (DAE, duty suspended,
 * to another EU country or to export) and the simplified document (DSA, duties paid). A DAE moves its
 * sale out of the taxable sales into the DRM's "sorties définitives" (EU delivery or export, no duty,
 * no capsule); the month's documents make the declaration's annexes: the range of numbers used per
 * kind, and the DAE not yet discharged at the month's end (relevé de non-apurement).
 */

export const DOCUMENT_KINDS = ['dae', 'dsa'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Where a document's wine goes: the kernel's sales destinations (France, another member state, export). */
export const DESTINATIONS = keysOf(SALES_DESTINATIONS);
export type Destination = SalesDestination;

export interface ExitDocumentInput {
  readonly kind: DocumentKind;
  readonly number: string;
  readonly destination: Destination;
  readonly country: string | null;
  readonly consigneeExcise: string | null;
}

/**
 * What is wrong with a document, as a message key, or null. A DAE number is its reference code (at
 * most 21 characters, as the customs' schema takes it in a non-discharge statement), a DSA's at most 30;
 * a DAE goes to another EU country or to export, with the country; a DSA travels in France.
 */
export function exitDocumentProblem(input: ExitDocumentInput): string | null {
  const number = input.number.trim();
  if (!number || number.length > (input.kind === 'dae' ? 21 : 30)) return 'customs.documentNumber';
  if (input.consigneeExcise && !/^([A-Za-z0-9]{8}|[A-Za-z0-9]{13})$/.test(input.consigneeExcise))
    return 'customs.consigneeExcise';
  if (input.kind === 'dsa') return input.destination === 'france' ? null : 'customs.documentDestination';
  if (!input.country || !/^[A-Z]{2}$/.test(input.country)) return 'customs.country';
  // The kernel's destination of the country (Greece is GR here, EL only in excise numbers).
  return destinationOf(input.country) === input.destination ? null : 'customs.documentDestination';
}

/** The DRM category a document gives its sale: a DAE's destination; a DSA leaves it a taxable sale. */
export function documentCategory(kind: DocumentKind, destination: Destination): DrmCategory | null {
  if (kind !== 'dae') return null;
  return destination === 'eu' ? 'euDelivery' : 'export';
}

/** A sale that left under a DAE, on its product line: for the CSV's country and document columns. */
export interface Shipment {
  readonly category: DrmCategory;
  readonly country: string;
  readonly number: string;
  /** Millilitres. */
  readonly ml: number;
}

export interface DocumentRange {
  readonly kind: DocumentKind;
  readonly first: string;
  readonly last: string;
  readonly count: number;
}

export interface PendingDocument {
  readonly number: string;
  readonly shippedOn: string;
  readonly consigneeExcise: string | null;
}

export interface Annexes {
  readonly ranges: readonly DocumentRange[];
  readonly pending: readonly PendingDocument[];
}

export interface DocumentRecord extends PendingDocument {
  readonly kind: DocumentKind;
  readonly dischargedOn: string | null;
}

/** Numbers in their order of issue: shorter first, then as text (numbers of one series share a length). */
const byNumber = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/**
 * A month's annexes: per kind, the first and last number shipped in the month and how many; the DAE
 * shipped by the month's end and not discharged on that day.
 */
export function annexesOf(documents: readonly DocumentRecord[], month: Month): Annexes {
  const ranges = (['dae', 'dsa'] as const).flatMap((kind) => {
    const numbers = documents
      .filter((doc) => doc.kind === kind && doc.shippedOn.slice(0, 7) === month)
      .map((doc) => doc.number)
      .sort(byNumber);
    return numbers.length ? [{ kind, first: numbers[0]!, last: numbers.at(-1)!, count: numbers.length }] : [];
  });
  const pending = documents
    .filter(
      (doc) =>
        doc.kind === 'dae' &&
        doc.shippedOn.slice(0, 7) <= month &&
        (doc.dischargedOn === null || doc.dischargedOn.slice(0, 7) > month),
    )
    .sort((a, b) => a.shippedOn.localeCompare(b.shippedOn) || byNumber(a.number, b.number))
    .map(({ number, shippedOn, consigneeExcise }) => ({ number, shippedOn, consigneeExcise }));
  return { ranges, pending };
}

export const NO_ANNEXES: Annexes = { ranges: [], pending: [] };
