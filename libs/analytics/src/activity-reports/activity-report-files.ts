import type { Locale } from '@cuvee/kernel';
import { euros, reportFile, type Column, type ReportFile } from '../reports/report-files.js';
import type { ReportFormat } from '../reports/dto/analytics-query.dto.js';
import type {
  ActivitiesReportDto,
  CampaignsReportDto,
  ReservationsReportDto,
} from './dto/activity-reports.dto.js';

/* The activities, campaigns and reservations reports as files, in the other reports' conventions. */

type ActivityRow = ActivitiesReportDto['rows'][number];
const ACTIVITY_COUNTS: Column<ActivityRow>[] = [
  { header: { fr: 'Prévues', en: 'Planned' }, value: (row) => row.planned },
  { header: { fr: 'Faites', en: 'Done' }, value: (row) => row.done },
  { header: { fr: 'En retard', en: 'Overdue' }, value: (row) => row.overdue },
  { header: { fr: 'Visites faites', en: 'Visits done' }, value: (row) => row.visits },
  {
    header: { fr: 'Faites période précédente', en: 'Done, previous period' },
    value: (row) => row.previousDone,
  },
  { header: { fr: 'Faites année précédente', en: 'Done, last year' }, value: (row) => row.lastYearDone },
];

const CAMPAIGN_COLUMNS: Column<CampaignsReportDto['campaigns'][number]>[] = [
  { header: { fr: 'Campagne', en: 'Campaign' }, value: (row) => row.name },
  { header: { fr: 'Envoyée le', en: 'Sent on' }, value: (row) => row.sentOn },
  { header: { fr: 'Destinataires', en: 'Recipients' }, value: (row) => row.recipients },
  { header: { fr: 'Délivrés', en: 'Delivered' }, value: (row) => row.delivered },
  { header: { fr: 'Refusés', en: 'Bounced' }, value: (row) => row.failed },
  { header: { fr: 'Écartés', en: 'Skipped' }, value: (row) => row.skipped },
  { header: { fr: 'Désinscrits', en: 'Unsubscribed' }, value: (row) => row.unsubscribed },
  { header: { fr: 'Acheteurs', en: 'Buyers' }, value: (row) => row.buyers },
  { header: { fr: 'Factures', en: 'Invoices' }, value: (row) => row.invoices },
  { header: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' }, value: (row) => euros(row.ht) },
  { header: { fr: 'Fin de la fenêtre', en: 'Window ends on' }, value: (row) => row.windowEndsOn },
];

const RESERVATION_COLUMNS: Column<ReservationsReportDto['events'][number]>[] = [
  { header: { fr: 'Événement', en: 'Event' }, value: (row) => row.title },
  { header: { fr: 'Réservations', en: 'Bookings' }, value: (row) => row.bookings },
  { header: { fr: 'Personnes', en: 'Persons' }, value: (row) => row.persons },
  { header: { fr: 'Places offertes', en: 'Places offered' }, value: (row) => row.capacity },
  {
    header: { fr: 'Taux de remplissage (%)', en: 'Fill rate (%)' },
    value: (row) => (row.fillRate === null ? null : (row.fillRate * 100).toFixed(1)),
  },
  { header: { fr: 'Annulations', en: 'Cancellations' }, value: (row) => row.cancellations },
  { header: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' }, value: (row) => euros(row.ht) },
  {
    header: { fr: 'Personnes période précédente', en: 'Persons, previous period' },
    value: (row) => row.previousPersons,
  },
  {
    header: { fr: 'Personnes année précédente', en: 'Persons, last year' },
    value: (row) => row.lastYearPersons,
  },
];

/** One row per person or activity type, as the report was asked. */
export function activitiesFile(
  report: ActivitiesReportDto,
  by: 'person' | 'type',
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  const key: Column<ActivityRow> = {
    header: by === 'person' ? { fr: 'Personne', en: 'Person' } : { fr: 'Type', en: 'Type' },
    value: (row) => row.label,
  };
  return reportFile('activities', report.period, [key, ...ACTIVITY_COUNTS], report.rows, format, locale);
}

export function campaignsFile(
  report: CampaignsReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('campaigns', report.period, CAMPAIGN_COLUMNS, report.campaigns, format, locale);
}

export function reservationsFile(
  report: ReservationsReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('reservations', report.period, RESERVATION_COLUMNS, report.events, format, locale);
}
