import type { ApiClient, paths, Schemas } from '@cuvee/api-client';
import { HttpError, useDataProvider, type DataProvider } from 'react-admin';
import { messageOf, type Send } from './http';
import { xhrTransport, type UploadWatch } from './upload';

type TillRecordDto = Schemas['TillRecordDto'];

export type ImportUploadDto = Schemas['ImportUploadDto'];
export type CreateImportDto = Schemas['CreateImportDto'];

/** A move of an order (docs/sales.md): what the seller or buyer does to it, with what it needs. */
export type OrderMove =
  | { kind: 'place' | 'validate' }
  | { kind: 'refuse' | 'cancel'; reason?: string }
  | { kind: 'delivery'; status: Schemas['DeliveryStatusInputDto']['status'] }
  | { kind: 'payment'; status: Schemas['PaymentStatusInputDto']['status']; amount?: number };

/** A loud action's answer; its refusal is already in the snackbars, the mutation fails with it. */
function answer<T>({ data, error }: { data?: T; error?: unknown }): T {
  if (data === undefined) throw error ?? new Error('no answer');
  return data;
}

/** A file the API answered, and the name its Content-Disposition gives it. */
export interface NamedFile {
  blob: Blob;
  name: string;
}

function namedFile(
  answered: { data?: unknown; error?: unknown; response: Response },
  fallback: string,
): NamedFile {
  const disposition = answered.response.headers.get('content-disposition') ?? '';
  return { blob: answer(answered) as Blob, name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback };
}

/** The period and the program of a file for an accounting program. */
export type JournalFileQuery = NonNullable<
  paths['/v1/accounting/journal-file']['get']['parameters']['query']
>;

export type SalesAnalytics = Schemas['SalesReportDto'];
export type ClientsAnalytics = Schemas['ClientsReportDto'];
export type ProductsAnalytics = Schemas['ProductsReportDto'];
export type CommissionsAnalytics = Schemas['CommissionsReportDto'];
export type CustomAnalytics = Schemas['CustomReportDto'];
export type SavedReport = Schemas['SavedReportDto'];
export type ActivitiesAnalytics = Schemas['ActivitiesReportDto'];
export type CampaignsAnalytics = Schemas['CampaignsReportDto'];
export type ReservationsAnalytics = Schemas['ReservationsReportDto'];
export type ObjectivesAnalytics = Schemas['ObjectivesReportDto'];

/** The reports and what each answers. */
export interface AnalyticsReports {
  sales: SalesAnalytics;
  clients: ClientsAnalytics;
  products: ProductsAnalytics;
  commissions: CommissionsAnalytics;
  custom: CustomAnalytics;
  activities: ActivitiesAnalytics;
  campaigns: CampaignsAnalytics;
  reservations: ReservationsAnalytics;
  objectives: ObjectivesAnalytics;
}
export type AnalyticsReport = keyof AnalyticsReports;

type QueryOf<Path extends `/v1/analytics/${AnalyticsReport}`> = NonNullable<
  paths[Path]['get']['parameters']['query']
>;
/** A report's query: its Paris days and its own settings (granularity and by, dormantDays…). */
export interface AnalyticsQueries {
  sales: QueryOf<'/v1/analytics/sales'>;
  clients: QueryOf<'/v1/analytics/clients'>;
  products: QueryOf<'/v1/analytics/products'>;
  commissions: QueryOf<'/v1/analytics/commissions'>;
  custom: QueryOf<'/v1/analytics/custom'>;
  activities: QueryOf<'/v1/analytics/activities'>;
  campaigns: QueryOf<'/v1/analytics/campaigns'>;
  reservations: QueryOf<'/v1/analytics/reservations'>;
  objectives: QueryOf<'/v1/analytics/objectives'>;
}

/** A report read or downloaded by its name (one call of the typed client per route). */
type ReportCall<R extends AnalyticsReport, T> = (
  query: AnalyticsQueries[R],
) => Promise<{ data?: T; error?: unknown; response: Response }>;

/*
 * The data provider's methods for what is not a list of records: a one-off read (the orders'
 * summary, the unseen notifications, the kinds of imports) or an action (mark notifications seen,
 * start an import). Screens reach them with
 * `useBackofficeData()` and call them through react-query (`useQuery`, `useMutation`), so their
 * loading, caching and refetching are react-admin's. Reads are quiet (their errors stay out of the
 * snackbars: a figure shows "—"); actions are loud (a refusal shows its message).
 */
export function customMethods(api: ApiClient, quietApi: ApiClient, quietSend: Send) {
  return {
    /** Orders to validate, this month's orders and their total HT. */
    async ordersSummary(): Promise<Schemas['OrdersSummaryDto'] | null> {
      return (await quietApi.GET('/v1/orders/summary')).data ?? null;
    },
    /** How many notifications the user has not seen. */
    async unseenNotifications(): Promise<number | null> {
      return (await quietApi.GET('/v1/notifications-centers/unseen-count')).data?.unseen ?? null;
    },
    async markNotificationsSeen(ids: number[]): Promise<void> {
      if (ids.length > 0)
        await api.PUT('/v1/notifications-centers/mark-as-seen', { body: { arrayOfIds: ids } });
    },
    /** Every issued document's hash recomputed, the numbering sequences checked for gaps. */
    async checkBillingIntegrity(): Promise<Schemas['IntegrityReportDto']> {
      return answer(await api.GET('/v1/billing-integrity'));
    },
    async billingSettings(): Promise<Schemas['BillingSettingsDto'] | null> {
      return (await quietApi.GET('/v1/billing-settings')).data ?? null;
    },
    async accountingSettings(): Promise<Schemas['AccountingSettingsDto'] | null> {
      return (await quietApi.GET('/v1/accounting-settings')).data ?? null;
    },
    async saveAccountingSettings(
      body: Schemas['AccountingSettingsInputDto'],
    ): Promise<Schemas['AccountingSettingsDto']> {
      return answer(await api.PUT('/v1/accounting-settings', { body }));
    },
    async salesSettings(): Promise<Schemas['SalesSettingsDto'] | null> {
      return (await quietApi.GET('/v1/sales-settings')).data ?? null;
    },
    /** Moves an order; the answer is the order as it now is. */
    async moveOrder(id: number, move: OrderMove): Promise<Schemas['OrderDto']> {
      const path = { params: { path: { id } } };
      switch (move.kind) {
        case 'place':
          return answer(await api.PUT('/v1/orders/{id}/place', path));
        case 'validate':
          // The card is captured once, whatever the retries.
          return answer(
            await api.PUT('/v1/orders/{id}/validate', {
              params: {
                path: { id },
                header: { 'idempotency-key': `validate-${id}-${crypto.randomUUID()}` },
              },
            }),
          );
        case 'refuse':
        case 'cancel': {
          const body = move.reason ? { reason: move.reason } : {};
          return answer(
            move.kind === 'refuse'
              ? await api.PUT('/v1/orders/{id}/refuse', { ...path, body })
              : await api.PUT('/v1/orders/{id}/cancel', { ...path, body }),
          );
        }
        case 'delivery':
          return answer(
            await api.PUT('/v1/orders/{id}/delivery-status', { ...path, body: { status: move.status } }),
          );
        case 'payment': {
          const body = { status: move.status, ...(move.amount ? { amount: move.amount } : {}) };
          return answer(await api.PUT('/v1/orders/{id}/payment-status', { ...path, body }));
        }
      }
    },
    /** The credit a client holds, for the order form; quiet: the form works without it. */
    async orderClientCredit(clientId: number): Promise<number | null> {
      return (
        (await quietApi.GET('/v1/orders/client-credit/{clientId}', { params: { path: { clientId } } })).data
          ?.available ?? null
      );
    },
    /** An order's shipments and, per line, what is left to ship (ADR 0074). */
    async orderShipments(id: number): Promise<Schemas['OrderShipmentsDto'] | null> {
      return (await quietApi.GET('/v1/orders/{id}/shipments', { params: { path: { id } } })).data ?? null;
    },
    /** Revokes a client's SEPA mandate (its scheduled debits are cancelled). */
    async revokeMandate(id: number): Promise<Schemas['SepaMandateDto']> {
      return answer(await api.POST('/v1/sepa-mandates/{id}/revoke', { params: { path: { id } } }));
    },
    /** Presents a failed SEPA debit again. */
    async retryDebit(id: number): Promise<Schemas['SepaDebitDto']> {
      return answer(await api.POST('/v1/sepa-debits/{id}/retry', { params: { path: { id } } }));
    },
    /** An order's card refunds (a credit note of a card order asks one). */
    async orderRefunds(id: number): Promise<Schemas['OrderRefundsDto'] | null> {
      return (await quietApi.GET('/v1/orders/{id}/refunds', { params: { path: { id } } })).data ?? null;
    },
    /** Tries a failed card refund again. */
    async retryRefund(id: number, refundId: number): Promise<Schemas['OrderRefundsDto']> {
      return answer(
        await api.POST('/v1/orders/{id}/refunds/{refundId}/retry', { params: { path: { id, refundId } } }),
      );
    },
    /** Records a shipment of part of an order. */
    async shipOrder(
      id: number,
      body: Schemas['OrderShipmentInputDto'],
    ): Promise<Schemas['OrderShipmentsDto']> {
      return answer(await api.POST('/v1/orders/{id}/shipments', { params: { path: { id } }, body }));
    },
    /** Drafts the invoice of shipments (the units they took, at the order's prices). */
    async invoiceShipments(ids: number[]): Promise<{ id: number }> {
      return answer(await api.POST('/v1/invoices', { body: { source: { kind: 'shipments', ids } } }));
    },
    /** Drafts the invoice of orders (their lines as placed, or their quote's). */
    async invoiceOrders(ids: number[]): Promise<{ id: number }> {
      return answer(await api.POST('/v1/invoices', { body: { source: { kind: 'orders', ids } } }));
    },
    /** A client's 360° view: identity, timeline, opportunities, figures. */
    async clientOverview(id: number): Promise<Schemas['ClientOverviewDto'] | null> {
      return (await quietApi.GET('/v1/clients/{id}/overview', { params: { path: { id } } })).data ?? null;
    },
    /**
     * What erasing a client's personal data would remove and keep (nothing written). Quiet: the dialog
     * that asks shows the refusal itself, so the mutation fails with the API's reply.
     */
    async clientErasure(id: number): Promise<Schemas['ErasureDto']> {
      return answer(await quietApi.GET('/v1/clients/{id}/erasure', { params: { path: { id } } }));
    },
    /** Erases a client's personal data; partial (pending) while an unpaid invoice or an order holds it. */
    async eraseClient(id: number): Promise<Schemas['ErasureDto']> {
      return answer(await api.POST('/v1/clients/{id}/erasure', { params: { path: { id } } }));
    },
    /** A prospect becomes a client, keeping its history. */
    async convertClient(id: number): Promise<Schemas['ClientDto']> {
      return answer(await api.POST('/v1/clients/{id}/convert', { params: { path: { id } } }));
    },
    /** What a shop's buyers are offered at checkout (delivery types, points…). */
    async checkoutOptions(shopId: number): Promise<Schemas['CheckoutOptionsDto'] | null> {
      return (
        (await quietApi.GET('/v1/checkout-options/{shopId}', { params: { path: { shopId } } })).data ?? null
      );
    },
    /** The kinds of data the caller may import, with their columns. */
    async importKinds(): Promise<Schemas['ImportKindDto'][]> {
      return (await quietApi.GET('/v1/imports/kinds')).data ?? [];
    },
    /** The kinds of data the caller may export, with their filters. */
    async exportKinds(): Promise<Schemas['ExportKindDto'][]> {
      return (await quietApi.GET('/v1/exports/kinds')).data ?? [];
    },
    /**
     * Sends a file to import as multipart, telling `watch` how much went out; the answer is what the
     * mapping screen shows (header, first rows, suggested mapping). Quiet: the upload card shows a
     * refusal itself, the HttpError carrying the API's message (none from a proxy's 413).
     */
    async uploadImportFile(kind: string, file: File, watch: UploadWatch): Promise<ImportUploadDto> {
      const form = new FormData();
      form.append('file', file, file.name);
      const request = new Request(`/v1/imports/files?kind=${encodeURIComponent(kind)}`, { method: 'POST' });
      const response = await quietSend(request, { transport: xhrTransport(form, watch) });
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new HttpError(messageOf(json, ''), response.status, json);
      return json as ImportUploadDto;
    },
    async startImport(body: CreateImportDto): Promise<Schemas['ImportDto']> {
      return answer(await api.POST('/v1/imports', { body }));
    },
    async confirmImport(id: number): Promise<Schemas['ImportDto']> {
      return answer(await api.POST('/v1/imports/{id}/confirm', { params: { path: { id } } }));
    },
    async revertImport(id: number): Promise<Schemas['ImportDto']> {
      return answer(await api.POST('/v1/imports/{id}/revert', { params: { path: { id } } }));
    },
    /** A kind's template to fill (its columns, an example row; the XLSX explains each column). */
    async importTemplate(kind: string, format: 'csv' | 'xlsx'): Promise<NamedFile> {
      return namedFile(
        await api.GET('/v1/imports/kinds/{kind}/template', {
          params: { path: { kind }, query: { format } },
          parseAs: 'blob',
        }),
        `modele-${kind}.${format}`,
      );
    },
    /** The CSV of an import's refused rows. */
    async importErrorReport(id: number): Promise<Blob> {
      return answer(await api.GET('/v1/imports/{id}/errors', { params: { path: { id } }, parseAs: 'blob' }));
    },
    async startExport(body: Schemas['CreateExportDto']): Promise<Schemas['ExportDto']> {
      return answer(await api.POST('/v1/exports', { body }));
    },
    /**
     * A sale at a sales point's till, sent with its idempotency key. `unreachable` when the API did
     * not answer (the till keeps the sale and sends it again, same key); a refusal is in the snackbars.
     */
    async sellAtTill(
      id: number,
      body: Schemas['TicketInputDto'],
      key: string,
    ): Promise<{ outcome: 'sent'; record: TillRecordDto } | { outcome: 'refused' | 'unreachable' }> {
      try {
        const params = { path: { id }, header: { 'idempotency-key': key } };
        const { data, response } = await api.POST('/v1/till/sales-points/{id}/tickets', { params, body });
        if (data) return { outcome: 'sent', record: data };
        return { outcome: response.status >= 500 ? 'unreachable' : 'refused' };
      } catch {
        return { outcome: 'unreachable' };
      }
    },
    async cancelTicket(id: number, sequence: number): Promise<TillRecordDto> {
      const params = { path: { id, sequence } };
      return answer(
        await api.POST('/v1/till/sales-points/{id}/records/{sequence}/cancel', { params, body: {} }),
      );
    },
    /** The ticket again, its duplicate recorded ("duplicata"). */
    async duplicateTicket(id: number, sequence: number): Promise<TillRecordDto> {
      const params = { path: { id, sequence } };
      return answer(await api.POST('/v1/till/sales-points/{id}/records/{sequence}/duplicate', { params }));
    },
    async moveTillCash(id: number, body: Schemas['CashMoveInputDto']): Promise<TillRecordDto> {
      return answer(
        await api.POST('/v1/till/sales-points/{id}/cash-moves', { params: { path: { id } }, body }),
      );
    },
    async closeTill(id: number, body: Schemas['ClosureInputDto']): Promise<TillRecordDto> {
      return answer(
        await api.POST('/v1/till/sales-points/{id}/closures', { params: { path: { id } }, body }),
      );
    },
    /** A closure's archive built by a job: started (or already kept), then its progress. */
    async buildTillArchive(id: number, sequence: number): Promise<Schemas['ArchiveBuildDto']> {
      const params = { path: { id, sequence } };
      return answer(await api.POST('/v1/till/sales-points/{id}/archives/{sequence}/build', { params }));
    },
    async tillArchiveBuild(id: number, sequence: number): Promise<Schemas['ArchiveBuildDto']> {
      const params = { path: { id, sequence } };
      return answer(await api.GET('/v1/till/sales-points/{id}/archives/{sequence}/build', { params }));
    },
    /** A built archive, to download. */
    async tillArchive(id: number, sequence: number): Promise<{ blob: Blob; fileName: string }> {
      const { data, response } = await api.GET('/v1/till/sales-points/{id}/archives/{sequence}', {
        params: { path: { id, sequence } },
        parseAs: 'blob',
      });
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { blob: answer({ data: data as Blob | undefined }), fileName: fileName ?? `caisse-${id}.zip` };
    },
    /** A till archive (base64) checked by the API: the verdict, each problem named. */
    async verifyTillArchive(data: string): Promise<Schemas['ArchiveVerificationDto']> {
      return answer(await api.POST('/v1/till/archives/verify', { body: { data } }));
    },
    /** Locks a month's DRM; refused with its anomalies or before the previous month. */
    async validateDrm(month: string): Promise<Schemas['DrmDto']> {
      return answer(await api.POST('/v1/drm/{month}/validate', { params: { path: { month } } }));
    },
    async submitDrm(month: string, submittedOn: string): Promise<Schemas['DrmDto']> {
      return answer(
        await api.POST('/v1/drm/{month}/submit', { params: { path: { month } }, body: { submittedOn } }),
      );
    },
    /** A DAE discharged: its consignee confirmed the receipt on that day. */
    async dischargeExitDocument(id: number, dischargedOn: string): Promise<Schemas['ExitDocumentDto']> {
      return answer(
        await api.POST('/v1/exit-documents/{id}/discharge', {
          params: { path: { id } },
          body: { dischargedOn },
        }),
      );
    },
    /** A month's DRM as the customs' XML, the interprofessions' CSV or the PDF summary. */
    async drmFile(month: string, format: 'xml' | 'csv' | 'pdf'): Promise<Blob> {
      const params = { params: { path: { month } }, parseAs: 'blob' as const };
      const answered =
        format === 'xml'
          ? await api.GET('/v1/drm/{month}/xml', params)
          : format === 'csv'
            ? await api.GET('/v1/drm/{month}/csv', params)
            : await api.GET('/v1/drm/{month}/pdf', params);
      return answer(answered) as Blob;
    },
    /** The FEC of a period inside one fiscal year, with the legal file name the API gave it. */
    async fecFile(query: { from?: string; to?: string; separator?: 'tab' | 'pipe' }): Promise<NamedFile> {
      return namedFile(
        await api.GET('/v1/accounting/fec', { params: { query }, parseAs: 'blob' }),
        'FEC.txt',
      );
    },
    /** The journals of a period in an accounting program's import format (Windows-1252), named by the API. */
    async journalFile(query: JournalFileQuery): Promise<NamedFile> {
      return namedFile(
        await api.GET('/v1/accounting/journal-file', { params: { query }, parseAs: 'blob' }),
        `${query.format}.txt`,
      );
    },
    /**
     * A report of the Paris days asked, compared with the period before and the same days a year
     * earlier. Quiet: the page shows the API's refusal in place of the figures.
     */
    async analytics<R extends AnalyticsReport>(
      report: R,
      query: AnalyticsQueries[R],
    ): Promise<AnalyticsReports[R]> {
      const reads: { [K in AnalyticsReport]: ReportCall<K, AnalyticsReports[K]> } = {
        sales: (query) => quietApi.GET('/v1/analytics/sales', { params: { query } }),
        clients: (query) => quietApi.GET('/v1/analytics/clients', { params: { query } }),
        products: (query) => quietApi.GET('/v1/analytics/products', { params: { query } }),
        commissions: (query) => quietApi.GET('/v1/analytics/commissions', { params: { query } }),
        custom: (query) => quietApi.GET('/v1/analytics/custom', { params: { query } }),
        activities: (query) => quietApi.GET('/v1/analytics/activities', { params: { query } }),
        campaigns: (query) => quietApi.GET('/v1/analytics/campaigns', { params: { query } }),
        reservations: (query) => quietApi.GET('/v1/analytics/reservations', { params: { query } }),
        objectives: (query) => quietApi.GET('/v1/analytics/objectives', { params: { query } }),
      };
      // The map's entry for R takes R's query (TypeScript cannot relate the two through the index).
      return answer(await (reads[report] as ReportCall<R, AnalyticsReports[R]>)(query));
    },
    /** The same report as a CSV or XLSX file, under the name the API gives it. */
    async analyticsFile<R extends AnalyticsReport>(
      report: R,
      format: 'csv' | 'xlsx',
      query: AnalyticsQueries[R],
    ): Promise<NamedFile> {
      const blob = { parseAs: 'blob' } as const;
      const files: { [K in AnalyticsReport]: ReportCall<K, unknown> } = {
        sales: (query) =>
          api.GET('/v1/analytics/sales/export', { params: { query: { ...query, format } }, ...blob }),
        clients: (query) =>
          api.GET('/v1/analytics/clients/export', { params: { query: { ...query, format } }, ...blob }),
        products: (query) =>
          api.GET('/v1/analytics/products/export', { params: { query: { ...query, format } }, ...blob }),
        commissions: (query) =>
          api.GET('/v1/analytics/commissions/export', { params: { query: { ...query, format } }, ...blob }),
        custom: (query) =>
          api.GET('/v1/analytics/custom/export', { params: { query: { ...query, format } }, ...blob }),
        activities: (query) =>
          api.GET('/v1/analytics/activities/export', { params: { query: { ...query, format } }, ...blob }),
        campaigns: (query) =>
          api.GET('/v1/analytics/campaigns/export', { params: { query: { ...query, format } }, ...blob }),
        reservations: (query) =>
          api.GET('/v1/analytics/reservations/export', { params: { query: { ...query, format } }, ...blob }),
        objectives: (query) =>
          api.GET('/v1/analytics/objectives/export', { params: { query: { ...query, format } }, ...blob }),
      };
      return namedFile(
        await (files[report] as ReportCall<R, unknown>)(query),
        `${report}-${query.from}-${query.to}.${format}`,
      );
    },
    /**
     * A page of the lines behind an agent's commission (Paris days, `start` to `start + size - 1`, the
     * largest commissions first) and how many there are. Quiet, like the report around it.
     */
    async commissionLines(
      agentId: number,
      query: { from: string; to: string; start: number; size: number },
    ): Promise<{ rows: Schemas['CommissionLineDto'][]; total: number }> {
      const answered = await quietApi.GET('/v1/analytics/commissions/{agentId}/lines', {
        params: {
          path: { agentId },
          query: {
            from: query.from,
            to: query.to,
            sort: '["commission","DESC"]',
            range: JSON.stringify([query.start, query.start + query.size - 1]),
          },
        },
      });
      const range = answered.response.headers.get('content-range') ?? '';
      return { rows: answer(answered), total: Number(/\/(\d+)$/.exec(range)?.[1] ?? 0) };
    },
    // Budget: a year's grid by month and sales channel, saved whole, and compared with what was invoiced.
    /** The year's budget, every cell (quiet: the page shows the refusal). */
    async budget(year: number): Promise<Schemas['BudgetDto']> {
      return answer(
        await quietApi.GET('/v1/analytics/budget/{year}', { params: { path: { year: String(year) } } }),
      );
    },
    /** Saves the whole grid (loud: a refusal is a snackbar). */
    async saveBudget(year: number, cells: Schemas['BudgetCellDto'][]): Promise<Schemas['BudgetDto']> {
      return answer(
        await api.PUT('/v1/analytics/budget/{year}', {
          params: { path: { year: String(year) } },
          body: { cells },
        }),
      );
    },
    async budgetComparison(year: number): Promise<Schemas['BudgetComparisonDto']> {
      return answer(
        await quietApi.GET('/v1/analytics/budget/{year}/comparison', {
          params: { path: { year: String(year) } },
        }),
      );
    },
    async budgetFile(year: number, format: 'csv' | 'xlsx'): Promise<NamedFile> {
      return namedFile(
        await api.GET('/v1/analytics/budget/{year}/export', {
          params: { path: { year: String(year) }, query: { format } },
          parseAs: 'blob',
        }),
        `budget-${year}.${format}`,
      );
    },
    /**
     * An agent's figures (portfolio, sales of the Paris days asked against the period before and last
     * year, first clients, commission). Quiet, like the reports: the page shows the refusal in place.
     */
    async agentSummary(
      agentId: number,
      query: { from: string; to: string; granularity?: 'day' | 'week' | 'month' },
    ): Promise<Schemas['AgentSummaryDto']> {
      return answer(
        await quietApi.GET('/v1/analytics/agents/{agentId}', { params: { path: { agentId }, query } }),
      );
    },
    /** The caller's visits of the day, each with its client's card, last orders and open quotes. */
    async tourToday(): Promise<Schemas['TourVisitDto'][]> {
      return answer(await quietApi.GET('/v1/tour/today'));
    },
    /** An event's slots of the Paris days `from` to `to`, with their places left. */
    async eventSlots(id: number, from: string, to: string): Promise<Schemas['SlotDto'][]> {
      return answer(
        await quietApi.GET('/v1/reservation-events/{id}/slots', {
          params: { path: { id }, query: { from, to } },
        }),
      );
    },
    async checkInReservation(id: number): Promise<Schemas['ReservationDto']> {
      return answer(await api.POST('/v1/reservations/{id}/check-in', { params: { path: { id } } }));
    },
    async cancelReservation(id: number): Promise<Schemas['ReservationDto']> {
      return answer(await api.POST('/v1/reservations/{id}/cancel', { params: { path: { id } } }));
    },
    /** A booking's payment group: its payers, their shares and links, paid or not. */
    async reservationPayers(id: number): Promise<Schemas['PayerDto'][] | null> {
      return (await quietApi.GET('/v1/reservations/{id}/payers', { params: { path: { id } } })).data ?? null;
    },
    /** Splits a booking taken at the estate between payers (each mailed the link to their page). */
    async splitReservation(id: number, payers: Schemas['PayerInputDto'][]): Promise<Schemas['PayerDto'][]> {
      return answer(
        await api.POST('/v1/reservations/{id}/payers', { params: { path: { id } }, body: { payers } }),
      );
    },
    /** A payer's share received by the shop; the last one confirms the booking. */
    async recordSharePaid(
      id: number,
      payerId: number,
      method: Schemas['SharePaymentInputDto']['method'],
    ): Promise<Schemas['PayerDto'][]> {
      return answer(
        await api.POST('/v1/reservations/{id}/payers/{payerId}/paid', {
          params: { path: { id, payerId } },
          body: { method },
        }),
      );
    },
    /** A purchase order's manual move: sent, cancelled, closed. */
    async movePurchaseOrder(
      id: number,
      move: 'send' | 'cancel' | 'close',
    ): Promise<Schemas['PurchaseOrderDetailDto']> {
      const path = { params: { path: { id } } };
      if (move === 'send') return answer(await api.POST('/v1/purchase-orders/{id}/send', path));
      if (move === 'cancel') return answer(await api.POST('/v1/purchase-orders/{id}/cancel', path));
      return answer(await api.POST('/v1/purchase-orders/{id}/close', path));
    },
    /** A purchase order's PDF, to download. */
    async purchaseOrderPdf(id: number): Promise<{ blob: Blob; fileName: string }> {
      const { data, response } = await api.GET('/v1/purchase-orders/{id}/pdf', {
        params: { path: { id } },
        parseAs: 'blob',
      });
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { blob: answer({ data: data as Blob | undefined }), fileName: fileName ?? `commande-${id}.pdf` };
    },
    /** A client's primeur statement as a PDF, to download. */
    async primeurStatementPdf(clientId: number): Promise<{ blob: Blob; fileName: string }> {
      const { data, response } = await api.GET('/v1/primeur-statements/{clientId}/pdf', {
        params: { path: { clientId } },
        parseAs: 'blob',
      });
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return {
        blob: answer({ data: data as Blob | undefined }),
        fileName: fileName ?? `primeurs-${clientId}.pdf`,
      };
    },
    /** What to order again: the stock under its low-stock thresholds. */
    async suggestedPurchase(): Promise<Schemas['SuggestedLineDto'][]> {
      return (await quietApi.GET('/v1/purchase-orders/suggested')).data ?? [];
    },
    /** Goods received against an order: they enter stock as purchases. */
    async receivePurchaseOrder(
      id: number,
      body: Schemas['ReceiptInputDto'],
    ): Promise<Schemas['PurchaseOrderDetailDto']> {
      return answer(await api.POST('/v1/purchase-orders/{id}/receipts', { params: { path: { id } }, body }));
    },
    async paySupplierInvoice(
      id: number,
      body: Schemas['SupplierPaymentInputDto'],
    ): Promise<Schemas['SupplierInvoiceDto']> {
      return answer(
        await api.POST('/v1/supplier-invoices/{id}/payments', { params: { path: { id } }, body }),
      );
    },
    /** A client subscribes to a primeur campaign; the answer carries the deposit invoice issued. */
    async subscribePrimeur(
      campaignId: number,
      body: Schemas['SubscriptionInputDto'],
    ): Promise<Schemas['SubscriptionDto']> {
      return answer(
        await api.POST('/v1/primeur-campaigns/{id}/subscriptions', {
          params: { path: { id: campaignId } },
          body,
        }),
      );
    },
    async setPrimeurQuota(id: number, body: Schemas['QuotaInputDto']): Promise<Schemas['CampaignDto']> {
      return answer(await api.POST('/v1/primeur-campaigns/{id}/quotas', { params: { path: { id } }, body }));
    },
    async closePrimeurCampaign(id: number): Promise<Schemas['CampaignDto']> {
      return answer(await api.POST('/v1/primeur-campaigns/{id}/close', { params: { path: { id } } }));
    },
    async bottlePrimeurCampaign(
      id: number,
      body: Schemas['BottlingInputDto'],
    ): Promise<Schemas['CampaignDto']> {
      return answer(
        await api.POST('/v1/primeur-campaigns/{id}/bottling', { params: { path: { id } }, body }),
      );
    },
    async cancelPrimeurSubscription(id: number): Promise<Schemas['SubscriptionDto']> {
      return answer(await api.POST('/v1/primeur-subscriptions/{id}/cancel', { params: { path: { id } } }));
    },
    /** Adds to a static list the clients a CSV names by email; the answer says the addresses of no client. */
    async importListCsv(id: number, csv: string): Promise<Schemas['ListImportResultDto']> {
      return answer(
        await api.POST('/v1/marketing/lists/{id}/import', { params: { path: { id } }, body: { csv } }),
      );
    },
    /** A model as its mail is sent, an example client in its dynamic fields. */
    async modelPreview(id: number): Promise<Schemas['ModelPreviewDto'] | null> {
      return (
        (await quietApi.GET('/v1/marketing/models/{id}/preview', { params: { path: { id } } })).data ?? null
      );
    },
    /** The model to one address, its subject marked as a test; the reply has no body to read. */
    async sendModelTest(id: number, email: string): Promise<void> {
      const { response, error } = await api.POST('/v1/marketing/models/{id}/test', {
        params: { path: { id } },
        body: { email },
      });
      if (!response.ok) throw error ?? new Error(response.statusText);
    },
    /** A draft campaign sent now, or at `scheduledAt`; then back to draft, or cancelled. */
    async moveMarketingCampaign(
      id: number,
      move: { kind: 'send'; scheduledAt?: string } | { kind: 'unschedule' | 'cancel' },
    ): Promise<Schemas['MarketingCampaignDto']> {
      const path = { params: { path: { id } } };
      if (move.kind === 'send')
        return answer(
          await api.POST('/v1/marketing/campaigns/{id}/send', {
            ...path,
            body: move.scheduledAt ? { scheduledAt: move.scheduledAt } : {},
          }),
        );
      if (move.kind === 'unschedule')
        return answer(await api.POST('/v1/marketing/campaigns/{id}/unschedule', path));
      return answer(await api.POST('/v1/marketing/campaigns/{id}/cancel', path));
    },
    /** The header badge: conversations with unread messages, and those messages. */
    async conversationsUnread(): Promise<Schemas['UnreadCountDto'] | null> {
      return (await quietApi.GET('/v1/conversations/unread-count')).data ?? null;
    },
    /** Everything of a conversation read by the caller (when its thread is opened). */
    async markConversationRead(id: number): Promise<void> {
      await quietApi.POST('/v1/conversations/{id}/read', { params: { path: { id } } });
    },
    /**
     * A file staged for a message, watched as it goes out. Quiet: the composer shows the API's refusal
     * (too big, refused type) under the message.
     */
    async uploadMessageAttachment(file: File, watch: UploadWatch): Promise<Schemas['AttachmentDto']> {
      const form = new FormData();
      form.append('file', file, file.name);
      const request = new Request('/v1/conversations/attachments', { method: 'POST' });
      const response = await quietSend(request, { transport: xhrTransport(form, watch) });
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new HttpError(messageOf(json, ''), response.status, json);
      return json as Schemas['AttachmentDto'];
    },
    /** An attachment's file, fetched with the caller's token (a plain link would not carry it). */
    async messageAttachment(id: number, attachmentId: number): Promise<Blob | null> {
      const answered = await quietApi.GET('/v1/conversations/{id}/attachments/{attachmentId}', {
        params: { path: { id, attachmentId } },
        parseAs: 'blob',
      });
      return (answered.data as Blob | undefined) ?? null;
    },
    async notificationPreferences(): Promise<Schemas['NotificationPreferenceDto'][] | null> {
      return (await quietApi.GET('/v1/notification-preferences')).data ?? null;
    },
    async saveNotificationPreferences(
      preferences: Schemas['NotificationPreferenceDto'][],
    ): Promise<Schemas['NotificationPreferenceDto'][]> {
      return answer(await api.PUT('/v1/notification-preferences', { body: { preferences } }));
    },
    /** A signed `webhook.ping` to one subscription; the answer is its delivery, still to be tried. */
    async pingWebhook(id: number): Promise<Schemas['WebhookDeliveryDto']> {
      return answer(await api.POST('/v1/webhooks/{id}/ping', { params: { path: { id } } }));
    },
    /** A delivery sent again from its first try, same id and body, even to a paused subscription. */
    async replayWebhookDelivery(id: number): Promise<Schemas['WebhookDeliveryDto']> {
      return answer(await api.POST('/v1/webhook-deliveries/{id}/replay', { params: { path: { id } } }));
    },
  };
}

export type BackofficeDataProvider = DataProvider & ReturnType<typeof customMethods>;

/** The data provider with the back office's own methods. */
export function useBackofficeData(): BackofficeDataProvider {
  return useDataProvider<BackofficeDataProvider>();
}
