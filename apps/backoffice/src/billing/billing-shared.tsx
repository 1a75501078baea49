import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { alpha, darken } from '@mui/material/styles';
import type { Schemas } from '@cuvee/api-client';
import {
  documentDay,
  hasPermission,
  parisDateOf,
  statusInfo,
  type CreditStatus,
  type LegalDocumentStatus,
  type Permission,
  type SepaMandateStatus,
} from '@cuvee/kernel';
import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT, type TextKey } from '../i18n';
import { useGuardUser, useLocale } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';

/*
 * What the billing screens share: the API's rows, where each kind of document lives, the caller's
 * billing permissions as the API reads them, days as documents print them, status chips in
 * the kernel's colour groups, and the tabs between the sales pages and between the payments pages.
 */

export type DocumentRecord = Schemas['BillingDocumentDto'];
export type DocumentDetail = Schemas['BillingDocumentDetailDto'];
export type DocumentLine = Schemas['DocumentLineDto'];
export type DocumentKind = DocumentRecord['kind'];
export type PaymentRecord = Schemas['PaymentDto'];
export type BankDepositRecord = Schemas['BankDepositDto'];
export type OutstandingRecord = Schemas['OutstandingDto'];
export type CreditRecord = Schemas['ClientCreditDto'];
export type VentilationRecord = Schemas['VentilationDto'];
export type RenderRecord = Schemas['RenderDto'];

/** The page of each kind (its route path); a document opens on it with ?id=. */
export const KIND_PAGES: Readonly<Record<DocumentKind, string>> = {
  quote: '/dashboard/orders/quotes',
  invoice: '/dashboard/orders/bills',
  deposit: '/dashboard/orders/deposits',
  creditNote: '/dashboard/orders/credits',
};

/** The API collection of each kind (react-admin resources of the same name). */
export const KIND_RESOURCES: Readonly<Record<DocumentKind, string>> = {
  quote: 'quotes',
  invoice: 'invoices',
  deposit: 'deposit-invoices',
  creditNote: 'credit-notes',
};

export const documentPath = (kind: DocumentKind, id: number | string): string =>
  `${KIND_PAGES[kind]}?id=${String(id)}`;

export const clientPath = (clientId: number): string => `/dashboard/clients/${clientId}`;

/** Whether the caller holds a permission as the API reads it (owners hold them all). */
export function usePermission(): (permission: Permission) => boolean {
  const user = useGuardUser();
  return (permission) => user !== null && hasPermission(user.access, permission);
}

/** Today in Europe/Paris, as the API's days are written (the default of a payment's or deposit's day). */
export const today = () => parisDateOf(new Date());

/** A day as the documents print it (DD/MM/YYYY), "—" when there is none. */
export const day = documentDay;

/** The Europe/Paris day of an instant the API sends (createdAt…), as a day. */
export const dayOf = (instant: string | null): string =>
  instant ? day(parisDateOf(new Date(instant))) : '—';

/** The statuses a list of this kind offers as a filter, in their life order. */
export const KIND_STATUSES: Readonly<Record<DocumentKind, readonly LegalDocumentStatus[]>> = {
  quote: ['pending', 'generated', 'completed', 'rejected', 'cancelled'],
  invoice: ['pending', 'generated', 'incomplete', 'completed', 'cancelled'],
  deposit: ['pending', 'generated', 'incomplete', 'completed', 'cancelled'],
  creditNote: ['pending', 'completed'],
};

/** Quotes, invoices (deposits alike) and credit notes name the same status their own way (ADR 0016). */
const statusGroup = (kind: DocumentKind) => (kind === 'deposit' ? 'invoice' : kind);

export function useStatusLabel(): (kind: DocumentKind, status: LegalDocumentStatus) => string {
  const t = useT();
  return (kind, status) => t(`billing.status.${statusGroup(kind)}.${status}` as TextKey);
}

function ColourChip({ hex, label, status }: { hex: string; label: string; status: string }) {
  return (
    <Chip
      size="small"
      label={label}
      data-status={status}
      sx={{
        fontWeight: 600,
        bgcolor: alpha(hex, 0.16),
        color: darken(hex, 0.45),
        border: `1px solid ${alpha(hex, 0.45)}`,
      }}
    />
  );
}

/** A document's status in the kernel's colour group (grey waiting, blue done, red cancelled…). */
export function DocumentStatus({ kind, status }: { kind: DocumentKind; status: LegalDocumentStatus }) {
  const label = useStatusLabel();
  return (
    <ColourChip hex={statusInfo('legalDocument', status).hex} label={label(kind, status)} status={status} />
  );
}

/** A SEPA mandate's status (the kernel's: awaiting signature, being validated, active, error). */
export function MandateStatusChip({ status }: { status: SepaMandateStatus }) {
  const locale = useLocale();
  const info = statusInfo('sepaMandate', status);
  return <ColourChip hex={info.hex} label={info.label[locale]} status={status} />;
}

/** A client credit's status (full, partial, empty, cancelled) in its colour group. */
export function CreditStatusChip({ status }: { status: CreditStatus }) {
  const locale = useLocale();
  const info = statusInfo('credit', status);
  return <ColourChip hex={info.hex} label={info.label[locale]} status={status} />;
}

interface Tab {
  readonly path: string;
  readonly key: TextKey;
}

const SALES_TABS: readonly Tab[] = [
  { path: KIND_PAGES.quote, key: 'billing.menu.quotes' },
  { path: KIND_PAGES.invoice, key: 'billing.menu.bills' },
  { path: KIND_PAGES.deposit, key: 'billing.menu.deposits' },
  { path: KIND_PAGES.creditNote, key: 'billing.menu.credits' },
  { path: '/dashboard/orders/ventilate', key: 'billing.menu.ventilate' },
];

const PAYMENT_TABS: readonly Tab[] = [
  { path: '/dashboard/payments', key: 'billing.menu.payments' },
  { path: '/dashboard/payments/outstandings', key: 'billing.menu.outstandings' },
  { path: '/dashboard/payments/credits', key: 'billing.menu.clientCredits' },
];

/**
 * The head of a billing list page: the page header with the tabs of its sibling pages (those the user may
 * open), so the sales documents, or the payments pages, read as one place.
 */
export function BillingHeader({ title, tabs }: { title: string; tabs: 'sales' | 'payments' }) {
  const t = useT();
  const canOpen = useCanOpen();
  const { pathname } = useLocation();
  const shown = (tabs === 'sales' ? SALES_TABS : PAYMENT_TABS).filter((tab) => canOpen(tab.path));
  return (
    <PageHeader
      title={title}
      help={
        tabs === 'payments'
          ? 'payments-and-outstandings'
          : pathname === KIND_PAGES.creditNote
            ? 'credit-notes'
            : 'orders-quotes-invoices'
      }
    >
      <Tabs
        value={shown.some((tab) => tab.path === pathname) ? pathname : false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={title}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 40,
          '& .MuiTab-root': { minHeight: 40, py: 1 },
        }}
      >
        {shown.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={t(tab.key)} component={RouterLink} to={tab.path} />
        ))}
      </Tabs>
    </PageHeader>
  );
}

/** A list page's own actions (filters, creation…), on the right above the list. */
export function ListActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', minHeight: 'auto' }}>
      {children}
    </TopToolbar>
  );
}

/** A list that never widens the page: its content scrolls sideways when a table is wider. */
export const LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

/** Datagrid headers on one line (amount columns stay readable); a wide table scrolls, the page does not. */
export const GRID_SX = {
  '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/** A list query for the typed client: filter, first rows, sort. */
export const listQuery = (filter: object, size = 100, sort: [string, 'ASC' | 'DESC'] = ['id', 'DESC']) => ({
  filter: JSON.stringify(filter),
  range: `[0,${size - 1}]`,
  sort: JSON.stringify(sort),
});
