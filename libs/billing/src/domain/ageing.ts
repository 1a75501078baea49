import { daysBetween, sumCents, type Cents, type IsoDate } from '@cuvee/kernel';

/*
 * Outstandings (encours / impayés, /payments/outstandings): what each client owes, split into "not due
 * yet" and overdue by age, the usual ageing balance buckets of French credit management.
 */

export const AGEING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an amount due on `dueDate`, seen on `today` (a document without due date is due at issue). */
export function ageingBucketOf(dueDate: IsoDate, today: IsoDate): AgeingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'notDue';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

export interface OutstandingDocument {
  readonly clientId: number;
  readonly outstanding: Cents;
  readonly dueDate: IsoDate | null;
  readonly issueDate: IsoDate;
}

export interface ClientAgeing {
  readonly clientId: number;
  readonly due: Cents;
  readonly overdue: Cents;
  readonly buckets: Readonly<Record<AgeingBucket, Cents>>;
  readonly documents: number;
  /** The earliest due day among what is owed. */
  readonly oldestDueDate: IsoDate;
}

/** One row per client owing something; the sum of the buckets is the amount due. */
export function ageingByClient(documents: readonly OutstandingDocument[], today: IsoDate): ClientAgeing[] {
  const byClient = new Map<number, OutstandingDocument[]>();
  for (const document of documents) {
    if (document.outstanding <= 0) continue;
    byClient.set(document.clientId, [...(byClient.get(document.clientId) ?? []), document]);
  }
  return [...byClient.entries()].map(([clientId, owed]) => {
    const buckets = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<
      AgeingBucket,
      Cents
    >;
    for (const document of owed)
      buckets[ageingBucketOf(document.dueDate ?? document.issueDate, today)] += document.outstanding;
    const due = sumCents(owed.map((document) => document.outstanding));
    return {
      clientId,
      due,
      overdue: due - buckets.notDue,
      buckets,
      documents: owed.length,
      oldestDueDate: owed.map((document) => document.dueDate ?? document.issueDate).sort()[0]!,
    };
  });
}
